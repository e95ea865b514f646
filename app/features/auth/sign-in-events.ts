// Any component may ask for the sign-in dialog (the header button, a page
// that needs a user, a bookmark while signed out); the dialog host listens.

const EVENT = "uncork:open-sign-in";

export interface SignInRequest {
  /** Where to go after signing in; by default the page reloads in place. */
  next?: string;
  /** What had the focus when the dialog was asked for (the button that opened it): it gets the focus back on closing. */
  opener?: HTMLElement;
}

export function openSignIn(request: Omit<SignInRequest, "opener"> = {}): void {
  const focused = document.activeElement;
  const opener = focused instanceof HTMLElement && focused !== document.body ? focused : undefined;
  window.dispatchEvent(new CustomEvent<SignInRequest>(EVENT, { detail: { ...request, opener } }));
}

export function onOpenSignIn(listener: (request: SignInRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SignInRequest>).detail ?? {});
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
