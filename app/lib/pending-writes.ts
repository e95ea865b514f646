// Writes the page has sent and the server has not yet acknowledged (a
// bookmark, a tasting note): while any is under way, leaving the page asks
// first ("beforeunload"), and each write goes out as a `keepalive` request, so
// a reload or a closed tab does not cancel it (docs/security.md "Nothing lost").

let pending = 0;

function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = "";
}

function changed(by: number): void {
  const before = pending;
  pending += by;
  if (typeof window === "undefined") return;
  if (before === 0 && pending > 0) window.addEventListener("beforeunload", warnBeforeLeaving);
  if (before > 0 && pending === 0) window.removeEventListener("beforeunload", warnBeforeLeaving);
}

/** Counts the write as pending until it settles, whatever its outcome. */
export async function trackWrite<T>(write: () => Promise<T>): Promise<T> {
  changed(1);
  try {
    return await write();
  } finally {
    changed(-1);
  }
}

/** How many writes are under way (tests, and the page's own guard). */
export function pendingWriteCount(): number {
  return pending;
}

/**
 * A page form's submission under way (a list created, a tag added): leaving
 * the page asks first too. `submitting` is React Router's navigation or
 * fetcher state.
 */
export function guardWhileSubmitting(submitting: boolean): () => void {
  if (!submitting || typeof window === "undefined") return () => {};
  window.addEventListener("beforeunload", warnBeforeLeaving);
  return () => window.removeEventListener("beforeunload", warnBeforeLeaving);
}
