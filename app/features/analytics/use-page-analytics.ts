import { useEffect } from "react";
import { useLocation } from "react-router";
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_PATH,
  type AnalyticsBatch,
  type ClientAnalyticsEvent,
  OUTBOUND_ATTRIBUTE,
  type OutboundLinkKind,
  storablePath,
  targetOf,
} from "~/lib/analytics-events";

// The browser's half of first-party analytics (docs/analytics.md): a
// page_view for every page shown (the first load and each client-side
// navigation) once it has stayed `delayMs`, and an outbound_click when a
// link to another site is followed. Nothing is sent when the browser says
// Do Not Track or Global Privacy Control. No cookie, no stored id: each
// event stands alone. Events of one tick go in one request, by sendBeacon
// (which survives the page being left), else fetch with keepalive.

/** The browser asks not to be tracked. */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return nav.doNotTrack === "1" || gpc === true;
}

let queued: ClientAnalyticsEvent[] = [];

function send(): void {
  // The endpoint takes ANALYTICS_MAX_BATCH events a request: a busier tick goes in several.
  const batches: ClientAnalyticsEvent[][] = [];
  for (let i = 0; i < queued.length; i += ANALYTICS_MAX_BATCH) batches.push(queued.slice(i, i + ANALYTICS_MAX_BATCH));
  queued = [];
  for (const events of batches) post(events);
}

function post(events: ClientAnalyticsEvent[]): void {
  const body = JSON.stringify({ locale: document.documentElement.lang || undefined, events } satisfies AnalyticsBatch);
  const blob = new Blob([body], { type: "application/json" });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ANALYTICS_PATH, blob)) return;
  } catch {
    // A browser that refuses a JSON beacon throws: fetch below sends it instead.
  }
  fetch(ANALYTICS_PATH, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    credentials: "omit",
    keepalive: true,
  }).catch(() => {
    // Statistics: a lost event is not worth a retry or a message.
  });
}

function enqueue(event: ClientAnalyticsEvent): void {
  if (queued.length === 0) queueMicrotask(send);
  queued.push(event);
}

const LINK_KINDS: ReadonlySet<string> = new Set<OutboundLinkKind>(["shop", "website"]);

/** The outbound_click a click on this element means, or null (not a link, or a link of this site). */
export function outboundClickOf(target: EventTarget | null, page: Location): ClientAnalyticsEvent | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, page.href);
  if (url.origin === page.origin) return null;
  const destination = targetOf(url.href);
  if (!destination) return null;
  const marked = anchor.getAttribute(OUTBOUND_ATTRIBUTE) ?? "";
  const link = (LINK_KINDS.has(marked) ? marked : "other") as OutboundLinkKind;
  return { kind: "outbound_click", path: storablePath(page.pathname), target: destination, link };
}

/** Used once, by the root: sends the page views and outbound clicks of the whole site. */
export function usePageAnalytics(delayMs: number | undefined): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (delayMs === undefined || trackingRefused()) return;
    // Left before the delay passed: the view does not count.
    const timer = setTimeout(() => enqueue({ kind: "page_view", path: storablePath(pathname) }), delayMs);
    return () => clearTimeout(timer);
  }, [pathname, delayMs]);

  useEffect(() => {
    if (delayMs === undefined || trackingRefused()) return;
    // One listener for every link; auxclick counts a middle-click that opens a tab.
    const onClick = (event: MouseEvent) => {
      if (event.type === "auxclick" && event.button !== 1) return;
      const click = outboundClickOf(event.target, window.location);
      if (click) enqueue(click);
    };
    document.addEventListener("click", onClick, { capture: true });
    document.addEventListener("auxclick", onClick, { capture: true });
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("auxclick", onClick, { capture: true });
    };
  }, [delayMs]);
}
