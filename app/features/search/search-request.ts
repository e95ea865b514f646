import type { Locale } from "~/lib/locales";
import type { FacetCount, FacetSpec } from "./facet-column";
import type { SortSpec } from "./sort-order";
import type { TextField } from "./text-index";

// What an index is built from (its schema), what a search asks and what it
// answers (search-index.ts, segmented-index.ts).

export interface IndexSchema<D> {
  key: (doc: D) => string;
  name: (doc: D) => string;
  text: readonly TextField<D>[];
  facets: readonly FacetSpec<D>[];
  sorts: readonly SortSpec<D>[];
}

export interface SearchRequest {
  text: string;
  filters: Readonly<Record<string, readonly string[] | undefined>>;
  /** "relevance", "name" or the id of one of the schema's sorts. */
  sort: string;
  page: number;
  pageSize: number;
  locale: Locale;
}

export interface SearchResponse<D> {
  total: number;
  page: number;
  pageSize: number;
  hits: D[];
  facets: Record<string, FacetCount[]>;
  /** When nothing matched the text: a close spelling that finds something with the same filters. */
  suggestion?: string;
}

/** The first hits of a request in its order, with the counts: what a segmented index merges. */
export interface Collected<D> {
  total: number;
  hits: D[];
  /** Each hit's text score, when the request has text. */
  scores: number[] | null;
  facets: Record<string, FacetCount[]>;
}

export interface IndexOptions {
  /**
   * How facets are counted when there are text matches: per candidate
   * ("candidates"), with bitsets ("bitsets"), or by whichever suits the
   * number of matches ("auto", the default). Both give the same counts;
   * tests force each.
   */
  counting?: "auto" | "candidates" | "bitsets";
  /**
   * From how many documents a facet value keeps every facet's counts over
   * its documents, for a list of that one value without a text
   * (facet-pairs.ts; by default pairRowsFrom of the index's size). Only
   * "auto" counting reads them; tests lower it for a small corpus.
   */
  pairRowsFrom?: number;
}
