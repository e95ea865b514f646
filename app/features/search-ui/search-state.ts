import { encodeFilters, type Filters } from "~/lib/hash-filters";

// The state of a list page's search as plain filters (docs/product/catalogue.md): facet values,
// `q`, `sort` and `page`, in the shape the hash codec reads and writes. Pure
// functions so the hash logic is tested without a browser.

export type { Filters };

/** Names that are not facets: the text, the order and the page. */
export const CONTROL_NAMES = ["q", "sort", "page", "pageSize"] as const;

// Every change of what is searched shows its first page again; a page number
// past the new total would land on an empty page.
function withoutPage(filters: Filters): Filters {
  const { page: _page, ...rest } = filters;
  return rest;
}

function withValues(filters: Filters, name: string, values: readonly string[]): Filters {
  const next = { ...filters };
  if (values.length > 0) next[name] = [...values];
  else delete next[name];
  return next;
}

/** Selects the value when it is not selected, else unselects it; back to page 1. */
export function toggleValue(filters: Filters, facet: string, value: string): Filters {
  const current = filters[facet] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withoutPage(withValues(filters, facet, values));
}

/** The search text (trimmed; empty removes it); back to page 1. */
export function withText(filters: Filters, text: string): Filters {
  const q = text.trim();
  return withoutPage(withValues(filters, "q", q ? [q] : []));
}

/** The order; the default order is left out of the URL. Back to page 1. */
export function withSort(filters: Filters, sort: string, defaultSort: string): Filters {
  return withoutPage(withValues(filters, "sort", sort && sort !== defaultSort ? [sort] : []));
}

/** Page 1 is left out of the URL. */
export function withPage(filters: Filters, page: number): Filters {
  return withValues(filters, "page", page > 1 ? [String(Math.floor(page))] : []);
}

/** Every facet and the text cleared; the order is a preference, not a filter, and stays. */
export function clearFilters(filters: Filters): Filters {
  return filters.sort ? { sort: [...filters.sort] } : {};
}

export function textOf(filters: Filters): string {
  return filters.q?.[0] ?? "";
}

export function pageOf(filters: Filters): number {
  const page = Number(filters.page?.[0]);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function isSelected(filters: Filters, facet: string, value: string): boolean {
  return filters[facet]?.includes(value) ?? false;
}

/** How many facet values and texts narrow the search (for the "Filters" button). */
export function activeFilterCount(filters: Filters, facets: readonly string[]): number {
  return facets.reduce((sum, facet) => sum + (filters[facet]?.length ?? 0), 0) + (textOf(filters) ? 1 : 0);
}

/**
 * One string per search, whatever the order of names and values, so two
 * spellings of the same search share one result.
 */
export function searchKey(filters: Filters): string {
  const sorted: Filters = {};
  for (const name of Object.keys(filters).sort()) sorted[name] = [...filters[name]].sort();
  return encodeFilters(sorted);
}

/**
 * A link to the search in the query string: the form that works without
 * JavaScript and for other sites, which the server renders.
 */
export function searchHref(pathname: string, filters: Filters): string {
  const query = encodeFilters(filters);
  return query ? `${pathname}?${query}` : pathname;
}

/** The same search in the hash, as links inside the app build it. */
export function hashHref(pathname: string, filters: Filters): string {
  const hash = encodeFilters(filters);
  return hash ? `${pathname}#${hash}` : pathname;
}

/**
 * The query string of the JSON search API for these filters and locale;
 * with `fold`, long facets come folded except those in `fold.more`
 * (features/search/fold-facets.ts).
 */
export function apiQuery(filters: Filters, locale: string, fold?: { more: readonly string[] }): string {
  const folding = fold ? { fold: ["1"], more: [...fold.more] } : {};
  const query = encodeFilters({ ...filters, locale: [locale], ...folding });
  return `?${query}`;
}

/** The JSON search API of an event's list (server/api-search.ts). */
export function searchApiPath(collectionId: string, list: "products" | "exhibitors"): string {
  return `/api/search/${encodeURIComponent(collectionId)}/${list}`;
}
