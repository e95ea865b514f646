import { beforeEach, expect, it } from "vitest";
import * as rollups from "~/.server/db/migrations/0023-analytics-rollups";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import {
  outboundClicksByKind,
  outboundClicksByTarget,
  pageViewsByDayAndPage,
  rangeInstants,
  topProductsByViews,
} from "./report-queries.server";
import { countsOf, writeAnalyticsRows } from "./roll-up.server";
import { topInRange } from "./rolled-up-counts.server";

// The whole event's report read from the counts rolled up per batch (issue
// 32, docs/analytics.md "Counts rolled up per batch") says what counting the
// rows says, for ranges holding most rows (the counts since the first less
// the rows outside) and few (the rows counted); the counts add up under 50
// concurrent writers, a failed batch adds nothing, and the migration counts
// the rows written before it.

type Row = Parameters<typeof writeAnalyticsRows>[1][number];

/** A deterministic pseudo-random sequence. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const TARGETS = 12;
const target = (n: number) => `https://site-${String(n).padStart(2, "0")}.example/`;

describeEachDialect("analytics counts rolled up per batch", (t) => {
  let eventId: string;
  let products: string[];

  beforeEach(async () => {
    eventId = await insertEvent(t.db);
    const exhibitor = await insertExhibitor(t.db, { name: "Weingut Roll" });
    products = [];
    for (let n = 0; n < 30; n++)
      products.push(await insertProduct(t.db, { exhibitor_id: exhibitor, name: `Wein ${n}` }));
    await register(t.db, { eventId, exhibitorId: exhibitor, products: products.map((id) => ({ id })) });
  });

  /** Rows over ten days from 2026-12-01 UTC: a few products and links far more viewed than the rest, many ties. */
  function rows(count: number, seed: number): Row[] {
    const next = random(seed);
    return Array.from({ length: count }, () => {
      const roll = next();
      const skewed = Math.floor(next() ** 3 * products.length);
      const created_at = new Date(
        Date.parse("2026-12-01T00:00:00Z") + Math.floor(next() * 10 * 86_400_000),
      ).toISOString();
      if (roll < 0.15) {
        const kind = (["website", "shop", "other"] as const)[skewed % 3];
        return {
          kind: "outbound_click",
          event_id: eventId,
          path: "/p",
          target: target(skewed % TARGETS),
          link_kind: kind,
          created_at,
        };
      }
      const entity = roll < 0.25 ? null : roll < 0.3 ? "exhibitor" : "product";
      return {
        kind: "page_view",
        event_id: eventId,
        path: "/p",
        entity_type: entity,
        entity_id: entity === "product" ? products[skewed] : entity === "exhibitor" ? "x" : null,
        created_at,
      };
    });
  }

  /** What counting the rows in JavaScript says for the event's days from..to (Berlin). */
  async function expected(all: Row[], from: string, to: string) {
    const { start, end } = await rangeInstants(t.db, { eventId, from, to, timeZone: "Europe/Berlin" });
    const inside = all.filter((row) => row.created_at >= start && row.created_at < end);
    const top = (keys: string[]) => {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    };
    const views = inside.filter((row) => row.kind === "page_view");
    const clicks = inside.filter((row) => row.kind === "outbound_click");
    return {
      products: top(views.filter((row) => row.entity_type === "product").map((row) => row.entity_id ?? "")),
      targets: top(clicks.map((row) => `${row.target}|${row.link_kind}`)),
      views: views.length,
      byKind: (["website", "shop", "other"] as const).map((kind) => ({
        linkKind: kind,
        clicks: clicks.filter((row) => row.link_kind === kind).length,
      })),
    };
  }

  /** The most viewed products of the 5th and 6th of December in Berlin. */
  const topOfTheFifthAndSixth = (limit: number) =>
    topProductsByViews(t.db, { eventId, from: "2026-12-05", to: "2026-12-06", timeZone: "Europe/Berlin", limit });

  async function write(all: Row[]) {
    for (let start = 0; start < all.length; start += 250) await writeAnalyticsRows(t.db, all.slice(start, start + 250));
  }

  it.each([
    ["the whole ten days", "2026-12-01", "2026-12-10", true],
    ["most of them", "2026-12-02", "2026-12-09", true],
    ["two days", "2026-12-04", "2026-12-05", false],
    ["a day without views", "2026-12-20", "2026-12-20", true],
  ] as const)("counts %s as counting the rows does", async (_, from, to, rolledUp) => {
    const all = rows(3000, from.length + Number(to.slice(-2)));
    await write(all);
    const want = await expected(all, from, to);
    const scope = { eventId, from, to, timeZone: "Europe/Berlin" };

    const topProducts = await topProductsByViews(t.db, { ...scope, limit: 5 });
    expect(topProducts.map((p) => [p.productId, p.views])).toEqual(want.products.slice(0, 5));
    expect(topProducts.every((p) => p.name.startsWith("Wein "))).toBe(true);
    const topTargets = await outboundClicksByTarget(t.db, { ...scope, limit: 4 });
    expect(topTargets.map((c) => [`${c.target}|${c.linkKind}`, c.clicks])).toEqual(want.targets.slice(0, 4));
    const days = await pageViewsByDayAndPage(t.db, scope);
    expect(days.reduce((sum, day) => sum + day.exhibitor + day.product + day.other, 0)).toBe(want.views);
    expect(await outboundClicksByKind(t.db, scope)).toEqual(want.byKind);

    // The rolled-up walk answers when the range holds most rows, and leaves a small range to the rows.
    const { start, end } = await rangeInstants(t.db, scope);
    const walked = await topInRange(t.db, {
      eventId,
      start,
      end,
      limit: 5,
      measure: "product_view",
      bucketMeasures: ["view:product"],
      outside: async () => [],
    });
    expect(walked !== null).toBe(rolledUp);
  });

  it("walks past every product with as many views in all as the last one kept has in the range", async () => {
    // Ten products of 10 views each; the first in the walk's order have the most outside the range.
    const outside = [9, 8, 7, 6, 5, 5, 3, 2, 1, 0];
    const walkOrder = products.slice(0, 10).toSorted();
    const all: Row[] = walkOrder.flatMap((productId, n) =>
      Array.from({ length: 10 }, (_, view) => ({
        kind: "page_view" as const,
        event_id: eventId,
        path: "/p",
        entity_type: "product" as const,
        entity_id: productId,
        created_at: view < outside[n] ? "2026-12-01T12:00:00.000Z" : "2026-12-05T12:00:00.000Z",
      })),
    );
    await write(all);
    const want = await expected(all, "2026-12-05", "2026-12-06");
    const top = await topOfTheFifthAndSixth(5);
    expect(top.map((p) => [p.productId, p.views])).toEqual(want.products.slice(0, 5));
    expect(top.map((p) => p.views)).toEqual([10, 9, 8, 7, 5]);
  });

  it("keeps a product tied with the last one kept when its id comes first", async () => {
    const [first, second] = products.slice(0, 2).toSorted();
    const view = (productId: string, at: string): Row => ({
      kind: "page_view",
      event_id: eventId,
      path: "/p",
      entity_type: "product",
      entity_id: productId,
      created_at: at,
    });
    // The second: 12 views, 6 in the range; the first: 6 views, all in it.
    await write([
      ...Array.from({ length: 6 }, () => view(second, "2026-12-01T12:00:00.000Z")),
      ...Array.from({ length: 6 }, () => view(second, "2026-12-05T12:00:00.000Z")),
      ...Array.from({ length: 6 }, () => view(first, "2026-12-05T12:00:00.000Z")),
    ]);
    const top = await topOfTheFifthAndSixth(1);
    expect(top.map((p) => [p.productId, p.views])).toEqual([[first, 6]]);
  });

  it("stops among equal counts at the first that would lose the tie", async () => {
    // Every product viewed twice in the range, one once more before it.
    const all: Row[] = products.flatMap((productId, n) =>
      ["2026-12-05T12:00:00.000Z", "2026-12-05T13:00:00.000Z", ...(n === 3 ? ["2026-12-01T12:00:00.000Z"] : [])].map(
        (created_at): Row => ({
          kind: "page_view",
          event_id: eventId,
          path: "/p",
          entity_type: "product",
          entity_id: productId,
          created_at,
        }),
      ),
    );
    await write(all);
    const want = await expected(all, "2026-12-05", "2026-12-06");
    const top = await topOfTheFifthAndSixth(4);
    expect(top.map((p) => [p.productId, p.views])).toEqual(want.products.slice(0, 4));
    expect(new Set(top.map((p) => p.views))).toEqual(new Set([2]));
  });

  it("splits the event's views into its days, as counting the rows of one exhibitor's pages does", async () => {
    const all = rows(2000, 7).map((row) => ({ ...row, created_at: row.created_at.replace(/T2[23]/, "T21") }));
    await write(all);
    const scope = { eventId, from: "2026-12-01", to: "2026-12-10", timeZone: "Asia/Kathmandu" };
    const days = await pageViewsByDayAndPage(t.db, scope);
    for (const day of days) {
      const { start, end } = await rangeInstants(t.db, { ...scope, from: day.day, to: day.day });
      const inDay = all.filter((row) => row.kind === "page_view" && row.created_at >= start && row.created_at < end);
      expect([day.day, day.product, day.exhibitor, day.other]).toEqual([
        day.day,
        inDay.filter((row) => row.entity_type === "product").length,
        inDay.filter((row) => row.entity_type === "exhibitor").length,
        inDay.filter((row) => row.entity_type === null).length,
      ]);
    }
  });

  it("adds up the batches of 50 concurrent writers", async () => {
    const all = rows(5000, 11);
    await Promise.all(
      Array.from({ length: 50 }, (_, n) => writeAnalyticsRows(t.db, all.slice(n * 100, n * 100 + 100))),
    );
    const stored = await t.db
      .selectFrom("analytics_item_counts")
      .select(["item", "detail", "count"])
      .where("event_id", "=", eventId)
      .execute();
    const want = countsOf(all).items.map(({ item, detail, count }) => ({ item, detail, count }));
    expect(
      stored
        .map((row) => ({ ...row, count: Number(row.count) }))
        .sort((a, b) => (`${a.item}|${a.detail}` < `${b.item}|${b.detail}` ? -1 : 1)),
    ).toEqual(want.sort((a, b) => (`${a.item}|${a.detail}` < `${b.item}|${b.detail}` ? -1 : 1)));
    const total = await t.db
      .selectFrom("analytics_counts")
      .select((eb) => eb.fn.sum<number | string>("count").as("n"))
      .where("event_id", "=", eventId)
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(5000);
  });

  it("adds nothing for a batch that could not be written", async () => {
    await write(rows(100, 3));
    const before = await t.db
      .selectFrom("analytics_counts")
      .selectAll()
      .where("event_id", "=", eventId)
      .orderBy("bucket")
      .orderBy("measure")
      .execute();
    const bad = [...rows(10, 4), { ...rows(1, 5)[0], kind: "bogus" as "page_view" }];
    await expect(writeAnalyticsRows(t.db, bad)).rejects.toThrow();
    expect(
      await t.db
        .selectFrom("analytics_counts")
        .selectAll()
        .where("event_id", "=", eventId)
        .orderBy("bucket")
        .orderBy("measure")
        .execute(),
    ).toEqual(before);
    const stored = await t.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("event_id", "=", eventId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(100);
  });

  it("counts the rows written before the migration", async () => {
    const all = rows(600, 9);
    await t.db.insertInto("analytics_events").values(all).execute();
    await rollups.down(t.db);
    await rollups.up(t.db);
    const stored = await t.db
      .selectFrom("analytics_counts")
      .select(["bucket", "measure", "count"])
      .where("event_id", "=", eventId)
      .orderBy("bucket")
      .orderBy("measure")
      .execute();
    expect(stored.map((row) => ({ ...row, count: Number(row.count) }))).toEqual(
      countsOf(all).buckets.map(({ bucket, measure, count }) => ({ bucket, measure, count })),
    );
    const items = await t.db
      .selectFrom("analytics_item_counts")
      .select(["measure", "item", "detail", "count"])
      .where("event_id", "=", eventId)
      .execute();
    expect(items.length).toBe(countsOf(all).items.length);
    expect(items.reduce((sum, row) => sum + Number(row.count), 0)).toBe(
      countsOf(all).items.reduce((sum, row) => sum + row.count, 0),
    );
  });
});
