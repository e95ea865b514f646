import { afterAll, beforeEach, expect, it } from "vitest";
import {
  appError,
  listenToUserChanges,
  type MyDataFixture,
  myDataFixture,
} from "../../../tests/support/my-data-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { changeTag, getFavorite, listFavorites, removeFavorite, setFavorite } from "./favorites.server";
import { createList } from "./lists.server";
import { FAVORITE_MESSAGES, MAX_TAGS } from "./schemas";

describeEachDialect("favourites", (t) => {
  let f: MyDataFixture;
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());
  beforeEach(async () => {
    heard.messages.length = 0;
    f = await myDataFixture(t.db);
  });

  it("creates a favourite with addedAt and lists it", async () => {
    const [p] = f.productIds;
    const saved = await setFavorite(t.db, {
      eventId: f.eventId,
      userId: f.anna,
      id: p,
      type: "product",
      now: "2026-12-07T09:00:00.000Z",
    });
    expect(saved).toEqual({ id: p, type: "product", addedAt: "2026-12-07T09:00:00.000Z", tags: [], list: null });
    expect(await listFavorites(t.db, { eventId: f.eventId, userId: f.anna })).toEqual([saved]);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favorites", set: [saved] },
    ]);
  });

  it("merges into an existing favourite: addedAt and type kept, only the fields given change", async () => {
    const [p] = f.productIds;
    const owner = { eventId: f.eventId, userId: f.anna };
    const list = await createList(t.db, { ...owner, name: "Reds" });
    await setFavorite(t.db, {
      ...owner,
      id: p,
      type: "product",
      tags: ["gift"],
      listId: list.id,
      now: "2026-12-07T09:00:00.000Z",
    });

    const retagged = await setFavorite(t.db, {
      ...owner,
      id: p,
      type: "exhibitor",
      tags: ["gift", "order"],
      now: "2026-12-08T10:00:00.000Z",
    });
    expect(retagged).toEqual({
      id: p,
      type: "product",
      addedAt: "2026-12-07T09:00:00.000Z",
      tags: ["gift", "order"],
      list: { listId: list.id, name: "Reds" },
    });

    const unlisted = await setFavorite(t.db, { ...owner, id: p, type: "product", listId: null });
    expect(unlisted).toMatchObject({ tags: ["gift", "order"], list: null, addedAt: "2026-12-07T09:00:00.000Z" });

    // Setting it again with nothing to change keeps everything.
    const same = await setFavorite(t.db, { ...owner, id: p, type: "product", now: "2026-12-09T10:00:00.000Z" });
    expect(same).toEqual(unlisted);
  });

  it("bookmarks exhibitors registered at the event", async () => {
    const saved = await setFavorite(t.db, {
      eventId: f.eventId,
      userId: f.anna,
      id: f.exhibitorId,
      type: "exhibitor",
    });
    expect(saved.type).toBe("exhibitor");
  });

  it("refuses an item that is not at the event, or of the other type, and writes nothing", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    await expect(setFavorite(t.db, { ...owner, id: f.elsewhereProductId, type: "product" })).rejects.toEqual(
      appError("not_found", FAVORITE_MESSAGES.itemNotFound),
    );
    await expect(setFavorite(t.db, { ...owner, id: f.elsewhereExhibitorId, type: "exhibitor" })).rejects.toEqual(
      appError("not_found"),
    );
    await expect(setFavorite(t.db, { ...owner, id: f.exhibitorId, type: "product" })).rejects.toEqual(
      appError("not_found"),
    );
    await expect(setFavorite(t.db, { ...owner, id: f.productIds[0], type: "exhibitor" })).rejects.toEqual(
      appError("not_found"),
    );
    expect(await listFavorites(t.db, owner)).toEqual([]);
    expect(heard.messages).toEqual([]);
  });

  it("puts a favourite only into the user's own lists", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const brunos = await createList(t.db, { eventId: f.eventId, userId: f.bruno, name: "Bruno's" });
    heard.messages.length = 0;
    await expect(
      setFavorite(t.db, { ...owner, id: f.productIds[0], type: "product", listId: brunos.id }),
    ).rejects.toEqual(appError("not_found", FAVORITE_MESSAGES.listNotFound));
    await expect(
      setFavorite(t.db, { ...owner, id: f.productIds[0], type: "product", listId: "no-such-list" }),
    ).rejects.toEqual(appError("not_found"));
    expect(await listFavorites(t.db, owner)).toEqual([]);
    expect(heard.messages).toEqual([]);
  });

  it("refuses a list when lists are disabled for the site, but still bookmarks", async () => {
    const off = await myDataFixture(t.db, { settings: { listsEnabled: false } });
    const owner = { eventId: off.eventId, userId: off.anna };
    await expect(
      setFavorite(t.db, { ...owner, id: off.productIds[0], type: "product", listId: "any" }),
    ).rejects.toEqual(appError("disabled", "Lists are disabled for this site."));
    expect(await listFavorites(t.db, owner)).toEqual([]);
    const saved = await setFavorite(t.db, {
      ...owner,
      id: off.productIds[0],
      type: "product",
      tags: ["x"],
      listId: null,
    });
    expect(saved).toMatchObject({ tags: ["x"], list: null });
  });

  it("removes a favourite without tags and refuses one with tags", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const [plain, tagged] = f.productIds;
    await setFavorite(t.db, { ...owner, id: plain, type: "product" });
    await setFavorite(t.db, { ...owner, id: tagged, type: "product", tags: ["keep"] });
    heard.messages.length = 0;

    await removeFavorite(t.db, { ...owner, id: plain });
    await expect(removeFavorite(t.db, { ...owner, id: tagged })).rejects.toEqual(
      appError("conflict", FAVORITE_MESSAGES.taggedCannotBeRemoved),
    );
    await expect(removeFavorite(t.db, { ...owner, id: plain })).rejects.toEqual(
      appError("not_found", FAVORITE_MESSAGES.favoriteNotFound),
    );

    expect((await listFavorites(t.db, owner)).map((x) => x.id)).toEqual([tagged]);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favorites", deleted: [plain] },
    ]);

    // With its tags cleared it can go.
    await setFavorite(t.db, { ...owner, id: tagged, type: "product", tags: [] });
    await removeFavorite(t.db, { ...owner, id: tagged });
    expect(await listFavorites(t.db, owner)).toEqual([]);
  });

  it("keeps every tag added at once: 16 racing adds all survive, 50 stop at the limit", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const id = f.productIds[0]!;
    await setFavorite(t.db, { ...owner, id, type: "product" });
    await Promise.all(Array.from({ length: 16 }, (_, i) => changeTag(t.db, { ...owner, id, add: `tag ${i}` })));
    expect((await getFavorite(t.db, { ...owner, id }))?.tags.toSorted()).toEqual(
      Array.from({ length: 16 }, (_, i) => `tag ${i}`).toSorted(),
    );

    const other = f.productIds[1]!;
    await setFavorite(t.db, { ...owner, id: other, type: "product" });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => changeTag(t.db, { ...owner, id: other, add: `many ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_TAGS);
    for (const refused of results.filter((r) => r.status === "rejected"))
      expect(refused.reason).toEqual(appError("invalid", FAVORITE_MESSAGES.tooManyTags));
    expect((await getFavorite(t.db, { ...owner, id: other }))?.tags).toHaveLength(MAX_TAGS);

    // 16 racing removes and adds on the first: the removed are gone, the added are there.
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => changeTag(t.db, { ...owner, id, remove: `tag ${i}` })),
      ...Array.from({ length: 4 }, (_, i) => changeTag(t.db, { ...owner, id, add: `late ${i}` })),
    ]);
    expect((await getFavorite(t.db, { ...owner, id }))?.tags.toSorted()).toEqual(
      [
        ...Array.from({ length: 8 }, (_, i) => `tag ${i + 8}`),
        ...Array.from({ length: 4 }, (_, i) => `late ${i}`),
      ].toSorted(),
    );
    await expect(changeTag(t.db, { ...owner, id: f.productIds[2]!, add: "x" })).rejects.toEqual(
      appError("not_found", FAVORITE_MESSAGES.favoriteNotFound),
    );
  });

  it("lists favourites by addedAt ascending, then id", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const [p0, p1, p2] = f.productIds;
    await setFavorite(t.db, { ...owner, id: p2, type: "product", now: "2026-12-07T09:00:00.000Z" });
    await setFavorite(t.db, { ...owner, id: f.exhibitorId, type: "exhibitor", now: "2026-12-07T11:00:00.000Z" });
    await setFavorite(t.db, { ...owner, id: p1, type: "product", now: "2026-12-07T08:00:00.000Z" });
    await setFavorite(t.db, { ...owner, id: p0, type: "product", now: "2026-12-07T09:00:00.000Z" });
    const order = (await listFavorites(t.db, owner)).map((x) => x.id);
    expect(order).toEqual([p1, ...[p0, p2].sort(), f.exhibitorId]);
  });

  it("never reads or writes another user's favourites", async () => {
    const [p] = f.productIds;
    const anna = { eventId: f.eventId, userId: f.anna };
    const bruno = { eventId: f.eventId, userId: f.bruno };
    await setFavorite(t.db, {
      ...bruno,
      id: p,
      type: "product",
      tags: ["bruno's secret"],
      now: "2026-12-07T08:00:00.000Z",
    });

    expect(await listFavorites(t.db, anna)).toEqual([]);
    await expect(removeFavorite(t.db, { ...anna, id: p })).rejects.toEqual(appError("not_found"));

    // Anna's favourite on the same product is hers alone.
    const annas = await setFavorite(t.db, { ...anna, id: p, type: "product", now: "2026-12-08T08:00:00.000Z" });
    expect(annas).toEqual({ id: p, type: "product", addedAt: "2026-12-08T08:00:00.000Z", tags: [], list: null });
    await removeFavorite(t.db, { ...anna, id: p });
    expect(await listFavorites(t.db, bruno)).toEqual([
      { id: p, type: "product", addedAt: "2026-12-07T08:00:00.000Z", tags: ["bruno's secret"], list: null },
    ]);
    expect(heard.messages.filter((m) => m.userId === f.anna).flatMap((m) => m.set ?? [])).not.toContainEqual(
      expect.objectContaining({ tags: ["bruno's secret"] }),
    );
  });

  it("keeps a favourite editable after its item left the event, so it can be untagged and removed", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const [p] = f.productIds;
    await setFavorite(t.db, { ...owner, id: p, type: "product", tags: ["gift"] });
    await t.db
      .deleteFrom("registered_products")
      .where("event_id", "=", f.eventId)
      .where("product_id", "=", p)
      .execute();
    expect(await setFavorite(t.db, { ...owner, id: p, type: "product", tags: [] })).toMatchObject({ id: p, tags: [] });
    await removeFavorite(t.db, { ...owner, id: p });
    expect(await listFavorites(t.db, owner)).toEqual([]);
    // Gone, it cannot be bookmarked again.
    await expect(setFavorite(t.db, { ...owner, id: p, type: "product" })).rejects.toEqual(appError("not_found"));
  });

  it("keeps favourites per event", async () => {
    const other = await myDataFixture(t.db);
    await setFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: f.productIds[0], type: "product" });
    expect(await listFavorites(t.db, { eventId: other.eventId, userId: f.anna })).toEqual([]);
    // A product of this event is not at the other one.
    await expect(
      setFavorite(t.db, { eventId: other.eventId, userId: f.anna, id: f.productIds[0], type: "product" }),
    ).rejects.toEqual(appError("not_found"));
  });
});
