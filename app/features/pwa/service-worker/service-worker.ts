/// <reference lib="webworker" />
import { ExpirationPlugin, NavigationRoute, NetworkFirst, type PrecacheEntry, Serwist } from "serwist";
import { CLAIM_MESSAGE } from "../register-service-worker";
import { KEPT_PAGES_MAX, mayKeepPage, offlinePageAddress, offlinePageFor } from "./offline-routes";

// The service worker at /sw.js (issue 31, docs/offline.md), built by
// scripts/build-service-worker.ts with Serwist (docs/decisions/0017-service-worker.md).
//
// - Precached at install: the client build's scripts and styles, the
//   messages of every language, the app icons, and the offline page in every
//   language (their list is injected as self.__SW_MANIFEST).
// - Pages: always asked from the network first. A public page that answered
//   is kept (the last KEPT_PAGES_MAX), and the badge page; when the network
//   fails, the offline handlers are asked (extension point below), then the
//   kept copy, then the offline page in the page's language (a redirect to
//   /{locale}/offline?from=<the address>, whose "Try again" goes back there).
// - Updates never mix versions: a new worker waits until the page asks it to
//   take over ("Reload to update", features/pwa/register-service-worker.ts
//   sends SKIP_WAITING), and the page reloads under it.

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const PAGES_CACHE = "uncork-pages";

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The offline page is one page whatever its ?from= (the address to try again).
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/^from$/] },
  skipWaiting: false,
  // The first worker takes the open pages at once: there is no older version to mix with.
  clientsClaim: true,
  navigationPreload: false,
});

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    {
      cacheWillUpdate: async ({ request, response }) =>
        mayKeepPage(new URL(request.url).pathname, response.status, response.headers.get("Cache-Control"))
          ? response
          : null,
    },
    new ExpirationPlugin({ maxEntries: KEPT_PAGES_MAX }),
  ],
});

async function offlineAnswer(url: URL, referrer: string): Promise<Response> {
  // Sent there rather than shown under this address: the page's scripts hydrate the route of the address they
  // find. The offline page shows a saved fair's page from IndexedDB itself (docs/offline-package.md#offline-pages).
  const offlinePage = offlinePageFor(url.pathname, referrer);
  if (!(await serwist.matchPrecache(offlinePage))) return Response.error();
  return Response.redirect(offlinePageAddress(offlinePage, url), 303);
}

serwist.registerRoute(
  new NavigationRoute(async ({ request, url, event }) => {
    try {
      // NetworkFirst answers from the kept copy when the network fails, and throws without one.
      return await pages.handle({ request, event: event as ExtendableEvent });
    } catch {
      return offlineAnswer(url, request.referrer);
    }
  }),
);

// A page that loaded while this worker activated asks to be taken (register-service-worker.ts).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
});

serwist.addEventListeners();
