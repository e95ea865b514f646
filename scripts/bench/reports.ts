import { randomBytes } from "node:crypto";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { connect, type DB } from "~/.server/db/connect";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { migrateToLatest } from "~/.server/db/migrate";
import { favoriteCounts } from "~/features/analytics/engagement-queries.server";
import { meetingFunnel, sampleFunnel } from "~/features/analytics/funnel-queries.server";
import { loadReport, TOP_FAVORITES, TOP_PRODUCTS, TOP_TARGETS } from "~/features/analytics/report.server";
import {
  outboundClicksByKind,
  outboundClicksByTarget,
  pageViewsByDayAndPage,
  topProductsByViews,
} from "~/features/analytics/report-queries.server";
import { writeAnalyticsRows } from "~/features/analytics/roll-up.server";
import { leadCounts } from "~/features/leads/leads.server";
import { insertEvent, insertExhibitor, register } from "../../tests/factories/catalogue";

// npm run bench:reports — the reports page's queries (issue 16) on a fair of
// 100,000 products from 200 exhibitors, BENCH_ROWS analytics rows (default
// 1,000,000: page views and outbound clicks over 30 days) and 200,000
// bookmarks of 20,000 visitors, on SQLite (a file, WAL) and on the
// PostgreSQL of BENCH_DATABASE_URL or TEST_DATABASE_URL (a database created
// for the run and dropped after). Reports the median of ROUNDS loads of the
// whole event's report and of one exhibitor's, over 30 days and over the
// 7 busiest days.

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EXHIBITORS = 200;
const PRODUCTS_PER_EXHIBITOR = 500;
const VISITORS = 20_000;
const FAVORITES = 200_000;
const NOW = "2026-11-01T00:00:00.000Z";
const FIRST_DAY = Date.parse("2026-11-10T00:00:00Z");

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A deterministic pseudo-random sequence, so both databases get the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const id = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(23, "0")}`;

async function inBatches<T>(
  count: number,
  size: number,
  row: (i: number) => T,
  write: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += size) {
    const rows = Array.from({ length: Math.min(size, count - start) }, (_, i) => row(start + i));
    await write(rows);
  }
}

async function fill(db: DB): Promise<{ eventId: string; exhibitorId: string }> {
  await migrateToLatest(db);
  const eventId = await insertEvent(db, { id: id("e", 1) });
  const products = EXHIBITORS * PRODUCTS_PER_EXHIBITOR;
  for (let n = 0; n < EXHIBITORS; n++) {
    await insertExhibitor(db, { id: id("x", n), brand_id: id("b", n), name: `Exhibitor ${n}` });
    await register(db, { eventId, exhibitorId: id("x", n), registrationId: id("r", n) });
  }
  await inBatches(
    products,
    1000,
    (n) => n,
    async (ns) => {
      await db
        .insertInto("products")
        .values(
          ns.map((n) => ({
            id: id("p", n),
            exhibitor_id: id("x", n % EXHIBITORS),
            kind: "Wine",
            name: `Wine ${n}`,
            created_at: NOW,
            updated_at: NOW,
          })),
        )
        .execute();
      await db
        .insertInto("registered_products")
        .values(
          ns.map((n) => ({
            event_id: eventId,
            product_id: id("p", n),
            registration_id: id("r", n % EXHIBITORS),
            exhibitor_id: id("x", n % EXHIBITORS),
            table_number: "",
            price: null,
            currency: "EUR",
            price_range: "",
            is_new: fromBool(dialectOf(db), false),
          })),
        )
        .execute();
    },
  );
  const next = random(2026);
  const at = () => new Date(FIRST_DAY + Math.floor(next() * 30 * 86_400_000)).toISOString();
  await inBatches(
    ROWS,
    1000,
    () => {
      const roll = next();
      const product = Math.floor(next() * products);
      const click = roll > 0.9;
      const entity: [string | null, string | null] =
        roll < 0.05
          ? ["exhibitor", id("x", product % EXHIBITORS)]
          : roll < 0.1
            ? [null, null]
            : ["product", id("p", product)];
      return {
        kind: click ? "outbound_click" : "page_view",
        event_id: eventId,
        path: "/p/en/events/e/products",
        entity_type: entity[0] as "exhibitor" | "product" | null,
        entity_id: entity[1],
        target: click ? `https://site-${product % 5000}.example/` : null,
        link_kind: click ? (product % 3 === 0 ? "shop" : "website") : null,
        locale: "en",
        created_at: at(),
      } as const;
    },
    // As the batch writer does: the rows and their rolled-up counts together.
    (rows) => writeAnalyticsRows(db, rows),
  );
  await inBatches(
    VISITORS,
    1000,
    (n) => n,
    (ns) =>
      db
        .insertInto("auth_users")
        .values(
          ns.map((n) => ({
            id: id("u", n),
            name: `Visitor ${n}`,
            email: `v${n}@example.com`,
            created_at: NOW,
            updated_at: NOW,
          })),
        )
        .execute(),
  );
  await inBatches(
    FAVORITES,
    1000,
    (n) => n,
    (ns) =>
      db
        .insertInto("favorites")
        .values(
          ns.map((n) => ({
            event_id: eventId,
            user_id: id("u", n % VISITORS),
            // Ten different products per visitor.
            item_id: id("p", (n + 7919 * Math.floor(n / VISITORS)) % products),
            type: "product" as const,
            added_at: at(),
          })),
        )
        .execute(),
  );
  return { eventId, exhibitorId: id("x", 7) };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function bench(label: string, db: DB) {
  const started = performance.now();
  const { eventId, exhibitorId } = await fill(db);
  // PostgreSQL's autovacuum would have analyzed tables this size long before a report is read.
  if (label.startsWith("PostgreSQL")) await sql`analyze`.execute(db);
  const filled = (performance.now() - started) / 1000;
  const month = { eventId, from: "2026-11-10", to: "2026-12-09", timeZone: "Europe/Berlin" };
  const week = { ...month, from: "2026-12-03" };
  const cells = [
    await time(() => loadReport(db, month)),
    await time(() => loadReport(db, { ...month, exhibitorId })),
    await time(() => loadReport(db, week)),
    await time(() => loadReport(db, { ...week, exhibitorId })),
  ];
  console.log(`| ${label} | ${filled.toFixed(0)} s | ${cells.map((ms) => `${ms.toFixed(0)} ms`).join(" | ")} |`);
  return sections(db, month);
}

