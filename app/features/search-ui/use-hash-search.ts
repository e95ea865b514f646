import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FacetCount } from "~/features/search/search-index";
import { decodeFilters, encodeFilters } from "~/lib/hash-filters";
import { useHydrated } from "~/lib/use-hydrated";
import { apiQuery, type Filters, searchKey } from "./search-state";

/**
 * A local search's hash is never empty: React Router takes a change to an
 * empty hash for a navigation (route discovery, loaders), which no server
 * answers offline, and a change between two hashes for what it is.
 */
const LOCAL_MARK = "saved";

/** What the loader and the search API return for one search. */
export interface SearchResultData<H> {
  total: number;
  page: number;
  pageSize: number;
  hits: H[];
  facets: Record<string, FacetCount[]>;
  /** When nothing matched the text: a close spelling that finds something ("Did you mean"). */
  suggestion?: string;
  /** The search as understood: malformed parts dropped, defaults left out. */
  filters: Filters;
  /** Facets sent folded: how many values each left out. Absent: every value is here (a saved fair's search). */
  facetTails?: Record<string, number>;
  /** The facets asked for whole (`more`). */
  openFacets?: string[];
}

export type SearchStatus = "idle" | "loading" | "error";

/**
 * A list searched in the browser instead of by the search API: a saved
 * fair's list on the offline page
 * (docs/offline-package.md "Search on the device"). `path` is the list's own address, for its links; the page's
 * query string belongs to the page (the offline page's ?from) and is kept.
 */
export interface LocalSearch<H> {
  path: string;
  search: (filters: Filters) => Promise<SearchResultData<H>>;
}

/** Between a search's filters and its unfolded facets in a cache key (never in an encoded search). */
const OPEN_MARK = "\n";

// Results already seen, so back and forward show them without a request.
const CACHE_SIZE = 30;

/**
 * The search of a list page in the browser. The server renders the search of
 * the query string (`initial`); once hydrated, a hash with filters takes over
 * and its results come from the JSON API. Every change writes the hash
 * (replace while typing, push otherwise), so back and forward walk through
 * the searches and a copied link opens the same one.
 */
export function useHashSearch<H>(options: {
  initial: SearchResultData<H>;
  endpoint: string;
  locale: string;
  local?: LocalSearch<H>;
  /** Facets the visitor unfolded: asked for whole from the API (a local search has every value). */
  openFacets?: readonly string[];
}) {
  const { initial, endpoint, locale, local } = options;
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  // React Router tracks the hash: the changes it makes, back and forward, and
  // a hash edited in the address bar (the browser's popstate).
  const hash = hydrated ? location.hash : "";
  const fromHash = decodeFilters(hash);
  const usesHash = Object.keys(fromHash).length > 0;
  // The API folds long facets; the ones unfolded are part of what is asked.
  const open = local ? "" : [...(options.openFacets ?? [])].sort().join(",");
  const openAtFirst = local ? "" : [...(initial.openFacets ?? [])].sort().join(",");
  const key =
    !usesHash && open === openAtFirst ? null : `${searchKey(usesHash ? fromHash : initial.filters)}${OPEN_MARK}${open}`;

  const cache = useRef(new Map<string, SearchResultData<H>>());
  const shown = useRef(initial);
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [, onFetched] = useReducer((n: number) => n + 1, 0);
  const localSearch = useRef(local?.search);
  localSearch.current = local?.search;
  const keepQuery = local !== undefined;
  const encode = useCallback(
    (next: Filters) => encodeFilters(keepQuery ? { ...next, [LOCAL_MARK]: ["1"] } : next),
    [keepQuery],
  );

  const ready = key === null ? initial : cache.current.get(key);
  if (ready) shown.current = ready;
  // While a search loads, the previous results stay (dimmed) and the boxes
  // show what was just chosen.
  const filters = ready ? ready.filters : fromHash;

  useEffect(() => {
    if (key === null || cache.current.has(key)) {
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    setStatus("loading");
    const searchHere = localSearch.current;
    const [asked, more] = key.split(OPEN_MARK);
    const answer = searchHere
      ? searchHere(decodeFilters(asked))
      : fetch(`${endpoint}${apiQuery(decodeFilters(asked), locale, { more: more ? more.split(",") : [] })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        }).then(async (response) => {
          if (!response.ok) throw new Error(`search failed: ${response.status}`);
          return (await response.json()) as SearchResultData<H>;
        });
    answer
      .then((data) => {
        if (controller.signal.aborted) return;
        remember(cache.current, key, data);
        setStatus("idle");
        onFetched();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setStatus("error");
        }
      });
    return () => controller.abort();
  }, [key, endpoint, locale]);

  const update = useCallback(
    (next: Filters, mode: "push" | "replace" = "push") => {
      const encoded = encode(next);
      // Going nowhere would still make React Router reload the page's data.
      if ((keepQuery || !location.search) && encoded === location.hash.replace(/^#/, "")) return;
      // The query string the server rendered from is superseded by the hash
      // (a local search's page keeps its own: only the hash changes, so no loader runs).
      navigate(
        { pathname: location.pathname, search: keepQuery ? location.search : "", hash: encoded },
        { replace: mode === "replace", preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, location.hash, keepQuery, encode],
  );

  // A local search marks its page's entry at once, so going back to it is a change of hash too.
  const unmarked = keepQuery && hydrated && !location.hash;
  useEffect(() => {
    if (unmarked) update(initial.filters, "replace");
  }, [unmarked, update, initial.filters]);

  return { hydrated, filters, result: shown.current, status, update };
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}
