import { describe, expect, it } from "vitest";
import { evictFor } from "./follow-evictions";
import { KeptRecords } from "./kept-records";

const database = {};

/** A load that counts its calls and answers `value` with `tags`. */
function counted<T>(value: T, tags: string[] | null) {
  const load = async () => {
    load.calls++;
    return { value, tags };
  };
  load.calls = 0;
  return load;
}

/** A load that answers only once released: a write may come meanwhile. */
function held<T>(value: T, tags: string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    load: async () => {
      await released;
      return { value, tags };
    },
    release: () => release(),
  };
}

describe("KeptRecords", () => {
  it("loads a record once and answers it again from memory", async () => {
    const kept = new KeptRecords(10);
    const load = counted({ name: "Wine Fair" }, ["event:1"]);
    expect(await kept.get(database, "event:1:en", load)).toEqual({ name: "Wine Fair" });
    expect(await kept.get(database, "event:1:en", load)).toEqual({ name: "Wine Fair" });
    expect(load.calls).toBe(1);
  });

  it("evicts exactly the records that show an invalidated tag", async () => {
    const kept = new KeptRecords(10);
    const first = counted("one", ["event:1"]);
    const second = counted("two", ["event:2"]);
    await kept.get(database, "a", first);
    await kept.get(database, "b", second);
    kept.invalidateTags(["event:1"]);
    await kept.get(database, "a", first);
    await kept.get(database, "b", second);
    expect([first.calls, second.calls]).toEqual([2, 1]);
  });

  it("follows the bus: a catalogue or content change evicts its tags, a resync everything", async () => {
    const kept = new KeptRecords(10);
    const event = counted("event", ["event:1"]);
    const footer = counted("footer", ["region:1:footer"]);
    await kept.get(database, "e", event);
    await kept.get(database, "f", footer);
    evictFor(kept, { type: "catalogue.changed", eventIds: [], tags: ["event:1"], productIds: [], exhibitorIds: [] });
    evictFor(kept, { type: "user.changed", userId: "u", eventId: "1", resource: "favorites" });
    await kept.get(database, "e", event);
    await kept.get(database, "f", footer);
    expect([event.calls, footer.calls]).toEqual([2, 1]);
    evictFor(kept, { type: "content.changed", eventIds: ["1"], tags: ["region:1:footer"] });
    await kept.get(database, "f", footer);
    expect(footer.calls).toBe(2);
    evictFor(kept, { type: "bus.resync" });
    expect(kept.size).toBe(0);
  });

  it("does not keep a record loaded while one of its tags changed", async () => {
    const kept = new KeptRecords(10);
    const before = held("before the write", ["event:1"]);
    const slow = kept.get(database, "e", before.load);
    kept.invalidateTags(["event:1"]);
    before.release();
    expect(await slow).toBe("before the write");
    const load = counted("after the write", ["event:1"]);
    expect(await kept.get(database, "e", load)).toBe("after the write");
    expect(load.calls).toBe(1);
  });

  it("does not keep a record loaded while everything was let go", async () => {
    const kept = new KeptRecords(10);
    const old = held("old", ["event:1"]);
    const slow = kept.get(database, "e", old.load);
    kept.clear();
    old.release();
    await slow;
    expect(kept.size).toBe(0);
  });

  it("does not keep what a load marks as not to keep (a record not there yet)", async () => {
    const kept = new KeptRecords(10);
    const load = counted(null, null);
    expect(await kept.get(database, "event:new", load)).toBeNull();
    expect(await kept.get(database, "event:new", load)).toBeNull();
    expect(load.calls).toBe(2);
  });

  it("keeps an empty answer that has tags (no footer published yet)", async () => {
    const kept = new KeptRecords(10);
    const load = counted(null, ["region:1:footer"]);
    await kept.get(database, "footer", load);
    await kept.get(database, "footer", load);
    expect(load.calls).toBe(1);
  });

  it("neither answers nor keeps while what it holds cannot be trusted", async () => {
    let current = true;
    const kept = new KeptRecords(10, () => current);
    const load = counted("x", ["event:1"]);
    await kept.get(database, "e", load);
    current = false;
    await kept.get(database, "e", load);
    await kept.get(database, "f", counted("y", ["event:2"]));
    expect(load.calls).toBe(2);
    current = true;
    await kept.get(database, "e", load);
    expect(load.calls).toBe(2);
    expect(kept.size).toBe(1);
  });

  it("keeps each database's records apart", async () => {
    const kept = new KeptRecords(10);
    const other = {};
    expect(await kept.get(database, "e", counted("here", ["event:1"]))).toBe("here");
    expect(await kept.get(other, "e", counted("there", ["event:1"]))).toBe("there");
  });

  it("freezes what it keeps, which every request shares", async () => {
    const kept = new KeptRecords(10);
    const event = await kept.get(database, "e", counted({ settings: { listsEnabled: true } }, ["event:1"]));
    expect(Object.isFrozen(event.settings)).toBe(true);
    expect(() => {
      (event.settings as { listsEnabled: boolean }).listsEnabled = false;
    }).toThrow(TypeError);
  });

  it("holds at most its bound, and forgets the tags of what it let go", async () => {
    const kept = new KeptRecords(2);
    for (const i of [1, 2, 3]) await kept.get(database, `e${i}`, counted(i, [`event:${i}`]));
    expect(kept.size).toBe(2);
    const first = counted(1, ["event:1"]);
    await kept.get(database, "e1", first);
    expect(first.calls).toBe(1);
  });
});
