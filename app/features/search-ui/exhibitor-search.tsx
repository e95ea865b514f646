import { ExhibitorCard } from "~/features/catalogue/components/exhibitor-card";
import type { ExhibitorCard as ExhibitorHit } from "~/features/catalogue/documents";
import { DEFAULT_SORT, EXHIBITOR_FACETS, EXHIBITOR_SORTS } from "~/features/search/query";
import { useTranslation } from "~/lib/i18n-react";
import type { LinkBase } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { SearchPage } from "./search-page";
import { searchApiPath } from "./search-state";
import type { LocalSearch, SearchResultData } from "./use-hash-search";

interface Props {
  initial: SearchResultData<ExhibitorHit>;
  linkBase: LinkBase;
  locale: Locale;
  /** Searched in the browser: a saved fair offline. */
  local?: LocalSearch<ExhibitorHit>;
  /** The event's showDistributionDetails: "none" hides the distribution facets. */
  showDistribution: boolean;
}

const DISTRIBUTION_FACETS: readonly string[] = ["hasDistribution", "seekingDistribution"];

/** The exhibitors list of an event: search, facets and results. */
export function ExhibitorSearch({ initial, linkBase, locale, local, showDistribution }: Props) {
  const { t } = useTranslation("lists");
  return (
    <SearchPage
      title={t("exhibitors.title")}
      locale={locale}
      initial={initial}
      local={local}
      endpoint={searchApiPath(linkBase.collectionId, "exhibitors")}
      facets={
        showDistribution ? EXHIBITOR_FACETS : EXHIBITOR_FACETS.filter((facet) => !DISTRIBUTION_FACETS.includes(facet))
      }
      sorts={EXHIBITOR_SORTS}
      defaultSort={DEFAULT_SORT}
      noun="exhibitors"
      placeholder={t("search:box.placeholderExhibitors")}
      hitKey={(exhibitor) => exhibitor.id}
      renderHit={(exhibitor, aboveFold) => (
        <ExhibitorCard exhibitor={exhibitor} linkBase={linkBase} eager={aboveFold} />
      )}
    />
  );
}
