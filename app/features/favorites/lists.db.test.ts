import { afterAll, beforeEach, expect, it } from "vitest";
import {
  appError,
  listenToUserChanges,
  type MyDataFixture,
  myDataFixture,
} from "../../../tests/support/my-data-fixture";
import { failingQueries } from "../../../tests/support/query-plugins";
import { describeEachDialect } from "../../../tests/support/test-database";
import { listFavorites, setFavorite } from "./favorites.server";
import { createList, createListOnce, deleteList, listLists, renameList } from "./lists.server";
import { FAVORITE_MESSAGES, MAX_LISTS } from "./schemas";

/** Fails every update of the favourites table, as a full disk or a lost connection would. */
const failFavoriteUpdates = failingQueries(
  (node) => node.kind === "UpdateQueryNode" && JSON.stringify(node.table).includes('"favorites"'),
);

describeEachDialect("favourite lists", (t) => {
  let f: MyDataFixture;
  let anna: { eventId: string; userId: string };
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());
  beforeEach(async () => {
    f = await myDataFixture(t.db);
    anna = { eventId: f.eventId, userId: f.anna };
    heard.messages.length = 0;
  });

  it("creates lists, oldest first, with how many favourites each holds", async () => {
    const reds = await createList(t.db, { ...anna, name: "Reds", now: "2026-12-07T09:00:00.000Z" });
    const whites = await createList(t.db, { ...anna, name: "Whites", now: "2026-12-07T10:00:00.000Z" });
    expect(reds).toEqual({ id: expect.any(String), name: "Reds", createdAt: "2026-12-07T09:00:00.000Z", count: 0 });
    await setFavorite(t.db, { ...anna, id: f.productIds[0], type: "product", listId: reds.id });
    await setFavorite(t.db, { ...anna, id: f.productIds[1], type: "product", listId: reds.id });
    await setFavorite(t.db, { ...anna, id: f.productIds[2], type: "product" });
    expect(await listLists(t.db, anna)).toEqual([
      { ...reds, count: 2 },
      { ...whites, count: 0 },
    ]);
    expect(heard.messages[0]).toEqual({
      type: "user.changed",
      userId: f.anna,
      eventId: f.eventId,
      resource: "favoriteLists",
      set: [reds],
    });
  });

  it("refuses a name the user already has, ignoring case", async () => {
    await createList(t.db, { ...anna, name: "Reds" });
    await expect(createList(t.db, { ...anna, name: "REDS" })).rejects.toEqual(
      appError("conflict", FAVORITE_MESSAGES.listNameTaken),
    );
    // Another user may use it.
    await createList(t.db, { eventId: f.eventId, userId: f.bruno, name: "Reds" });
    expect((await listLists(t.db, anna)).map((l) => l.name)).toEqual(["Reds"]);
  });

  it("lets exactly one of two racing creates with the same name win", async () => {
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled([
        createList(t.db, { ...anna, name: `Race ${round}` }),
        createList(t.db, { ...anna, name: `RACE ${round}` }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toEqual(
        appError("conflict", FAVORITE_MESSAGES.listNameTaken),
      );
    }
    expect(await listLists(t.db, anna)).toHaveLength(5);
  });

  it(`keeps at most ${MAX_LISTS} lists`, async () => {
    for (let i = 0; i < MAX_LISTS; i++) await createList(t.db, { ...anna, name: `List ${i}` });
    await expect(createList(t.db, { ...anna, name: "One more" })).rejects.toEqual(
      appError("limit", FAVORITE_MESSAGES.tooManyLists),
    );
    expect(await listLists(t.db, anna)).toHaveLength(MAX_LISTS);
  });

  it(`holds ${MAX_LISTS} lists under 60 concurrent creates: exactly ${MAX_LISTS} exist, the rest are refused`, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => createList(t.db, { ...anna, name: `Racing list ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_LISTS);
    for (const refused of results.filter((r) => r.status === "rejected"))
      expect(refused.reason).toEqual(appError("limit", FAVORITE_MESSAGES.tooManyLists));
    expect(await listLists(t.db, anna)).toHaveLength(MAX_LISTS);
  });

  it("compares names ignoring case in every script, one by one and racing", async () => {
    for (const [first, second] of [
      ["Öl", "öl"],
      ["Été", "été"],
      ["ΣΊΣΥΦΟΣ", "σίσυφος"],
      ["Ёлка", "ёлка"],
      ["Straße", "STRASSE"],
    ]) {
      await createList(t.db, { ...anna, name: first });
      await expect(createList(t.db, { ...anna, name: second })).rejects.toEqual(
        appError("conflict", FAVORITE_MESSAGES.listNameTaken),
      );
    }
    expect(await listLists(t.db, anna)).toHaveLength(5);
    const variants = ["Çava", "çava", "ÇAVA", "çAVA", "ÇaVa"];
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        createList(t.db, { eventId: f.eventId, userId: f.bruno, name: variants[i % 5]! }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await listLists(t.db, { eventId: f.eventId, userId: f.bruno })).toHaveLength(1);
    // A rename to another list's name in other case is refused too.
    const mine = await listLists(t.db, anna);
    const ete = mine.find((list) => list.name === "Été")!;
    await expect(renameList(t.db, { ...anna, listId: ete.id, name: "ÖL" })).rejects.toEqual(
      appError("conflict", FAVORITE_MESSAGES.listNameTaken),
    );
    expect((await listLists(t.db, anna)).map((list) => list.name).sort()).toEqual(mine.map((list) => list.name).sort());
  });

  it("renames a list and the list name on every favourite in it, and nothing else", async () => {
    const reds = await createList(t.db, { ...anna, name: "Reds" });
    const whites = await createList(t.db, { ...anna, name: "Whites" });
    for (const id of f.productIds.slice(0, 3))
      await setFavorite(t.db, { ...anna, id, type: "product", listId: reds.id });
    await setFavorite(t.db, { ...anna, id: f.productIds[3], type: "product", listId: whites.id });
    heard.messages.length = 0;

    const renamed = await renameList(t.db, { ...anna, listId: reds.id, name: "Reds to order" });
    expect(renamed).toEqual({ ...reds, name: "Reds to order", count: 3 });
    const lists = new Map((await listFavorites(t.db, anna)).map((x) => [x.id, x.list]));
    expect(f.productIds.map((id) => lists.get(id))).toEqual([
      { listId: reds.id, name: "Reds to order" },
      { listId: reds.id, name: "Reds to order" },
      { listId: reds.id, name: "Reds to order" },
      { listId: whites.id, name: "Whites" },
    ]);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favoriteLists", set: [renamed] },
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favorites", reload: true },
    ]);
    // A change of case only is the same list's own name.
    expect((await renameList(t.db, { ...anna, listId: reds.id, name: "REDS TO ORDER" })).name).toBe("REDS TO ORDER");
    await expect(renameList(t.db, { ...anna, listId: reds.id, name: "whites" })).rejects.toEqual(appError("conflict"));
  });

  it("leaves the list and every favourite as they were when the rename fails midway", async () => {
    const reds = await createList(t.db, { ...anna, name: "Reds" });
    for (const id of f.productIds.slice(0, 3))
      await setFavorite(t.db, { ...anna, id, type: "product", listId: reds.id });
    const before = await listFavorites(t.db, anna);
    heard.messages.length = 0;

    const failing = t.db.withPlugin(failFavoriteUpdates);
    await expect(renameList(failing, { ...anna, listId: reds.id, name: "Half renamed" })).rejects.toThrow(
      "simulated failure",
    );

    expect(await listLists(t.db, anna)).toEqual([{ ...reds, count: 3 }]);
    expect(await listFavorites(t.db, anna)).toEqual(before);
    expect(heard.messages).toEqual([]);
  });

  it("deletes a list and keeps its favourites bookmarked outside any list", async () => {
    const reds = await createList(t.db, { ...anna, name: "Reds" });
    await setFavorite(t.db, {
      ...anna,
      id: f.productIds[0],
      type: "product",
      tags: ["gift"],
      listId: reds.id,
      now: "2026-12-07T09:00:00.000Z",
    });
    heard.messages.length = 0;
    await deleteList(t.db, { ...anna, listId: reds.id });
    expect(await listLists(t.db, anna)).toEqual([]);
    expect(await listFavorites(t.db, anna)).toEqual([
      { id: f.productIds[0], type: "product", addedAt: "2026-12-07T09:00:00.000Z", tags: ["gift"], list: null },
    ]);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favoriteLists", deleted: [reds.id] },
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favorites", reload: true },
    ]);
    await expect(deleteList(t.db, { ...anna, listId: reds.id })).rejects.toEqual(appError("not_found"));
  });

  it("never reads or writes another user's lists", async () => {
    const bruno = { eventId: f.eventId, userId: f.bruno };
    const brunos = await createList(t.db, { ...bruno, name: "Bruno's cellar" });
    await setFavorite(t.db, { ...bruno, id: f.productIds[0], type: "product", listId: brunos.id });
    heard.messages.length = 0;

    expect(await listLists(t.db, anna)).toEqual([]);
    await expect(renameList(t.db, { ...anna, listId: brunos.id, name: "Taken over" })).rejects.toEqual(
      appError("not_found"),
    );
    await expect(deleteList(t.db, { ...anna, listId: brunos.id })).rejects.toEqual(appError("not_found"));
    // Anna's own list of the same name does not touch Bruno's favourites when renamed.
    const annas = await createList(t.db, { ...anna, name: "Bruno's cellar" });
    await setFavorite(t.db, { ...anna, id: f.productIds[0], type: "product", listId: annas.id });
    await renameList(t.db, { ...anna, listId: annas.id, name: "Mine" });

    expect(await listLists(t.db, bruno)).toEqual([{ ...brunos, count: 1 }]);
    expect((await listFavorites(t.db, bruno))[0].list).toEqual({ listId: brunos.id, name: "Bruno's cellar" });
    expect(heard.messages.every((m) => m.userId === f.anna)).toBe(true);
  });

  it("refuses every list write when lists are disabled for the site", async () => {
    const on = await createList(t.db, { ...anna, name: "Before" });
    await t.db
      .updateTable("events")
      .set({ settings: JSON.stringify({ listsEnabled: false }) })
      .where("id", "=", f.eventId)
      .execute();
    const disabled = appError("disabled", "Lists are disabled for this site.");
    await expect(createList(t.db, { ...anna, name: "New" })).rejects.toEqual(disabled);
    await expect(renameList(t.db, { ...anna, listId: on.id, name: "Renamed" })).rejects.toEqual(disabled);
    await expect(deleteList(t.db, { ...anna, listId: on.id })).rejects.toEqual(disabled);
    expect(await listLists(t.db, anna)).toEqual([on]);
    // The caller's own knowledge of the setting is used when given.
    await expect(createList(t.db, { ...anna, name: "New", listsEnabled: false })).rejects.toEqual(disabled);
  });

  it("makes a list a device named with its own id once, however often or at once it is sent (docs/offline-writes.md)", async () => {
    const id = "device-list-0001";
    const first = await createListOnce(t.db, { ...anna, name: "For the shop", id, listsEnabled: true });
    expect(first).toMatchObject({ created: true, list: { id, name: "For the shop", count: 0 } });
    const again = await createListOnce(t.db, { ...anna, name: "For the shop", id, listsEnabled: true });
    expect(again).toEqual({ created: false, list: first.list });
    const racing = await Promise.all(
      Array.from({ length: 50 }, () =>
        createListOnce(t.db, { ...anna, name: "Racing", id: "device-list-0002", listsEnabled: true }),
      ),
    );
    expect(racing.filter((made) => made.created)).toHaveLength(1);
    expect(new Set(racing.map((made) => made.list.id))).toEqual(new Set(["device-list-0002"]));
    expect((await listLists(t.db, anna)).map((list) => list.name)).toEqual(["For the shop", "Racing"]);
    // Another id with a taken name is still refused.
    await expect(
      createListOnce(t.db, { ...anna, name: "for the shop", id: "device-list-0003", listsEnabled: true }),
    ).rejects.toEqual(appError("conflict", FAVORITE_MESSAGES.listNameTaken));
  });
});
