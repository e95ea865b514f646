import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FacetCount } from "~/features/search/search-index";
import { decodeFilters, encodeFilters } from "~/lib/hash-filters";
import { useHydrated } from "~/lib/use-hydrated";
import { apiQuery, type Filters, searchKey } from "./search-state";

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
}

export type SearchStatus = "idle" | "loading" | "error";

// Results already seen, so back and forward show them without a request.
const CACHE_SIZE = 30;

/**
 * The search of a list page in the browser. The server renders the search of
 * the query string (`initial`); once hydrated, a hash with filters takes over
 * and its results come from the JSON API. Every change writes the hash
 * (replace while typing, push otherwise), so back and forward walk through
 * the searches and a copied link opens the same one.
 */
export function useHashSearch<H>(options: { initial: SearchResultData<H>; endpoint: string; locale: string }) {
  const { initial, endpoint, locale } = options;
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  // React Router tracks the hash: the changes it makes, back and forward, and
  // a hash edited in the address bar (the browser's popstate).
  const hash = hydrated ? location.hash : "";
  const fromHash = decodeFilters(hash);
  const usesHash = Object.keys(fromHash).length > 0;
  const key = usesHash ? searchKey(fromHash) : null;

  const cache = useRef(new Map<string, SearchResultData<H>>());
  const shown = useRef(initial);
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [, onFetched] = useReducer((n: number) => n + 1, 0);

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
    fetch(`${endpoint}${apiQuery(fromHashOf(key), locale)}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search failed: ${response.status}`);
        const data = (await response.json()) as SearchResultData<H>;
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
      const encoded = encodeFilters(next);
      // Going nowhere would still make React Router reload the page's data.
      if (!location.search && encoded === location.hash.replace(/^#/, "")) return;
      // The query string the server rendered from is superseded by the hash.
      navigate(
        { pathname: location.pathname, search: "", hash: encoded },
        { replace: mode === "replace", preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, location.hash],
  );

  return { hydrated, filters, result: shown.current, status, update };
}

function fromHashOf(key: string): Filters {
  return decodeFilters(key);
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}
