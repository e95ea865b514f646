// Link builders for the link shapes of docs/product/catalogue.md. Pages build every internal URL
// here so the event's configured path segments stay in one place; a list's filters go in its
// hash (`withFilters`, ./hash-filters.ts, which every page need not load).
import type { Locale } from "./locales";

/** Path segments under an event's base prefix: the event may rename each section. */
export interface PathSegments {
  exhibitors: string;
  products: string;
  producers: string;
  productLists: string;
  areas: string;
}

export const DEFAULT_SEGMENTS: PathSegments = {
  exhibitors: "exhibitors",
  products: "products",
  producers: "producers",
  productLists: "productLists",
  areas: "areas",
};

const SECTIONS = Object.keys(DEFAULT_SEGMENTS) as (keyof PathSegments)[];

export interface LinkBase {
  /** null for the locale-less routes (`/p/events/...`) of docs/product/catalogue.md. */
  locale: Locale | null;
  collectionId: string;
  segments?: Partial<PathSegments>;
}

/** The actions of a meeting, each a page under /{locale}/my/meetings/{meetingId}/ (docs/product/meetings.md). */
export type MeetingAction = "accept" | "cancel" | "confirm" | "decline" | "reschedule";

const enc = encodeURIComponent;

/** The event's segments over the defaults; an empty configured segment would collapse the path, so it counts as unset. */
export function resolveSegments(segments?: Partial<PathSegments>): PathSegments {
  const resolved = { ...DEFAULT_SEGMENTS };
  for (const section of SECTIONS) {
    const configured = segments?.[section];
    if (configured) resolved[section] = configured;
  }
  return resolved;
}

export function basePath(b: LinkBase): string {
  const locale = b.locale === null ? "" : `/${enc(b.locale)}`;
  return `/p${locale}/events/${enc(b.collectionId)}`;
}

function sectionPath(b: LinkBase, section: keyof PathSegments, ...rest: string[]): string {
  const parts = [resolveSegments(b.segments)[section], ...rest].map(enc);
  return `${basePath(b)}/${parts.join("/")}`;
}

function trimTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, "");
}

export const links = {
  eventHome: (b: LinkBase) => basePath(b),
  exhibitors: (b: LinkBase) => sectionPath(b, "exhibitors"),
  exhibitor: (b: LinkBase, exhibitorId: string) => sectionPath(b, "exhibitors", exhibitorId),
  products: (b: LinkBase) => sectionPath(b, "products"),
  productByExhibitor: (b: LinkBase, exhibitorId: string, productId: string) =>
    sectionPath(b, "products", "by-exhibitor", exhibitorId, productId),
  productByProducer: (b: LinkBase, producerId: string, productId: string) =>
    sectionPath(b, "products", "by-producer", producerId, productId),
  producers: (b: LinkBase) => sectionPath(b, "producers"),
  producer: (b: LinkBase, producerId: string) => sectionPath(b, "producers", producerId),
  productLists: (b: LinkBase) => sectionPath(b, "productLists"),
  productList: (b: LinkBase, productListId: string) => sectionPath(b, "productLists", productListId),
  areas: (b: LinkBase) => sectionPath(b, "areas"),
  area: (b: LinkBase, slug: string) => sectionPath(b, "areas", slug),
  printCatalogue: (locale: Locale) => `/${enc(locale)}/catalog`,
  /** A published content page (decision 0012): under pages/ so a slug never meets the site's own routes. */
  contentPage: (locale: Locale, slug: string) => `/${enc(locale)}/pages/${enc(slug)}`,
  /** Any event's content page at its own address; the primary event's are also at `contentPage`, its canonical address. */
  eventContentPage: (b: LinkBase, slug: string) => `${basePath(b)}/pages/${enc(slug)}`,
  printCatalogueExhibitor: (locale: Locale, pageSlug: string) => `/${enc(locale)}/catalog/${enc(pageSlug)}`,
  myMeetings: (locale: Locale) => `/${enc(locale)}/my/meetings`,
  signIn: (locale: Locale, next?: string) => `/${enc(locale)}/sign-in${next ? `?next=${enc(next)}` : ""}`,
  organizer: (locale: Locale) => `/${enc(locale)}/organizer`,
  /** A meeting's page, or with an action the page that shows what it will do and a button to do it. */
  myMeeting: (locale: Locale, meetingId: string, action?: MeetingAction) =>
    `/${enc(locale)}/my/meetings/${enc(meetingId)}${action ? `/${action}` : ""}`,
  /** A personal calendar feed, by its secret token (served by server/api-calendar-feed.ts). */
  calendarFeed: (token: string) => `/api/calendar/${enc(token)}.ics`,
  /** One of the user's meetings as an .ics file. */
  meetingIcs: (collectionId: string, meetingId: string) =>
    `/api/collections/${enc(collectionId)}/meetings/${enc(meetingId)}.ics`,
  networkingSponsor: (platformBaseUrl: string, networkingId: string) =>
    `${trimTrailingSlashes(platformBaseUrl)}/sponsors/${enc(networkingId)}`,
  networkingPeople: (platformBaseUrl: string) => `${trimTrailingSlashes(platformBaseUrl)}/people`,
  networkingSchedule: (platformBaseUrl: string) => `${trimTrailingSlashes(platformBaseUrl)}/schedule`,
};

/**
 * Which list a URL segment names under this event's configuration, or null,
 * so a route can answer 404 for a segment the event does not use (including a
 * default name the event has renamed).
 */
export function sectionOf(segments: Partial<PathSegments> | undefined, segment: string): keyof PathSegments | null {
  const resolved = resolveSegments(segments);
  return SECTIONS.find((section) => resolved[section] === segment) ?? null;
}

/** Joins without URL resolution so an origin carrying a path prefix keeps it. */
export function absoluteUrl(origin: string, path: string): string {
  const slashed = path.startsWith("/") ? path : `/${path}`;
  return `${trimTrailingSlashes(origin)}${slashed}`;
}
