import type { RelatedProducts } from "~/features/catalogue/types";
import { useTranslation } from "~/lib/i18n-react";
import type { LinkBase } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { Crumb } from "../structured-data";
import { Breadcrumb } from "./breadcrumb";
import { useCatalogueActions } from "./catalogue-actions";
import { CompositionList } from "./composition-list";
import { DetailSection } from "./detail-section";
import { FactList } from "./fact-list";
import { FileList } from "./file-list";
import { ProductActions } from "./product-actions";
import type { ProductFacts, ShownProduct } from "./product-facts";
import { ProductHeader } from "./product-header";
import { RelatedProductsSections } from "./related-products";
import { SensoryProfileSection } from "./sensory-profile";
import { TagList } from "./tag-list";

interface Props {
  product: ShownProduct;
  related: RelatedProducts;
  crumbs: Crumb[];
  linkBase: LinkBase;
  locale: Locale;
  /** The data tables, formatted by the loader (productFacts): their formatting code stays on the server. */
  facts: ProductFacts;
  /** The event's tastingNotesEnabled setting. */
  tastingNotes: boolean;
}

/** Everything the data says about a product, each part only when it has something to show. */
export function ProductPage({ product, related, crumbs, linkBase, locale, facts, tastingNotes }: Props) {
  const { t } = useTranslation("detail");
  const { TastingNote } = useCatalogueActions();
  const grapes = product.grapeVarieties.map((g) => ({ name: g.varietyName, percentage: g.percentage }));
  const soils = product.soilTypes.map((s) => ({ name: s.soilType, percentage: s.percentage }));
  const hasQuality = product.classifications.length > 0 || product.certifications.length > 0;

  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article aria-labelledby="product-title">
        <ProductHeader product={product} trade={facts.trade} linkBase={linkBase} locale={locale} />
        <ProductActions collectionId={linkBase.collectionId} product={product} />
        {TastingNote ? (
          <TastingNote
            key={product.id}
            collectionId={linkBase.collectionId}
            productId={product.id}
            name={product.name}
            enabled={tastingNotes}
          />
        ) : null}

        {facts.overview.length > 0 ? (
          <DetailSection id="overview" title={t("product.overview")}>
            <FactList facts={facts.overview} />
          </DetailSection>
        ) : null}

        {grapes.length > 0 ? (
          <DetailSection id="grapes" title={t("catalogue:fields.grapeVarieties")}>
            <CompositionList items={grapes} locale={locale} />
          </DetailSection>
        ) : null}

        <SensoryProfileSection profile={product.sensory} />

        {facts.analysis.length > 0 ? (
          <DetailSection id="analysis" title={t("product.analysis")}>
            <FactList facts={facts.analysis} />
          </DetailSection>
        ) : null}

        {facts.vineyard.length > 0 || soils.length > 0 ? (
          <DetailSection id="vineyard" title={t("product.vineyard")}>
            <FactList facts={facts.vineyard} />
            {soils.length > 0 ? (
              <>
                <h3 className="mb-2 mt-4 font-semibold">{t("catalogue:fields.soilTypes")}</h3>
                <CompositionList items={soils} locale={locale} />
              </>
            ) : null}
          </DetailSection>
        ) : null}

        {facts.cellar.length > 0 ? (
          <DetailSection id="cellar" title={t("product.cellar")}>
            <FactList facts={facts.cellar} />
          </DetailSection>
        ) : null}

        {product.foodPairing ? (
          <DetailSection id="food-pairing" title={t("catalogue:fields.foodPairing")}>
            <p className="whitespace-pre-line">{product.foodPairing}</p>
          </DetailSection>
        ) : null}

        {hasQuality ? (
          <DetailSection id="quality" title={t("product.quality")}>
            {product.classifications.length > 0 ? (
              <>
                <h3 className="mb-2 font-semibold">{t("catalogue:fields.classifications")}</h3>
                <TagList items={product.classifications} />
              </>
            ) : null}
            {product.certifications.length > 0 ? (
              <>
                <h3 className="mb-2 mt-4 font-semibold">{t("catalogue:fields.certifications")}</h3>
                <TagList items={product.certifications} />
              </>
            ) : null}
          </DetailSection>
        ) : null}

        {facts.packaging.length > 0 ? (
          <DetailSection id="packaging" title={t("product.packaging")}>
            <FactList facts={facts.packaging} />
          </DetailSection>
        ) : null}

        {product.files.length > 0 ? (
          <DetailSection id="files" title={t("catalogue:fields.files")}>
            <FileList files={product.files} locale={locale} />
          </DetailSection>
        ) : null}
      </article>
      <RelatedProductsSections product={product} related={related} linkBase={linkBase} />
    </>
  );
}
