// Writes that wait for the network are sent when it is back (docs/offline-writes.md
// "Sent when the network has held"): on the browser's `online` event, once
// the browser has stayed online for a moment. A hall's network comes and
// goes, and an `online` gone again a few milliseconds later only starts sends
// that fail. Chromium's emulated offline, which the journeys use, fires such a
// blip as a page is left: `navigator.onLine` true for 19 ms, and a tasting
// note the editor sent in it reached the server (offline-writes.spec.ts, 1 run
// in 10 to 16).

/** How long the browser must stay online before what waits is sent. */
export const ONLINE_SETTLE_MS = 200;

/** Calls `send` whenever the browser is back online and has stayed so for `settleMs`; returns the unsubscribe. */
export function whenBackOnline(send: () => void, settleMs = ONLINE_SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const online = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (navigator.onLine !== false) send();
    }, settleMs);
  };
  const offline = () => clearTimeout(timer);
  window.addEventListener("online", online);
  window.addEventListener("offline", offline);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("online", online);
    window.removeEventListener("offline", offline);
  };
}
