// Signing in with an identity provider happens in a popup (the "login box"),
// so the page keeps its state. The popup ends on /{locale}/sign-in/done,
// which posts the outcome back; closing it first is the "closed box" state.

export const POPUP_MESSAGE = "uncork:sign-in";

export type PopupOutcome = "signedIn" | "failed" | "closed" | "blocked";

export function popupStartUrl(providerId: string, locale: string): string {
  return `/api/auth-popup/${encodeURIComponent(providerId)}?locale=${encodeURIComponent(locale)}`;
}

export function signInWithPopup(providerId: string, locale: string): Promise<PopupOutcome> {
  const width = 520;
  const height = 680;
  const left = Math.max(0, (window.screenX ?? 0) + (window.outerWidth - width) / 2);
  const top = Math.max(0, (window.screenY ?? 0) + (window.outerHeight - height) / 2);
  // A fresh name each time: a retry right after closing must not find the
  // closing window by its name and load into it.
  const name = `uncork-sign-in-${Date.now()}`;
  const popup = window.open(
    popupStartUrl(providerId, locale),
    name,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve("blocked");
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onMessage);
      window.clearInterval(timer);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data?.type !== POPUP_MESSAGE) return;
      finish(event.data.ok ? "signedIn" : "failed");
    };
    window.addEventListener("message", onMessage);
    // A closed window sends nothing: look for it (a message, if any, arrives first).
    const timer = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish("closed"), 300);
    }, 400);
  });
}
