import { EXHIBITOR_FACETS, PRODUCT_FACETS } from "~/features/search/query";

// The page cache's key is the page's path and the query parameters that
// public pages read (the lists' search, filters, sort and paging), in one
// canonical order. Any other parameter (a campaign tag, a random string)
// changes nothing on a public page, so it must not make a new cache entry:
// a public page asked for with another query string is redirected to its
// canonical address, which is the one cached.

export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  "q",
  "sort",
  "page",
  "pageSize",
  ...PRODUCT_FACETS,
  ...EXHIBITOR_FACETS,
]);

/**
 * The canonical query string of a URL's query (`?` included, "" when
 * nothing is left): known parameters only, by name, each name's non-empty
 * values in the order given. Applying it twice changes nothing.
 */
export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name, value]) => PAGE_QUERY_PARAMS.has(name) && value !== "");
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = new URLSearchParams(kept).toString();
  return canonical ? `?${canonical}` : "";
}

/** The query part of a request's URL as sent (`?` included, or ""). */
export function querySent(originalUrl: string): string {
  const at = originalUrl.indexOf("?");
  return at < 0 ? "" : originalUrl.slice(at);
}
