import { DEFAULT_SEGMENTS, type PathSegments, resolveSegments } from "./links";
import { isLocale } from "./locales";

// What the browser sends to POST /api/analytics/events (docs/analytics.md)
// and how a page's path names what it shows. Shared by the client module,
// the endpoint and the writer, so all three agree on the shape. No zod here:
// the browser loads this with every page; the batch's schema is in
// analytics-batch.ts, for the server.

/** Events in one request: a page sends its view and a click or two per tick, never more. */
export const ANALYTICS_MAX_BATCH = 20;
/** Longer paths and targets are not pages of ours nor links anyone clicks; refused, not cut. */
export const ANALYTICS_MAX_URL = 2000;
/** The body limit of the endpoint: twenty events at their largest, and room for the JSON around them. */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;
export const ANALYTICS_PATH = "/api/analytics/events";
/** Marks a link's kind for the outbound-click listener: data-outbound="shop" | "website". */
export const OUTBOUND_ATTRIBUTE = "data-outbound";

export const OUTBOUND_LINK_KINDS = ["shop", "website", "other"] as const;
export type OutboundLinkKind = (typeof OUTBOUND_LINK_KINDS)[number];

/** One event as the browser sends it. */
export type ClientAnalyticsEvent =
  | { kind: "page_view"; path: string }
  | { kind: "outbound_click"; path: string; target: string; link: OutboundLinkKind };

/** The body of POST /api/analytics/events. */
export interface AnalyticsBatch {
  locale?: string;
  events: ClientAnalyticsEvent[];
}

/** The path of a URL or path, without its query and hash (they may carry an address or a search). */
export function pathOnly(pathOrUrl: string): string {
  return pathOrUrl.replace(/[?#].*$/s, "");
}

/** An http(s) URL's origin and path, or null for anything else (mailto:, javascript:, garbage). */
export function targetOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
}

/** A person's own pages: their ids (a meeting, a registration, a page being edited) would point at the person. */
const PRIVATE_SECTIONS = new Set([
  "my",
  "organizer",
  "registrations",
  "attendees",
  "onboarding",
  "sign-in",
  "reset-password",
  "dev",
  "cms-preview",
]);

/**
 * The path as stored: without query and hash, and for a person's own pages
 * (/{locale}/my/meetings/{id}/accept, the organizer's console, onboarding…)
 * only the section ("/en/my"), so no id in it leads back to the person.
 */
export function storablePath(pathOrUrl: string): string {
  const path = pathOnly(pathOrUrl);
  const parts = path.split("/");
  const at = isLocale(parts[1]) ? 2 : 1;
  if (!PRIVATE_SECTIONS.has(parts[at] ?? "")) return path;
  return parts.slice(0, at + 1).join("/");
}

/** Where a path sits: under an event (/p[/{locale}]/events/{id}/…) or on the site's own pages (the primary event's). */
export interface EventPath {
  /** The id or slug in the path; null for the site's pages. */
  idOrSlug: string | null;
  /** What follows the event's base path, split and decoded. */
  rest: string[];
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function eventPathOf(pathname: string): EventPath {
  const parts = pathname.split("/").filter(Boolean).map(decode);
  if (parts[0] !== "p") return { idOrSlug: null, rest: parts };
  const at = parts[1] === "events" ? 1 : parts[2] === "events" ? 2 : -1;
  if (at < 0 || !parts[at + 1]) return { idOrSlug: null, rest: parts };
  return { idOrSlug: parts[at + 1], rest: parts.slice(at + 2) };
}

export interface PageEntity {
  type: "exhibitor" | "product";
  id: string;
}

/**
 * The exhibitor or product an event page shows, by the path shapes of
 * app/routes.ts under the event's own section names (links.ts): an
 * exhibitor's page is {exhibitors}/{id}, a product's {products}/by-exhibitor/{exhibitorId}/{id}
 * or {products}/by-producer/{producerId}/{id}. Anything else shows no one entity.
 */
export function pageEntityOf(pathname: string, segments: Partial<PathSegments> = DEFAULT_SEGMENTS): PageEntity | null {
  const { idOrSlug, rest } = eventPathOf(pathname);
  if (idOrSlug === null) return null;
  const names = resolveSegments(segments);
  const [section, ...tail] = rest;
  if (section === names.exhibitors && tail.length === 1) return { type: "exhibitor", id: tail[0] };
  if (section === names.products && tail.length === 3 && (tail[0] === "by-exhibitor" || tail[0] === "by-producer"))
    return { type: "product", id: tail[2] };
  return null;
}
