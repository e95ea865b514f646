import { useTranslation } from "react-i18next";
import type { LinkBase } from "~/lib/links";
import type { RelatedProducts } from "../product-summaries.server";
import type { Product } from "../types";
import { DetailSection } from "./detail-section";
import { ProductGrid } from "./product-grid";

/** More of the producer, more from the stand, and similar products elsewhere at the fair; empty groups are left out. */
export function RelatedProductsSections({ product, related, linkBase }: { product: Product; related: RelatedProducts; linkBase: LinkBase }) {
  const { t } = useTranslation("detail");
  const groups = [
    { id: "related-producer", title: t("related.sameProducer", { name: product.producer.name }), items: related.sameProducer },
    { id: "related-exhibitor", title: t("related.sameExhibitor", { name: product.exhibitor.name }), items: related.sameExhibitor },
    { id: "related-similar", title: t("related.similar"), items: related.similar },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="mt-12 border-t border-line pt-4">
      {groups.map((group) => (
        <DetailSection key={group.id} id={group.id} title={group.title}>
          <ProductGrid products={group.items} linkBase={linkBase} />
        </DetailSection>
      ))}
    </div>
  );
}
