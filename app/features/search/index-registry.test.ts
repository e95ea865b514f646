import { describe, expect, it } from "vitest";
import type { DB } from "~/.server/db";
import { IndexRegistry } from "./index-registry";

// The registry's budget with stand-in indexes: each "index" is the event's
// name and a build number, weighing what `sizes` says.

const db = {} as DB;

function registry(sizes: Record<string, number>, limit?: number) {
  const builds: string[] = [];
  const errors: unknown[] = [];
  const r = new IndexRegistry(
    async (_db, eventId) => {
      builds.push(eventId);
      return { eventId, size: sizes[eventId] ?? 1 };
    },
    (_eventId, error) => errors.push(error),
  );
  if (limit !== undefined) r.setBudget({ limit, weigh: (index) => index.size });
  return { r, builds, errors };
}

describe("IndexRegistry's budget", () => {
  it("holds every index without a budget", async () => {
    const { r } = registry({ a: 300, b: 300, c: 300 });
    for (const id of ["a", "b", "c"]) await r.get(db, id);
    expect(r.loaded()).toEqual(["a", "b", "c"]);
    expect(r.hasRoom()).toBe(true);
  });

  it("lets the least recently searched index go when a new one goes over the budget, and builds it again when asked", async () => {
    const { r, builds } = registry({ a: 3, b: 3, c: 3 }, 7);
    await r.get(db, "a");
    await r.get(db, "b");
    await r.get(db, "a"); // a is now the more recently searched
    await r.get(db, "c");
    expect(r.loaded().sort()).toEqual(["a", "c"]);
    expect(r.held()).toBe(6);
    expect((await r.get(db, "b")).eventId).toBe("b");
    expect(builds).toEqual(["a", "b", "c", "b"]);
    expect(r.loaded().sort()).toEqual(["b", "c"]);
  });

  it("keeps the index just built and a pinned one even over the budget", async () => {
    const { r } = registry({ a: 5, b: 5, c: 5 }, 4);
    r.pin("a");
    await r.get(db, "a");
    expect(r.hasRoom()).toBe(false);
    await r.get(db, "b");
    expect(r.loaded().sort()).toEqual(["a", "b"]);
    await r.get(db, "c");
    expect(r.loaded().sort()).toEqual(["a", "c"]);
  });

  it("does not let go of an index waiting for its rebuild", async () => {
    const { r } = registry({ a: 3, b: 3 }, 4);
    await r.get(db, "a");
    r.invalidate(["a"]); // scheduled: a rebuild waits for the changes to settle
    await r.get(db, "b");
    expect(r.loaded().sort()).toEqual(["a", "b"]);
    await r.idle(); // a's rebuild finishes and is the newest: b goes
    expect(r.loaded()).toEqual(["a"]);
  });

  it("has room while the built indexes hold less than the budget", async () => {
    const { r } = registry({ a: 3, b: 3 }, 6);
    expect(r.hasRoom()).toBe(true);
    await r.get(db, "a");
    expect(r.hasRoom()).toBe(true);
    await r.get(db, "b");
    expect(r.hasRoom()).toBe(false);
  });
});
