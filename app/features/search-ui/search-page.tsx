import { type ReactNode, useRef, useState } from "react";
import { useLocation } from "react-router";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { ActiveFilters } from "./active-filters";
import { FacetPanel } from "./facet-panel";
import { Pagination } from "./pagination";
import { SearchBox } from "./search-box";
import { activeFilterCount, type Filters, searchHref, textOf, withPage, withSort, withText } from "./search-state";
import { SortSelect } from "./sort-select";
import { type LocalSearch, type SearchResultData, useHashSearch } from "./use-hash-search";

export interface SearchPageProps<H> {
  title: string;
  locale: Locale;
  initial: SearchResultData<H>;
  /** The JSON search API of this list (server/api-search.ts). */
  endpoint: string;
  facets: readonly string[];
  sorts: readonly string[];
  defaultSort: string;
  /** The noun of the total: "search:total.<noun>" (products, exhibitors). */
  noun: "products" | "exhibitors";
  placeholder: string;
  hitKey: (hit: H) => string;
  /** A result card; `aboveFold` for the first ones of the page (their images load at once). */
  renderHit: (hit: H, aboveFold: boolean) => ReactNode;
  /** Searched in the browser (a saved fair offline) instead of by `endpoint`. */
  local?: LocalSearch<H>;
}

/** Cards whose images may be in the first screen: two rows of two on a wide screen. */
const ABOVE_FOLD = 4;

/**
 * A searchable, faceted list (products, exhibitors): search box, facets with
 * live counts, active filters, total, sort, results and pages. One GET form
 * holds every control, so the page works without JavaScript; with it, each
 * change updates the hash and the results in place.
 */
export function SearchPage<H>(props: SearchPageProps<H>) {
  const { t } = useTranslation("search");
  const { locale, facets } = props;
  const location = useLocation();
  // The list's own address: its links and its form without JavaScript go there.
  const pathname = props.local?.path ?? location.pathname;
  // Long facets come folded; a facet unfolded stays whole for every later search of the page.
  const [openFacets, setOpenFacets] = useState<string[]>(() => props.initial.openFacets ?? []);
  const { filters, result, status, update } = useHashSearch({
    initial: props.initial,
    endpoint: props.endpoint,
    locale,
    local: props.local,
    openFacets,
  });
  const [panelOpen, setPanelOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  const sort = filters.sort?.[0] ?? props.defaultSort;
  const active = activeFilterCount(filters, facets);
  const change = (next: Filters) => update(next, "push");
  const goToPage = (page: number) => {
    update(withPage(filters, page), "push");
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: "start" });
  };
  const total = t(`total.${props.noun}`, { count: result.total, formatted: formatNumber(locale, result.total) });

  return (
    <form
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        update(withText(filters, String(new FormData(event.currentTarget).get("q") ?? "")), "push");
      }}
    >
      <h1 className="text-3xl font-bold">{props.title}</h1>
      <div className="mt-4">
        <SearchBox
          value={textOf(filters)}
          placeholder={props.placeholder}
          onSearch={(text, mode) => update(withText(filters, text), mode)}
        />
      </div>

      <div className="mt-6 md:flex md:items-start md:gap-8">
        <aside aria-labelledby="search-filters-title" className="md:w-panel md:shrink-0">
          {/*
            The page has the same layout before and after hydration (nothing
            moves when the script arrives: no layout shift): on small screens
            the filters are folded behind this button from the first paint.
            Without JavaScript the <noscript> rules below unfold them and show
            the Apply button instead.
          */}
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls="search-filters"
            onClick={() => setPanelOpen((open) => !open)}
            className="search-filters-toggle mb-3 w-full rounded-md border border-line px-4 py-2 text-left font-medium md:hidden"
          >
            {active > 0 ? t("filtersButtonActive", { formatted: formatNumber(locale, active) }) : t("filtersButton")}
          </button>
          <noscript>
            <style>
              {
                "#search-filters{display:block!important}.search-filters-toggle{display:none!important}.search-apply{display:block!important}"
              }
            </style>
          </noscript>
          <div id="search-filters" className={panelOpen ? "block" : "hidden md:block"}>
            <h2 id="search-filters-title" className="sr-only">
              {t("filtersTitle")}
            </h2>
            <FacetPanel
              facets={facets}
              counts={result.facets}
              tails={result.facetTails}
              opened={openFacets}
              filters={filters}
              locale={locale}
              onChange={change}
              onUnfold={(facet) => setOpenFacets((open) => (open.includes(facet) ? open : [...open, facet]))}
              unfoldHref={(facet) => searchHref(pathname, { ...filters, more: [...openFacets, facet] })}
              failed={status === "error"}
            />
            <button
              type="submit"
              className="search-apply mt-5 hidden w-full rounded-md bg-primary px-4 py-2 font-medium text-paper hover:bg-primary-dark"
            >
              {t("apply")}
            </button>
          </div>
        </aside>

        <section
          aria-labelledby="search-results-title"
          aria-busy={status === "loading"}
          className="mt-6 min-w-0 flex-1 md:mt-0"
        >
          <h2 id="search-results-title" ref={resultsHeading} tabIndex={-1} className="sr-only">
            {t("results")}
          </h2>
          <ActiveFilters pathname={pathname} facets={facets} filters={filters} locale={locale} onChange={change} />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold">
              {total}
            </p>
            <SortSelect
              sorts={props.sorts}
              value={sort}
              onChange={(next) => update(withSort(filters, next, props.defaultSort), "push")}
            />
          </div>
          {status === "error" ? (
            <p role="alert" className="mt-3 rounded-md bg-accent/20 px-3 py-2">
              {t("common:errors.serverError")}
            </p>
          ) : null}
          {result.hits.length === 0 ? (
            <div className="mt-8 rounded-lg bg-wash p-8 text-center">
              <p className="text-lg font-semibold">{t("nothingFound")}</p>
              {result.suggestion ? (
                <p className="mt-2 text-lg">
                  {t("didYouMean")}{" "}
                  <a
                    href={`${pathname}?q=${encodeURIComponent(result.suggestion)}`}
                    className="font-semibold text-primary underline"
                    onClick={(event) => {
                      event.preventDefault();
                      change(withText(filters, result.suggestion ?? ""));
                    }}
                  >
                    {result.suggestion}
                  </a>
                </p>
              ) : null}
              <p className="mt-1 text-muted">{t("nothingFoundHint")}</p>
            </div>
          ) : (
            <ul
              className={`mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2 ${status === "loading" ? "opacity-60 transition-opacity" : ""}`}
            >
              {result.hits.map((hit, index) => (
                <li key={props.hitKey(hit)}>{props.renderHit(hit, index < ABOVE_FOLD)}</li>
              ))}
            </ul>
          )}
          <Pagination
            page={result.page}
            pageCount={pageCount}
            locale={locale}
            hrefOf={(page) => searchHref(pathname, withPage(filters, page))}
            onPage={goToPage}
          />
        </section>
      </div>
    </form>
  );
}
