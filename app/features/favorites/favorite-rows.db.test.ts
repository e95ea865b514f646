import { beforeAll, expect, it } from "vitest";
import { type MyDataFixture, myDataFixture } from "../../../tests/support/my-data-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { loadFavoriteRows } from "./favorite-rows.server";

const AT = (n: number) => `2026-12-0${n}T10:00:00.000Z`;

describeEachDialect("bookmark rows of My bookmarks and My list", (t) => {
  let f: MyDataFixture;

  beforeAll(async () => {
    const db = t.db;
    f = await myDataFixture(db, { products: 3 });
    await db
      .insertInto("favorite_lists")
      .values({ event_id: f.eventId, user_id: f.anna, id: "reds", name: "Reds", created_at: AT(1) })
      .execute();
    const rows = [
      {
        item_id: f.productIds[2]!,
        type: "product" as const,
        added_at: AT(3),
        tags: '["buy"]',
        list_id: "reds",
        list_name: "Reds",
      },
      { item_id: f.exhibitorId, type: "exhibitor" as const, added_at: AT(1) },
      { item_id: f.productIds[0]!, type: "product" as const, added_at: AT(2) },
      // Kept from before the product left the event: still listed, so it can be removed.
      { item_id: f.elsewhereProductId, type: "product" as const, added_at: AT(4) },
    ];
    await db
      .insertInto("favorites")
      .values([
        ...rows.map((row) => ({
          event_id: f.eventId,
          user_id: f.anna,
          tags: "[]",
          list_id: null,
          list_name: null,
          ...row,
        })),
        {
          event_id: f.eventId,
          user_id: f.bruno,
          item_id: f.productIds[1]!,
          type: "product",
          added_at: AT(1),
          tags: "[]",
          list_id: null,
          list_name: null,
        },
      ])
      .execute();
  });

  it("lists the user's bookmarks addedAt ascending, each with what the catalogue says about it", async () => {
    const rows = await loadFavoriteRows(t.db, { eventId: f.eventId, userId: f.anna, locale: "en" });
    expect(rows.map((r) => r.id)).toEqual([f.exhibitorId, f.productIds[0], f.productIds[2], f.elsewhereProductId]);
    const [exhibitor, product, tagged, gone] = rows;
    expect(exhibitor).toMatchObject({
      type: "exhibitor",
      item: { exhibitor: null, path: expect.stringContaining(`/exhibitors/${f.exhibitorId}`) },
    });
    expect(product).toMatchObject({
      type: "product",
      tags: [],
      list: null,
      item: { name: "Cuvée 0", exhibitor: { name: exhibitor!.item!.name } },
    });
    expect(product!.item!.path).toContain(`/by-exhibitor/${f.exhibitorId}/${f.productIds[0]}`);
    expect(tagged).toMatchObject({ tags: ["buy"], list: { listId: "reds", name: "Reds" }, addedAt: AT(3) });
    expect(gone).toMatchObject({ id: f.elsewhereProductId, item: null });
    // Not in this event's catalogue, yet still readable by the name its row keeps.
    const kept = await t.db
      .selectFrom("products")
      .select(["name", "vintage"])
      .where("id", "=", f.elsewhereProductId)
      .executeTakeFirstOrThrow();
    expect(gone?.name).toBe(kept.vintage ? `${kept.name} ${kept.vintage}` : kept.name);
    expect(product?.name).toBe("Cuvée 0");
  });

  it("keeps to one list when asked, and to the user", async () => {
    const rows = await loadFavoriteRows(t.db, { eventId: f.eventId, userId: f.anna, locale: "en", listId: "reds" });
    expect(rows.map((r) => r.id)).toEqual([f.productIds[2]]);
    const theirs = await loadFavoriteRows(t.db, { eventId: f.eventId, userId: f.bruno, locale: "en" });
    expect(theirs.map((r) => r.id)).toEqual([f.productIds[1]]);
  });
});
