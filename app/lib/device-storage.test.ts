import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../tests/support/memory-storage";
import { copyKey, forgetCopies, keysWithPrefix, readJson, removeKey, watchKey, writeJson } from "./device-storage";

// What the browser keeps for the signed-in user (docs/offline-writes.md):
// signing out forgets the copies of their data, never their unsent work.

describe("the device's storage", () => {
  it("forgets every copy on signing out, and keeps drafts and writes not sent yet", () => {
    const storage = memoryStorage();
    writeJson(storage, copyKey("me"), { user: { id: "u1" } });
    writeJson(storage, copyKey("favorites", "fair", "u1"), { favorites: [] });
    storage.setItem("uncork.tastingNoteDraft.fair.u1.p1", "{}");
    storage.setItem("uncork.outbox.favorites.fair.u1", "[]");
    forgetCopies(storage);
    expect([...storage.items.keys()].sort()).toEqual([
      "uncork.outbox.favorites.fair.u1",
      "uncork.tastingNoteDraft.fair.u1.p1",
    ]);
    expect(readJson(storage, copyKey("me"))).toBeNull();
  });

  it("lists the keys under a prefix; none without a storage", () => {
    const storage = memoryStorage();
    storage.setItem("a.1", "x");
    storage.setItem("b.1", "x");
    storage.setItem("a.2", "x");
    expect(keysWithPrefix(storage, "a.")).toEqual(["a.1", "a.2"]);
    expect(keysWithPrefix(null, "a.")).toEqual([]);
  });

  it("says when it could not keep a value", () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(writeJson(full, "k", 1)).toBe(false);
    expect(writeJson(null, "k", 1)).toBe(false);
    expect(readJson(full, "k")).toBeNull();
  });

  it("tells a watcher of a key its changes, made in this page or in another tab, and nothing else", () => {
    vi.stubGlobal("window", new EventTarget());
    const storage = memoryStorage();
    const heard = vi.fn();
    const stop = watchKey("uncork.outbox.leads.u1", heard);
    writeJson(storage, "uncork.outbox.leads.u1", [{ id: "a" }]);
    writeJson(storage, "uncork.outbox.leads.u2", []);
    removeKey(storage, "uncork.outbox.leads.u1");
    // Another tab's write reaches this page as the browser's "storage" event.
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "uncork.outbox.leads.u1" }));
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "uncork.copy.me" }));
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    writeJson(storage, "uncork.outbox.leads.u1", []);
    expect(heard).toHaveBeenCalledTimes(3);
  });
});

afterEach(() => vi.unstubAllGlobals());
