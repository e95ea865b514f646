import type { Favorite } from "./schemas";

// The favourite rules of docs/product/my-catalogue.md, pure so the client and the server share
// them: when a favourite may be removed or toggled, what the loading status
// of a user's data is, and that every change needs a signed-in user.

export type LoadingStatus = "loading" | "error" | "success";

/** A favourite, or as much of one as says whether it has tags. */
type Tagged = Partial<Omit<Favorite, "tags">> & { tags?: readonly string[] | null };

function hasTags(favorite: Tagged): boolean {
  return (favorite.tags?.length ?? 0) > 0;
}

/** A favourite may be removed only if it carries no tags. */
export function canRemoveFavorite(favorite: Tagged): boolean {
  return !hasTags(favorite);
}

/**
 * Toggling is allowed when not loading and no error, and either the item is
 * not yet a favourite or it has no tags (so toggling it off may remove it).
 */
export function canToggleFavorite(options: { status: LoadingStatus; favorite: Tagged | null | undefined }): boolean {
  if (options.status !== "success") return false;
  return !options.favorite || canRemoveFavorite(options.favorite);
}

/** Loading while the sign-in state or the data loads; error when the data call failed; otherwise success. */
export function loadingStatus(options: { authLoading: boolean; dataLoading: boolean; failed: boolean }): LoadingStatus {
  if (options.authLoading || options.dataLoading) return "loading";
  if (options.failed) return "error";
  return "success";
}

export type SignedInCheck<User> = { ok: true; user: User } | { ok: false; reason: "signInRequired" };

/**
 * Toggle, set and unset first require a signed-in user: with one, the change
 * may go ahead; without, the caller asks the visitor to sign in instead.
 */
export function requireSignedIn<User>(user: User | null | undefined): SignedInCheck<User> {
  return user ? { ok: true, user } : { ok: false, reason: "signInRequired" };
}
