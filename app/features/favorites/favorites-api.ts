import { userDataPath } from "~/features/live/live-client";
import { ApiError } from "~/lib/api-client";

// The browser's paths of the favourites API (docs/my-catalogue.md) and what
// the bookmark control says when a write is refused; the calls themselves
// go through app/lib/api-client.ts.

export function favoritesPath(collectionId: string, uid: string, ...rest: string[]): string {
  return [userDataPath(collectionId, uid), ...rest.map(encodeURIComponent)].join("/");
}

/**
 * The message key for a write the server refused: its own key, except that
 * a lost session and a failure say what the bookmark control can do about it.
 */
export function writeErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return "my:bookmark.errors.failed";
  if (error.code === "unauthenticated") return "my:bookmark.errors.signedOut";
  return error.messageKey;
}
