import type { RelatedProducts } from "~/features/catalogue/types";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import { SiteLink } from "~/lib/site-link";
import { DetailSection } from "./detail-section";
import type { ShownProduct } from "./product-facts";
import { ProductGrid } from "./product-grid";

/** More of the producer, more from the stand, and similar products elsewhere at the fair; empty groups are left out. */
export function RelatedProductsSections({
  product,
  related,
  linkBase,
}: {
  product: ShownProduct;
  related: RelatedProducts;
  linkBase: LinkBase;
}) {
  const { t } = useTranslation("detail");
  const groups = [
    {
      id: "related-producer",
      title: t("related.sameProducer", { name: product.producer.name }),
      items: related.sameProducer,
      all: product.producer.isExhibitor
        ? null
        : {
            to: links.producer(linkBase, product.producer.id),
            label: t("related.allOfProducer", { name: product.producer.name }),
          },
    },
    {
      id: "related-exhibitor",
      title: t("related.sameExhibitor", { name: product.exhibitor.name }),
      items: related.sameExhibitor,
      all: {
        to: links.exhibitor(linkBase, product.exhibitor.id),
        label: t("related.allAtStand", { name: product.exhibitor.name }),
      },
    },
    { id: "related-similar", title: t("related.similar"), items: related.similar, all: null },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="mt-12 border-t border-line pt-4">
      {groups.map((group) => (
        <DetailSection key={group.id} id={group.id} title={group.title}>
          <ProductGrid products={group.items} linkBase={linkBase} />
          {group.all ? (
            <p className="mt-3">
              <SiteLink to={group.all.to} className="font-medium underline">
                {group.all.label}
              </SiteLink>
            </p>
          ) : null}
        </DetailSection>
      ))}
    </div>
  );
}