/** The whole event's 30 days, section by section: where the time of a report goes. */
async function sections(db: DB, month: { eventId: string; from: string; to: string; timeZone: string }) {
  const parts: [string, () => Promise<unknown>][] = [
    ["views by day", () => pageViewsByDayAndPage(db, month)],
    ["top products", () => topProductsByViews(db, { ...month, limit: TOP_PRODUCTS })],
    ["bookmarks", () => favoriteCounts(db, { ...month, limit: TOP_FAVORITES })],
    ["clicks by kind", () => outboundClicksByKind(db, month)],
    ["clicks by target", () => outboundClicksByTarget(db, { ...month, limit: TOP_TARGETS })],
    ["meetings", () => meetingFunnel(db, month)],
    ["samples", () => sampleFunnel(db, month)],
    ["leads", () => leadCounts(db, { eventId: month.eventId })],
  ];
  const times: string[] = [];
  for (const [name, run] of parts) times.push(`${name} ${(await time(run)).toFixed(1)} ms`);
  return times.join(", ");
}

console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}; ${ROWS.toLocaleString("en")} analytics rows, ${(EXHIBITORS * PRODUCTS_PER_EXHIBITOR).toLocaleString("en")} products, ${FAVORITES.toLocaleString("en")} bookmarks; median of ${ROUNDS}\n`,
);
console.log("| database | fill | event, 30 days | exhibitor, 30 days | event, 7 days | exhibitor, 7 days |");
console.log("| --- | --- | --- | --- | --- | --- |");

const file = path.join(tmpdir(), `uncork-bench-reports-${randomBytes(4).toString("hex")}.db`);
const sqlite = connect(`file:${file}`);
const breakdown = [`SQLite: ${await bench("SQLite (file, WAL)", sqlite)}`];
await sqlite.destroy();

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const fresh = await createFreshPostgres(pgUrl, { prefix: "uncork_bench_reports" });
  const pg = connect(fresh.url, { poolSize: 10 });
  try {
    breakdown.push(`PostgreSQL: ${await bench("PostgreSQL (pool of 10)", pg)}`);
  } finally {
    await pg.destroy();
    await fresh.drop();
  }
} else {
  console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
console.log(
  `\nThe whole event's 30 days by section (median of ${ROUNDS}):\n\n${breakdown.map((line) => `- ${line}`).join("\n")}`,
);
