import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { toBool } from "~/.server/db/dialect";
import type { Database } from "~/.server/db/schema";
import { catalogueVersion, changedSince } from "~/features/events/catalogue-versions.server";
import { describeEachDialect } from "../../../tests/support/test-database";
import { type FairData, TABLE_ORDER } from "./fair-data";
import { generateFair } from "./generate-fair";
import { loadDemoFairIfEmpty } from "./load-demo.server";
import { clearCatalogue, writeFair } from "./write-fair.server";

describeEachDialect("writeFair", (t) => {
  let fair: FairData;
  beforeAll(() => {
    fair = generateFair({ seed: 31, products: 300 });
  });

  const count = async (table: keyof Database) => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    return Number(rows[0].n);
  };

  it("writes every row of every table", async () => {
    await writeFair(t.db, fair);
    for (const [key, table] of TABLE_ORDER) expect(await count(table), table).toBe(fair[key].length);
  });

  it("raises each event's catalogue version, so no saved fair or search snapshot of it is taken for current", async () => {
    for (const event of fair.events) {
      expect(await catalogueVersion(t.db, event.id!)).toBeGreaterThan(0);
      expect((await changedSince(t.db, event.id!, 0)).event).toBe(true);
    }
  });

  it("reads booleans, numbers and JSON back as written", async () => {
    const vegan = fair.products.filter((p) => p.is_vegan).length;
    const rows = await t.db
      .selectFrom("products")
      .select(["id", "is_vegan", "is_certified_organic", "alcohol", "vintage", "sensory", "producer_id"])
      .execute();
    expect(rows.filter((r) => toBool(r.is_vegan))).toHaveLength(vegan);
    const byId = new Map(fair.products.map((p) => [p.id, p]));
    for (const row of rows) {
      const written = byId.get(row.id)!;
      expect(toBool(row.is_certified_organic)).toBe(written.is_certified_organic);
      expect(row.alcohol).toBe(written.alcohol);
      expect(row.vintage).toBe(written.vintage);
      expect(JSON.parse(row.sensory)).toEqual(JSON.parse(written.sensory!));
      expect(row.producer_id).toBe(written.producer_id);
    }
    const isNew = await t.db.selectFrom("registered_products").select("is_new").execute();
    expect(isNew.filter((r) => toBool(r.is_new))).toHaveLength(fair.registeredProducts.filter((r) => r.is_new).length);
    const live = await t.db.selectFrom("files").select("is_live").execute();
    expect(live.filter((r) => toBool(r.is_live))).toHaveLength(fair.files.filter((f) => f.is_live).length);
  });

  it("keeps accents and per-event data intact", async () => {
    const de = await t.db.selectFrom("event_translations").select(["name"]).where("locale", "=", "de").execute();
    expect(de.map((r) => r.name)).toContain("Uncork Wein- & Spirituosenmesse 2026");
    const perEvent = await t.db
      .selectFrom("registered_products")
      .select(["event_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("event_id")
      .execute();
    expect(perEvent).toHaveLength(2);
    const main = perEvent.find((r) => r.event_id === fair.events[0].id)!;
    expect(Number(main.n)).toBe(fair.products.length);
  });

  it("clears the catalogue, then loads the demo fair into the empty database exactly once", async () => {
    await clearCatalogue(t.db);
    for (const [, table] of TABLE_ORDER) expect(await count(table), table).toBe(0);

    const mediaDir = await mkdtemp(join(tmpdir(), "uncork-demo-"));
    try {
      const lines: string[] = [];
      const options = { seed: 8, products: 40, mediaDir, log: (line: string) => lines.push(line) };
      expect(await loadDemoFairIfEmpty(t.db, options)).toBe(true);
      expect(await count("products")).toBe(40);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      const images = await count("images");
      const variants = (await t.db.selectFrom("images").select("variants").execute()).flatMap(
        (r) => JSON.parse(r.variants) as unknown[],
      );
      expect((await readdir(join(mediaDir, "img"))).length).toBe(variants.length);
      expect(images).toBeGreaterThan(0);
      expect(await loadDemoFairIfEmpty(t.db, options)).toBe(false);
      expect(await count("products")).toBe(40);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
