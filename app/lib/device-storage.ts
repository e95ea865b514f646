// What the browser keeps for the signed-in user between visits
// (localStorage): unsaved note drafts, bookmarks made offline, and copies of
// the user's own data as last read, so their pages still show it without a
// network (docs/offline-writes.md). localStorage rather than IndexedDB: a
// write is done before the next line runs, so a tab closed right after a tap
// loses nothing. Storage may be missing or full (private windows); callers
// then work from memory only.

export type DeviceStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export function browserStorage(): DeviceStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The JSON kept under `key`, or null when there is none or it does not parse. */
export function readJson(storage: Pick<Storage, "getItem"> | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Changes this page made (the browser's "storage" event tells only the other tabs). */
const changesHere = new EventTarget();

function changed(key: string): void {
  changesHere.dispatchEvent(new CustomEvent("change", { detail: key }));
}

/** Calls `listener` whenever `key` changes, in this page or another tab of the site; returns the unsubscribe. */
export function watchKey(key: string, listener: () => void): () => void {
  const here = (event: Event) => (event as CustomEvent<string>).detail === key && listener();
  const otherTab = (event: StorageEvent) => (event.key === key || event.key === null) && listener();
  changesHere.addEventListener("change", here);
  if (typeof window !== "undefined") window.addEventListener("storage", otherTab);
  return () => {
    changesHere.removeEventListener("change", here);
    if (typeof window !== "undefined") window.removeEventListener("storage", otherTab);
  };
}

/** Keeps `value` as JSON under `key`; false when the storage refused it (full, private mode). */
export function writeJson(storage: Pick<Storage, "setItem"> | null, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    changed(key);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeKey(storage: Pick<Storage, "removeItem"> | null, key: string): void {
  try {
    storage?.removeItem(key);
    changed(key);
  } catch {
    // Nothing to do: a stale entry is harmless.
  }
}

/** Every key under `prefix` (none when the storage is missing or refuses). */
export function keysWithPrefix(storage: Pick<Storage, "key" | "length"> | null, prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      const key = storage?.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Refused: nothing is readable there either.
  }
  return keys;
}

/** Copies of the user's own data as last read (who is signed in, their bookmarks, their notes). */
const COPY_PREFIX = "uncork.copy.";

export function copyKey(...parts: string[]): string {
  return COPY_PREFIX + parts.join(".");
}

/**
 * Forgets every copy (on signing out, or when the server says no one is
 * signed in): the next person on this device sees none of it. Drafts and
 * writes not sent yet stay; they are sent once their user signs in again.
 */
export function forgetCopies(storage: DeviceStorage | null = browserStorage()): void {
  for (const key of keysWithPrefix(storage, COPY_PREFIX)) removeKey(storage, key);
}
