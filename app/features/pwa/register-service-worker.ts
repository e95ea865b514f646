// The page's side of the service worker (docs/offline.md), loaded after the
// page is interactive (components/service-worker-updates.tsx): registers
// /sw.js for the whole site, and tells when a new version waits. Applying it
// asks the waiting worker to take over (Serwist's SKIP_WAITING message), then
// reloads once it controls the page, so a page never runs with scripts of
// two versions. The browser's own API: @serwist/window would add 1.2 KB
// (gzip) to every page for the same three events (docs/benchmarks.md).

/** The message by which a page the active worker does not control asks to be taken (service-worker.ts). */
export const CLAIM_MESSAGE = "CLAIM";

export interface ServiceWorkerUpdates {
  /** Has the waiting version take over, then reloads the page. */
  apply(): void;
}

export function registerServiceWorker(onWaiting: () => void): ServiceWorkerUpdates | null {
  if (!("serviceWorker" in navigator)) return null;
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  // A worker that installed while an older one controls the page waits for the page's word.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === "installed" && container.controller) onWaiting();
    };
    worker.addEventListener("statechange", check);
    check();
  };
  void container.register("/sw.js", { scope: "/" }).then((found: ServiceWorkerRegistration | undefined) => {
    // A browser that refuses workers (a policy, a test's "block") may answer without one.
    if (!found) return;
    registration = found;
    if (found.waiting && container.controller) onWaiting();
    watch(found.installing);
    found.addEventListener("updatefound", () => watch(found.installing));
  });
  // The first worker's clients.claim() takes only the pages already running when it activates: a page
  // whose navigation was under way then (a link followed while the worker installed) is left without
  // a worker until its next load, and could not be saved for offline. Such a page asks for it.
  void container.ready.then((ready) => {
    if (!container.controller) ready.active?.postMessage({ type: CLAIM_MESSAGE });
  });
  return {
    apply() {
      const waiting = registration?.waiting;
      if (!waiting) return;
      container.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      waiting.postMessage({ type: "SKIP_WAITING" });
    },
  };
}
