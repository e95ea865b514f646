import { beforeEach, expect, it } from "vitest";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { favoriteCounts } from "./engagement-queries.server";

// The whole event's bookmarks in a report are read from the counts the
// triggers of migration 0023 keep (issue 32, docs/analytics.md "Counts rolled
// up per batch"): every way a bookmark comes or goes counts, an account's
// erasure cascading included, and 50 concurrent writers add up on both
// databases (on PostgreSQL without waiting on each other in a circle).

describeEachDialect("bookmark counts kept by triggers", (t) => {
  let eventId: string;
  let exhibitorId: string;
  let products: string[];
  let users: string[];

  beforeEach(async () => {
    eventId = await insertEvent(t.db);
    exhibitorId = await insertExhibitor(t.db, { name: "Weingut Zähler" });
    products = [];
    for (let n = 0; n < 6; n++)
      products.push(await insertProduct(t.db, { exhibitor_id: exhibitorId, name: `Wein ${n}` }));
    await register(t.db, { eventId, exhibitorId, products: products.map((id) => ({ id })) });
    users = [];
    for (let n = 0; n < 8; n++) users.push((await insertUser(t.db, { email: `z${n}-${eventId}@example.com` })).id);
  });

  const favorite = (userId: string, itemId: string, addedAt: string, type: "product" | "exhibitor" = "product") => ({
    event_id: eventId,
    user_id: userId,
    item_id: itemId,
    type,
    added_at: addedAt,
  });

  /** What counting the rows says: the whole event's report, and the exhibitor's (which reads the rows). */
  async function bothWays(from: string, to: string) {
    const scope = { eventId, from, to, timeZone: "Europe/Berlin", limit: 10 };
    return {
      event: await favoriteCounts(t.db, scope),
      rows: await favoriteCounts(t.db, { ...scope, exhibitorId }),
    };
  }

  it("counts what is added, moved in time, taken away and erased with an account", async () => {
    await t.db
      .insertInto("favorites")
      .values([
        favorite(users[0], products[0], "2026-12-05T10:00:00.000Z"),
        favorite(users[1], products[0], "2026-12-05T11:00:00.000Z"),
        favorite(users[2], products[0], "2026-12-01T11:00:00.000Z"),
        favorite(users[0], products[1], "2026-12-05T12:00:00.000Z"),
        favorite(users[1], products[1], "2026-12-06T12:00:00.000Z"),
        favorite(users[2], products[2], "2026-12-06T12:00:00.000Z"),
        favorite(users[3], exhibitorId, "2026-12-06T12:00:00.000Z", "exhibitor"),
      ])
      .execute();
    await t.db
      .insertInto("tasting_notes")
      .values({
        event_id: eventId,
        user_id: users[0],
        product_id: products[0],
        rating: 4,
        added_at: "2026-12-05T10:00:00.000Z",
        updated_at: "2026-12-05T10:00:00.000Z",
      })
      .execute();
    let counts = await bothWays("2026-12-05", "2026-12-06");
    expect(counts.event).toEqual(counts.rows);
    expect(counts.event.totals).toEqual({ exhibitorFavorites: 1, productFavorites: 5, tastingNotes: 1 });
    expect(counts.event.products.map((p) => [p.productId, p.favorites, p.tastingNotes])).toEqual([
      [products[0], 2, 1],
      [products[1], 2, 0],
      [products[2], 1, 0],
    ]);

    // Moved out of the range, taken away, and an account erased.
    await t.db
      .updateTable("favorites")
      .set({ added_at: "2026-11-01T00:00:00.000Z" })
      .where("user_id", "=", users[1])
      .where("item_id", "=", products[1])
      .execute();
    await t.db.deleteFrom("favorites").where("user_id", "=", users[0]).where("item_id", "=", products[1]).execute();
    await t.db.deleteFrom("auth_users").where("id", "=", users[2]).execute();
    await t.db.updateTable("favorites").set({ list_name: "Rot" }).where("user_id", "=", users[0]).execute();
    counts = await bothWays("2026-12-05", "2026-12-06");
    expect(counts.event).toEqual(counts.rows);
    expect(counts.event.totals).toEqual({ exhibitorFavorites: 1, productFavorites: 2, tastingNotes: 1 });
    expect(counts.event.products.map((p) => [p.productId, p.favorites])).toEqual([[products[0], 2]]);
  });

  it("adds up 50 concurrent writers adding and taking away bookmarks of the same products", async () => {
    const at = (n: number) => `2026-12-05T1${n % 10}:00:00.000Z`;
    const writers = await Promise.all(
      Array.from(
        { length: 50 },
        async (_, n) => (await insertUser(t.db, { email: `w${n}-${eventId}@example.com` })).id,
      ),
    );
    // Each writer bookmarks several products in one statement, in its own order, and some take one away.
    await Promise.all(
      writers.map(async (user, n) => {
        const mine = (n % 2 === 0 ? products : products.toReversed()).slice(0, 3 + (n % 3));
        await t.db
          .insertInto("favorites")
          .values(mine.map((productId) => favorite(user, productId, at(n))))
          .execute();
        if (n % 5 === 0)
          await t.db.deleteFrom("favorites").where("user_id", "=", user).where("item_id", "=", mine[0]).execute();
      }),
    );
    const counts = await bothWays("2026-12-05", "2026-12-05");
    expect(counts.event).toEqual(counts.rows);
    const held = await t.db
      .selectFrom("favorites")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("event_id", "=", eventId)
      .executeTakeFirstOrThrow();
    expect(counts.event.totals.productFavorites).toBe(Number(held.n));
    expect(Number(held.n)).toBeGreaterThan(0);
  });
});
