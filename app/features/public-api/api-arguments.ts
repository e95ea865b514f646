import { GraphQLError } from "graphql";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/lib/locales";

// The public API's arguments and pages (docs/public-api.md): a locale of the
// site, a page size within limits, and cursors the API gave (a keyset's last
// id, or a search's offset), checked with a message the caller can act on.

const DEFAULT_FIRST = 50;
export const MAX_FIRST = 100;
/**
 * A page of `registeredProducts` at most: its nodes are three short fields,
 * so a page of 100 cost the site its request's overhead more than its work,
 * and a sync of 100,000 products read them in 1,000 requests before it
 * could write anything (docs/public-api.md).
 */
export const MAX_REGISTRATIONS_FIRST = 1_000;

export type PageArgs = { first?: number | null; after?: string | null };

export function localeOf(value: unknown): Locale {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw new GraphQLError(`Unknown locale ${JSON.stringify(value)}: one of ${LOCALES.join(", ")}.`);
}

/** A page size from 1 to `max` (MAX_FIRST unless the list says otherwise), DEFAULT_FIRST when not given. */
export function firstOf(value: unknown, max = MAX_FIRST): number {
  if (value === undefined || value === null) return DEFAULT_FIRST;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new GraphQLError(`first must be between 1 and ${max}.`);
  }
  return n;
}

type Cursor = { after: string } | { offset: number };

const encodeCursor = (cursor: Cursor) =>
  Buffer.from("after" in cursor ? `k:${cursor.after}` : `o:${cursor.offset}`).toString("base64url");

export function decodeCursor(value: unknown, kind: "k" | "o"): string | number | null {
  if (value === undefined || value === null) return null;
  const text = Buffer.from(String(value), "base64url").toString("utf8");
  if (kind === "k" && text.startsWith("k:") && text.length > 2) return text.slice(2);
  if (kind === "o" && /^o:\d{1,9}$/.test(text)) return Number(text.slice(2));
  throw new GraphQLError("after is not a cursor this list gave.");
}

export function page<T>(nodes: T[], first: number, next: Cursor | null, totalCount: number) {
  const more = nodes.length > first;
  return {
    nodes: more ? nodes.slice(0, first) : nodes,
    pageInfo: { hasNextPage: more, endCursor: more && next ? encodeCursor(next) : null },
    totalCount,
  };
}
