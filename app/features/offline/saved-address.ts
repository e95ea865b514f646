import { normalizeProductCode } from "~/features/labels/code-format";
import { type PathSegments, sectionOf } from "~/lib/links";
import { isLocale, type Locale } from "~/lib/locales";

// Which page of a saved fair an address names (docs/offline-package.md
// "Offline pages"): the offline page is sent `?from=<address>` by the
// service worker, and shows that page from the saved fair when it can. The
// addresses are the catalogue's own (app/lib/links.ts): the event's home, its
// products, exhibitors and producers lists, an exhibitor or producer, a
// product by its exhibitor or producer; and a label's /q/{code}.

export type SavedPage =
  | { page: "home" }
  | { page: "list"; list: SavedList }
  | { page: "exhibitor" | "producer"; id: string }
  | { page: "product"; id: string; via: { exhibitorId: string } | { producerId: string } };

/** The lists a saved fair answers: searched, filtered and counted on the device. */
export const SAVED_LISTS = ["products", "exhibitors", "producers"] as const;
export type SavedList = (typeof SAVED_LISTS)[number];

export interface EventAddress {
  collectionId: string;
  /** null for the addresses without a language (`/p/events/…`). */
  locale: Locale | null;
  /** The path's segments after the event, decoded. */
  parts: string[];
}

const EVENT_PATH = /^\/p(?:\/([^/]+))?\/events\/([^/]+)(?:\/(.*))?$/;

/** The event an address is under, before its sections are read with the event's own names. */
export function eventAddressOf(pathname: string): EventAddress | null {
  const match = EVENT_PATH.exec(pathname);
  if (!match) return null;
  if (match[1] !== undefined && !isLocale(match[1])) return null;
  return {
    collectionId: decode(match[2]),
    locale: match[1] === undefined ? null : (match[1] as Locale),
    parts: (match[3] ?? "").split("/").filter(Boolean).map(decode),
  };
}

/** The page of the event the address names, with the event's section names; null for a page not saved. */
export function savedPageOf(address: EventAddress, segments: Partial<PathSegments> | undefined): SavedPage | null {
  const { parts } = address;
  if (parts.length === 0) return { page: "home" };
  const section = sectionOf(segments, parts[0]);
  if (parts.length === 1 && SAVED_LISTS.includes(section as SavedList))
    return { page: "list", list: section as SavedList };
  if (parts.length === 2 && (section === "exhibitors" || section === "producers"))
    return { page: section === "exhibitors" ? "exhibitor" : "producer", id: parts[1] };
  if (parts.length === 4 && section === "products" && (parts[1] === "by-exhibitor" || parts[1] === "by-producer"))
    return {
      page: "product",
      id: parts[3],
      via: parts[1] === "by-exhibitor" ? { exhibitorId: parts[2] } : { producerId: parts[2] },
    };
  return null;
}

/** The product code of a label's address (/q/{code}), as the database keeps it. */
export function labelCodeOf(pathname: string): string | null {
  const match = /^\/q\/([^/]+)\/?$/.exec(pathname);
  return match ? normalizeProductCode(decode(match[1])) : null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
