// A bookmark asked for while signed out: kept in this browser for a short
// while, so that after the login dialog (the page reloads in place) or an
// emailed sign-in link opened in the same browser, the store can set it.

export interface PendingFavorite {
  collectionId: string;
  type: "product" | "exhibitor";
  id: string;
  /** When it was asked for (ms since the epoch). */
  at: number;
}

export const PENDING_FAVORITE_KEY = "uncork:pending-bookmark";
/** Long enough to sign up and confirm by email, short enough not to surprise anyone later. */
export const PENDING_FAVORITE_TTL_MS = 30 * 60 * 1000;

type KeyValue = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): KeyValue | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage refused (privacy settings): the bookmark is simply not remembered.
    return null;
  }
}

export function rememberPendingFavorite(
  favorite: Omit<PendingFavorite, "at">,
  now = Date.now(),
  store: KeyValue | null = storage(),
): void {
  try {
    store?.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ ...favorite, at: now }));
  } catch {
    // Quota or privacy mode: nothing to remember then.
  }
}

function parse(text: string | null): PendingFavorite | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingFavorite>;
    const valid =
      typeof value.collectionId === "string" &&
      typeof value.id === "string" &&
      (value.type === "product" || value.type === "exhibitor") &&
      typeof value.at === "number";
    return valid ? (value as PendingFavorite) : null;
  } catch {
    return null;
  }
}

/** The pending bookmark if one is still fresh; an expired or unreadable one is discarded. */
export function peekPendingFavorite(now = Date.now(), store: KeyValue | null = storage()): PendingFavorite | null {
  const pending = parse(store?.getItem(PENDING_FAVORITE_KEY) ?? null);
  const fresh = pending !== null && now - pending.at >= 0 && now - pending.at <= PENDING_FAVORITE_TTL_MS;
  if (!fresh) store?.removeItem(PENDING_FAVORITE_KEY);
  return fresh ? pending : null;
}

/** Takes the fresh pending bookmark of one event (removing it), or null. */
export function takePendingFavorite(
  collectionId: string,
  now = Date.now(),
  store: KeyValue | null = storage(),
): PendingFavorite | null {
  const pending = peekPendingFavorite(now, store);
  if (!pending || pending.collectionId !== collectionId) return null;
  store?.removeItem(PENDING_FAVORITE_KEY);
  return pending;
}
