import { ProductCard } from "~/features/catalogue/components/product-card";
import type { ProductSummary } from "~/features/catalogue/types";
import { DEFAULT_SORT, PRODUCT_FACETS, PRODUCT_SORTS } from "~/features/search/query";
import { useTranslation } from "~/lib/i18n-react";
import type { LinkBase } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { SearchPage } from "./search-page";
import { searchApiPath } from "./search-state";
import type { LocalSearch, SearchResultData } from "./use-hash-search";

interface Props {
  initial: SearchResultData<ProductSummary>;
  linkBase: LinkBase;
  locale: Locale;
  /** Searched in the browser: a saved fair offline. */
  local?: LocalSearch<ProductSummary>;
}

/** The products list of an event: search, facets and results. */
export function ProductSearch({ initial, linkBase, locale, local }: Props) {
  const { t } = useTranslation("lists");
  return (
    <SearchPage
      title={t("products.title")}
      locale={locale}
      initial={initial}
      local={local}
      endpoint={searchApiPath(linkBase.collectionId, "products")}
      facets={PRODUCT_FACETS}
      sorts={PRODUCT_SORTS}
      defaultSort={DEFAULT_SORT}
      noun="products"
      placeholder={t("search:box.placeholderProducts")}
      hitKey={(product) => product.id}
      renderHit={(product, aboveFold) => <ProductCard product={product} linkBase={linkBase} eager={aboveFold} />}
    />
  );
}
