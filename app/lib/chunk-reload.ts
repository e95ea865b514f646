const KEY = "uncork:chunk-reload";

/** True for the errors a browser raises when a code chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch dynamically/i.test(
    message,
  );
}

/**
 * Reloads the page once per path after a failed chunk load; a second failure
 * on the same path within a minute shows the error page instead of looping.
 */
export function reloadOnceAfterChunkError(path: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  const previous = storage.getItem(KEY);
  if (previous) {
    const [at, previousPath] = previous.split("|");
    if (previousPath === path && now - Number(at) < 60_000) return false;
  }
  storage.setItem(KEY, `${now}|${path}`);
  window.location.reload();
  return true;
}
