// Any component may ask for the sign-in dialog (the header button, a page
// that needs a user, a bookmark while signed out); the dialog host listens.

const EVENT = "uncork:open-sign-in";

export interface SignInRequest {
  /** Where to go after signing in; by default the page reloads in place. */
  next?: string;
}

export function openSignIn(request: SignInRequest = {}): void {
  window.dispatchEvent(new CustomEvent<SignInRequest>(EVENT, { detail: request }));
}

export function onOpenSignIn(listener: (request: SignInRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SignInRequest>).detail ?? {});
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
