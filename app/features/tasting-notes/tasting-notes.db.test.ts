import { afterAll, beforeEach, expect, it } from "vitest";
import { listFavorites, setFavorite } from "~/features/favorites/favorites.server";
import {
  appError,
  listenToUserChanges,
  type MyDataFixture,
  myDataFixture,
} from "../../../tests/support/my-data-fixture";
import { failingQueries } from "../../../tests/support/query-plugins";
import { describeEachDialect } from "../../../tests/support/test-database";
import { TASTING_NOTE_MESSAGES, type TastingNoteInput } from "./schemas";
import { deleteTastingNote, listTastingNotes, setTastingNote } from "./tasting-notes.server";

/** Fails every insert into the favourites table. */
const failFavoriteInserts = failingQueries(
  (node) => node.kind === "InsertQueryNode" && JSON.stringify(node.into).includes('"favorites"'),
);

const input: TastingNoteInput = {
  rating: 4,
  note: "Ripe cherry, a little smoke.",
  sensory: { body: "full", tannins: "soft" },
};

describeEachDialect("tasting notes", (t) => {
  let f: MyDataFixture;
  let anna: { eventId: string; userId: string; enabled: boolean };
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());
  beforeEach(async () => {
    f = await myDataFixture(t.db);
    anna = { eventId: f.eventId, userId: f.anna, enabled: true };
    heard.messages.length = 0;
  });

  it("saves a note, bookmarks the product in the same write and tells the tabs both", async () => {
    const [p] = f.productIds;
    const note = await setTastingNote(t.db, { ...anna, productId: p, input, now: "2026-12-07T09:00:00.000Z" });
    expect(note).toEqual({
      productId: p,
      ...input,
      addedAt: "2026-12-07T09:00:00.000Z",
      updatedAt: "2026-12-07T09:00:00.000Z",
      revision: 1,
      conflicts: [],
    });
    expect(await listTastingNotes(t.db, anna)).toEqual([note]);
    const favorite = { id: p, type: "product", addedAt: "2026-12-07T09:00:00.000Z", tags: [], list: null };
    expect(await listFavorites(t.db, anna)).toEqual([favorite]);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "tastingNotes", set: [note] },
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "favorites", set: [favorite] },
    ]);
  });

  it("replaces the note, keeps addedAt, and leaves an existing favourite as it is", async () => {
    const [p] = f.productIds;
    await setFavorite(t.db, {
      eventId: f.eventId,
      userId: f.anna,
      id: p,
      type: "product",
      tags: ["gift"],
      now: "2026-12-06T08:00:00.000Z",
    });
    await setTastingNote(t.db, { ...anna, productId: p, input, now: "2026-12-07T09:00:00.000Z" });
    heard.messages.length = 0;

    const replaced = await setTastingNote(t.db, {
      ...anna,
      productId: p,
      input: { rating: null, note: "", sensory: { wood: "none" } },
      now: "2026-12-08T10:00:00.000Z",
    });
    expect(replaced).toEqual({
      productId: p,
      rating: null,
      note: "",
      sensory: { wood: "none" },
      addedAt: "2026-12-07T09:00:00.000Z",
      updatedAt: "2026-12-08T10:00:00.000Z",
      revision: 2,
      conflicts: [],
    });
    expect(await listFavorites(t.db, anna)).toEqual([
      { id: p, type: "product", addedAt: "2026-12-06T08:00:00.000Z", tags: ["gift"], list: null },
    ]);
    // Only the note changed.
    expect(heard.messages.map((m) => m.resource)).toEqual(["tastingNotes"]);
  });

  it("saves neither the note nor the bookmark when bookmarking fails", async () => {
    const failing = t.db.withPlugin(failFavoriteInserts);
    await expect(setTastingNote(failing, { ...anna, productId: f.productIds[0], input })).rejects.toThrow(
      "simulated failure",
    );
    expect(await listTastingNotes(t.db, anna)).toEqual([]);
    expect(await listFavorites(t.db, anna)).toEqual([]);
    expect(heard.messages).toEqual([]);
  });

  it("lists notes by addedAt descending", async () => {
    const [p0, p1, p2] = f.productIds;
    await setTastingNote(t.db, { ...anna, productId: p1, input, now: "2026-12-07T09:00:00.000Z" });
    await setTastingNote(t.db, { ...anna, productId: p0, input, now: "2026-12-07T11:00:00.000Z" });
    await setTastingNote(t.db, { ...anna, productId: p2, input, now: "2026-12-07T08:00:00.000Z" });
    // An update does not move a note.
    await setTastingNote(t.db, { ...anna, productId: p2, input, now: "2026-12-08T08:00:00.000Z" });
    expect((await listTastingNotes(t.db, anna)).map((n) => n.productId)).toEqual([p0, p1, p2]);
  });

  it("refuses a product that is not at the event and writes nothing", async () => {
    await expect(setTastingNote(t.db, { ...anna, productId: f.elsewhereProductId, input })).rejects.toEqual(
      appError("not_found", TASTING_NOTE_MESSAGES.productNotFound),
    );
    await expect(setTastingNote(t.db, { ...anna, productId: f.exhibitorId, input })).rejects.toEqual(
      appError("not_found"),
    );
    expect(await listTastingNotes(t.db, anna)).toEqual([]);
    expect(await listFavorites(t.db, anna)).toEqual([]);
    expect(heard.messages).toEqual([]);
  });

  it("deletes a note and keeps the product bookmarked", async () => {
    const [p] = f.productIds;
    await setTastingNote(t.db, { ...anna, productId: p, input });
    heard.messages.length = 0;
    await deleteTastingNote(t.db, { ...anna, productId: p });
    expect(await listTastingNotes(t.db, anna)).toEqual([]);
    expect((await listFavorites(t.db, anna)).map((x) => x.id)).toEqual([p]);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.anna, eventId: f.eventId, resource: "tastingNotes", deleted: [p] },
    ]);
    await expect(deleteTastingNote(t.db, { ...anna, productId: p })).rejects.toEqual(
      appError("not_found", TASTING_NOTE_MESSAGES.noteNotFound),
    );
    expect(TASTING_NOTE_MESSAGES.noteNotFound.text).toBe("You have no tasting note on this product.");
  });

  it("with notes disabled, reads return nothing and set or delete fail with the messages of docs/product/my-catalogue.md", async () => {
    const [p, q] = f.productIds;
    await setTastingNote(t.db, { ...anna, productId: p, input, now: "2026-12-07T09:00:00.000Z" });
    heard.messages.length = 0;
    const off = { ...anna, enabled: false };
    expect(await listTastingNotes(t.db, off)).toEqual([]);
    await expect(setTastingNote(t.db, { ...off, productId: q, input })).rejects.toEqual(
      appError("disabled", "Setting tasting notes is not implemented."),
    );
    await expect(deleteTastingNote(t.db, { ...off, productId: p })).rejects.toEqual(
      appError("disabled", "Deleting is not implemented."),
    );
    // Nothing was written or removed, and no product was bookmarked.
    expect((await listTastingNotes(t.db, anna)).map((n) => n.productId)).toEqual([p]);
    expect((await listFavorites(t.db, anna)).map((x) => x.id)).toEqual([p]);
    expect(heard.messages).toEqual([]);
  });

  it("never reads or writes another user's notes", async () => {
    const [p] = f.productIds;
    const bruno = { eventId: f.eventId, userId: f.bruno, enabled: true };
    const brunos = await setTastingNote(t.db, {
      ...bruno,
      productId: p,
      input: { ...input, note: "Bruno's secret" },
      now: "2026-12-07T09:00:00.000Z",
    });

    expect(await listTastingNotes(t.db, anna)).toEqual([]);
    await expect(deleteTastingNote(t.db, { ...anna, productId: p })).rejects.toEqual(appError("not_found"));
    const annas = await setTastingNote(t.db, { ...anna, productId: p, input, now: "2026-12-08T09:00:00.000Z" });
    expect(annas.addedAt).toBe("2026-12-08T09:00:00.000Z");
    await deleteTastingNote(t.db, { ...anna, productId: p });

    expect(await listTastingNotes(t.db, bruno)).toEqual([brunos]);
    expect(await listFavorites(t.db, bruno)).toHaveLength(1);
  });
});
