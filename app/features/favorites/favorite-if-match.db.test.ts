import { afterAll, beforeEach, expect, it } from "vitest";
import { listenToUserChanges, type MyDataFixture, myDataFixture } from "../../../tests/support/my-data-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { etagOf, parseIfMatch } from "./favorite-etag";
import { setFavoriteIfMatch } from "./favorite-if-match.server";
import { changeTag, getVersionedFavorite, removeFavorite, saveFavorite, setFavorite } from "./favorites.server";
import { createList, renameList } from "./lists.server";

// A PUT of a favourite's tags with If-Match (docs/my-catalogue.md "Versions"):
// a conditional write in the database, so of clients that read the same
// state exactly one wins, and the others, told the current state (412), apply
// their change to it and try again: no change is lost.

describeEachDialect("favourite versions", (t) => {
  let f: MyDataFixture;
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());
  beforeEach(async () => {
    heard.messages.length = 0;
    f = await myDataFixture(t.db);
  });

  /** Reads the favourite, changes its tags, PUTs them with If-Match; on 412 does it again from the state it is told. */
  async function putUntilWritten(
    id: string,
    change: (tags: string[]) => string[],
  ): Promise<{ tries: number; etag: string }> {
    const owner = { eventId: f.eventId, userId: f.anna };
    let read = await getVersionedFavorite(t.db, { ...owner, id });
    for (let tries = 1; ; tries++) {
      const ifMatch = parseIfMatch(read.etag);
      if (!ifMatch) throw new Error("no ETag");
      const result = await setFavoriteIfMatch(t.db, {
        ...owner,
        id,
        type: "product",
        tags: change(read.favorite.tags),
        ifMatch,
      });
      if (!result.stale) return { tries, etag: result.saved.etag };
      if (!result.current) throw new Error("the favourite is gone");
      read = result.current;
    }
  }

  it("writes when the ETag is the current one and raises the version; an older ETag is stale and told the current state", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const [p] = f.productIds;
    const first = await saveFavorite(t.db, { ...owner, id: p, type: "product", tags: ["gift"] });
    expect(first.etag).toBe(etagOf({ version: 1, addedAt: first.favorite.addedAt }));
    expect(await getVersionedFavorite(t.db, { ...owner, id: p })).toEqual(first);

    const second = await setFavoriteIfMatch(t.db, {
      ...owner,
      id: p,
      type: "product",
      tags: ["gift", "order"],
      ifMatch: parseIfMatch(first.etag) ?? [],
    });
    expect(second).toMatchObject({ stale: false, saved: { favorite: { tags: ["gift", "order"] } } });
    if (second.stale) return;
    expect(second.saved.etag).toBe(etagOf({ version: 2, addedAt: first.favorite.addedAt }));

    heard.messages.length = 0;
    const late = await setFavoriteIfMatch(t.db, {
      ...owner,
      id: p,
      type: "product",
      tags: ["gift", "late"],
      ifMatch: parseIfMatch(first.etag) ?? [],
    });
    expect(late).toEqual({ stale: true, current: second.saved });
    expect(heard.messages).toEqual([]);
    expect((await getVersionedFavorite(t.db, { ...owner, id: p })).favorite.tags).toEqual(["gift", "order"]);

    // "*" writes over any current favourite; nothing to match is stale.
    expect(
      await setFavoriteIfMatch(t.db, { ...owner, id: p, type: "product", tags: ["any"], ifMatch: "any" }),
    ).toMatchObject({ stale: false, saved: { favorite: { tags: ["any"] } } });
    expect(
      await setFavoriteIfMatch(t.db, { ...owner, id: p, type: "product", tags: ["none"], ifMatch: [] }),
    ).toMatchObject({ stale: true, current: { favorite: { tags: ["any"] } } });
  });

  it("changes the ETag at every write: a PUT without If-Match, a tag added or removed, a list renamed", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const [p] = f.productIds;
    const list = await createList(t.db, { ...owner, name: "Reds" });
    const seen = new Set<string>();
    const etag = async () => (await getVersionedFavorite(t.db, { ...owner, id: p })).etag;
    await setFavorite(t.db, { ...owner, id: p, type: "product", listId: list.id });
    seen.add(await etag());
    await setFavorite(t.db, { ...owner, id: p, type: "product", tags: ["a"] });
    seen.add(await etag());
    await changeTag(t.db, { ...owner, id: p, add: "b" });
    seen.add(await etag());
    await changeTag(t.db, { ...owner, id: p, remove: "a" });
    seen.add(await etag());
    await renameList(t.db, { ...owner, listId: list.id, name: "Whites" });
    seen.add(await etag());
    expect(seen.size).toBe(5);
    // Nothing changed: the same ETag.
    await changeTag(t.db, { ...owner, id: p, add: "b" });
    expect(seen.has(await etag())).toBe(true);
  });

  it("a favourite removed and kept again never matches the ETag of the one before", async () => {
    const owner = { eventId: f.eventId, userId: f.anna };
    const [p] = f.productIds;
    const before = await saveFavorite(t.db, { ...owner, id: p, type: "product", now: "2026-12-07T09:00:00.000Z" });
    await removeFavorite(t.db, { ...owner, id: p });
    const again = await saveFavorite(t.db, { ...owner, id: p, type: "product", now: "2026-12-08T09:00:00.000Z" });
    expect(again.etag).not.toBe(before.etag);
    const stale = await setFavoriteIfMatch(t.db, {
      ...owner,
      id: p,
      type: "product",
      tags: ["x"],
      ifMatch: parseIfMatch(before.etag) ?? [],
    });
    expect(stale).toEqual({ stale: true, current: again });
  });

  it("a favourite the user does not keep is stale (412) with no current state", async () => {
    const result = await setFavoriteIfMatch(t.db, {
      eventId: f.eventId,
      userId: f.anna,
      id: f.productIds[0],
      type: "product",
      tags: ["x"],
      ifMatch: "any",
    });
    expect(result).toEqual({ stale: true, current: null });
  });

  it("16 clients that each read the favourite and PUT its tags with one tag added keep all 16", async () => {
    const [p] = f.productIds;
    await saveFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: p, type: "product" });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => putUntilWritten(p, (tags) => [...tags, `tag ${i}`])),
    );
    const { favorite } = await getVersionedFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: p });
    expect([...favorite.tags].sort()).toEqual(Array.from({ length: 16 }, (_, i) => `tag ${i}`).sort());
    // Each version won by exactly one client.
    expect(new Set(results.map((r) => r.etag)).size).toBe(16);
  });

  it("50 concurrent writers counting in a tag: exactly one wins each version, the count ends at 50", async () => {
    const [, p] = f.productIds;
    await saveFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: p, type: "product", tags: ["count 0"] });
    const increment = (tags: string[]) => [`count ${Number(tags[0]?.replace("count ", "") ?? 0) + 1}`];
    const results = await Promise.all(Array.from({ length: 50 }, () => putUntilWritten(p, increment)));
    const { favorite, etag } = await getVersionedFavorite(t.db, { eventId: f.eventId, userId: f.anna, id: p });
    expect(favorite.tags).toEqual(["count 50"]);
    expect(etag).toBe(etagOf({ version: 51, addedAt: favorite.addedAt }));
    const versions = results.map((r) => {
      const states = parseIfMatch(r.etag);
      return states === "any" ? 0 : (states?.[0]?.version ?? 0);
    });
    expect(versions.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(
      results.some((r) => r.tries > 1),
      "some writers lost a race and tried again",
    ).toBe(true);
  });
});
