// A sample asked for while signed out: after the login dialog (the page
// reloads in place) or an emailed sign-in link opened in this browser, the
// product page adds it.

const KEY = "uncork:pending-sample";
/** Long enough to sign up and confirm by email, short enough not to surprise anyone later. */
const TTL_MS = 30 * 60 * 1000;

export function rememberPendingSample(collectionId: string, productId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([collectionId, productId, Date.now()]));
  } catch {
    // Storage refused (privacy settings): the visitor clicks again after signing in.
  }
}

/** Whether this product was asked for while signed out (and takes that wish). */
export function takePendingSample(collectionId: string, productId: string): boolean {
  try {
    const [collection, product, at] = JSON.parse(localStorage.getItem(KEY) ?? "[]") as [string?, string?, number?];
    if (collection !== collectionId || product !== productId) return false;
    localStorage.removeItem(KEY);
    return Date.now() - (at ?? 0) <= TTL_MS;
  } catch {
    return false;
  }
}
