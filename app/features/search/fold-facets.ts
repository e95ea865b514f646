import type { FacetCount } from "./facet-column";

// Long facet lists sent folded (issue 32, docs/product/catalogue.md "Facet
// values on demand"): a list page at the biggest fair has hundreds of facet
// values (regions, grapes, countries), most of them behind "Show more". A
// folded facet keeps its first values and every chosen one; how many more
// there are is sent instead, and they come when the visitor asks (`more`).

/** Values shown before "Show more": enough for colours and kinds, short for regions and grapes. */
export const VISIBLE_VALUES = 8;

export interface FoldedFacets {
  facets: Record<string, FacetCount[]>;
  /** For each folded facet, how many values were left out. */
  facetTails: Record<string, number>;
}

/**
 * Every facet's first `VISIBLE_VALUES` values and its chosen ones, in the
 * counts' order, except the facets in `whole`; how many were left out of each.
 */
export function foldFacets(
  facets: Readonly<Record<string, readonly FacetCount[]>>,
  whole: readonly string[] = [],
): FoldedFacets {
  const folded: Record<string, FacetCount[]> = {};
  const facetTails: Record<string, number> = {};
  for (const [facet, values] of Object.entries(facets)) {
    if (values.length <= VISIBLE_VALUES || whole.includes(facet)) {
      folded[facet] = [...values];
      continue;
    }
    const kept = values.filter((entry, index) => index < VISIBLE_VALUES || entry.selected);
    folded[facet] = kept;
    facetTails[facet] = values.length - kept.length;
  }
  return { facets: folded, facetTails };
}

/** The facets asked for whole: `more`'s values, each a known facet, at most once. */
export function wholeFacets(raw: Readonly<Record<string, readonly string[] | undefined>>, known: readonly string[]) {
  return [...new Set(raw.more ?? [])].filter((facet) => known.includes(facet));
}

/** A search's answer with its long facets folded, and the facets sent whole (the page's loader and the search API). */
export function withFoldedFacets<R extends { facets: Readonly<Record<string, readonly FacetCount[]>> }>(
  result: R,
  whole: readonly string[],
): Omit<R, "facets"> & FoldedFacets & { openFacets: string[] } {
  return { ...result, ...foldFacets(result.facets, whole), openFacets: [...whole] };
}
