import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { LinkBase } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { ProductListDetail } from "../product-lists.server";
import type { Crumb } from "../structured-data";
import type { ProductSummary } from "../types";
import { Breadcrumb } from "./breadcrumb";
import { ProductGrid } from "./product-grid";

interface Props {
  list: Omit<ProductListDetail, "productIds">;
  products: ProductSummary[];
  crumbs: Crumb[];
  linkBase: LinkBase;
  locale: Locale;
}

/** A curated selection of the event's products. */
export function ProductListPage({ list, products, crumbs, linkBase, locale }: Props) {
  const { t } = useTranslation("detail");
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <section aria-labelledby="list-title">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("productList.kicker")}</p>
        <h1 id="list-title" className="text-3xl font-bold">
          {list.name}
        </h1>
        {list.description ? <p className="mt-3 max-w-prose whitespace-pre-line">{list.description}</p> : null}
        <h2 className="mb-4 mt-6 text-xl font-semibold">
          {t("productList.count", { count: products.length, formatted: formatNumber(locale, products.length) })}
        </h2>
        {products.length > 0 ? (
          <ProductGrid products={products} linkBase={linkBase} />
        ) : (
          <p className="text-muted">{t("productList.empty")}</p>
        )}
      </section>
    </>
  );
}
