import { EXHIBITOR_FACETS, PRODUCT_FACETS } from "~/features/search/query";
import { EMAIL_CONFIRMED_PARAM } from "~/lib/email-confirmed";

// The page cache's key is the page's path and the query parameters that
// public pages read (the lists' search, filters, sort and paging), in one
// canonical order. Any other parameter (a campaign tag, a random string)
// changes nothing on a public page, so it must not make a new cache entry:
// a public page asked for with another query string is redirected to its
// canonical address, which is the one cached.

const ANY_VALUE = (value: string) => value !== "";

const LIST_FACETS: ReadonlySet<string> = new Set([...PRODUCT_FACETS, ...EXHIBITOR_FACETS]);

/** The parameters public pages read, each with the values it can take. */
export const PAGE_QUERY_PARAMS: ReadonlyMap<string, (value: string) => boolean> = new Map([
  ...["q", "sort", "page", "pageSize", ...PRODUCT_FACETS, ...EXHIBITOR_FACETS].map(
    (name) => [name, ANY_VALUE] as const,
  ),
  // A list with long facets sent whole (features/search/fold-facets.ts), as a browser without JavaScript asks.
  ["more", (value: string) => value.split(",").every((facet) => LIST_FACETS.has(facet))],
  // A confirmation link lands on the page it was asked from, which says so
  // (app/lib/email-confirmed.ts), unless better-auth adds its error code.
  [EMAIL_CONFIRMED_PARAM, (value: string) => value === "1"],
  ["error", (value: string) => /^[\w.-]{1,64}$/.test(value)],
]);

/**
 * The canonical query string of a URL's query (`?` included, "" when
 * nothing is left): known parameters with values they can take, by name,
 * each name's values in the order given. Applying it twice changes nothing.
 */
export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name, value]) => PAGE_QUERY_PARAMS.get(name)?.(value) === true);
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = new URLSearchParams(kept).toString();
  return canonical ? `?${canonical}` : "";
}

/** The query part of a request's URL as sent (`?` included, or ""). */
export function querySent(originalUrl: string): string {
  const at = originalUrl.indexOf("?");
  return at < 0 ? "" : originalUrl.slice(at);
}
