import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import { formatNumber, formatOrigin } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { LinkBase } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { Crumb } from "../structured-data";
import type { Producer, ProductSummary } from "../types";
import { Breadcrumb } from "./breadcrumb";
import { DetailSection } from "./detail-section";
import { displayUrl, hrefOf } from "./exhibitor-contact";
import { ProductGrid } from "./product-grid";

interface Props {
  producer: Producer;
  products: ProductSummary[];
  crumbs: Crumb[];
  linkBase: LinkBase;
  locale: Locale;
}

export function ProducerPage({ producer, products, crumbs, linkBase, locale }: Props) {
  const { t } = useTranslation("detail");
  const origin = formatOrigin(locale, producer.region, producer.country);
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article aria-labelledby="producer-title">
        <header className="flex flex-wrap items-start gap-6">
          {producer.logo ? (
            <CatalogueImage
              image={producer.logo}
              eager
              alt={t("exhibitor.logoAlt", { name: producer.name })}
              className="h-24 w-40 object-contain"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              {t("catalogue:fields.producer")}
            </p>
            <h1 id="producer-title" className="text-3xl font-bold">
              {producer.name}
            </h1>
            {origin ? <p className="mt-1 text-lg text-muted">{origin}</p> : null}
            {producer.founded || producer.website ? (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {producer.founded ? (
                  <div className="contents">
                    <dt className="font-medium text-muted">{t("catalogue:fields.founded")}</dt>
                    <dd>{producer.founded}</dd>
                  </div>
                ) : null}
                {producer.website ? (
                  <div className="contents">
                    <dt className="font-medium text-muted">{t("catalogue:fields.website")}</dt>
                    <dd>
                      <a href={hrefOf(producer.website)} rel="noopener" data-outbound="website">
                        {displayUrl(producer.website)}
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </div>
        </header>
        {producer.description ? <p className="mt-6 max-w-prose whitespace-pre-line">{producer.description}</p> : null}
      </article>
      <DetailSection
        id="products"
        title={t("producer.products", { count: products.length, formatted: formatNumber(locale, products.length) })}
      >
        <ProductGrid products={products} linkBase={linkBase} />
      </DetailSection>
    </>
  );
}
