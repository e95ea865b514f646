import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import { formatOrigin, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import { isLocale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";
import { productName } from "../product-name";
import type { ProductSummary } from "../types";
import { useCatalogueActions } from "./catalogue-actions";

/**
 * A product in a list: bottle, name, producer, origin, table and price. Links
 * via its exhibitor; the bookmark sits beside the link, not in it. Its look is
 * the stylesheet's .product-card (app.css): a list shows 24 of them, and the
 * same utilities on each were 10 KB of the list's HTML.
 */
export function ProductCard({
  product,
  linkBase,
  eager = false,
}: {
  product: ProductSummary;
  linkBase: LinkBase;
  /** One of the first cards of a page: its image is above the fold. */
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const { Favorite } = useCatalogueActions();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const origin = formatOrigin(locale, product.denomination, product.country);
  const topAward = product.awards[0];
  const title = productName(product);
  return (
    <article className="product-card">
      <div className="product-card-image">
        <CatalogueImage
          image={product.bottleImage}
          alt=""
          className="h-auto w-16 object-contain"
          sizes="64px"
          eager={eager}
        />
      </div>
      <div className="product-card-body">
        <h3>
          <SiteLink to={links.productByExhibitor(linkBase, product.exhibitor.id, product.id)} prefetch="intent">
            {title}
          </SiteLink>
        </h3>
        <p className="product-card-line">{product.producer.name}</p>
        {origin ? <p className="product-card-line">{origin}</p> : null}
        <p className="product-card-facts">
          <span>
            {t(`vocab.kind.${product.kind}`)}
            {product.color ? ` · ${t(`vocab.color.${product.color}`, { defaultValue: product.color })}` : ""}
          </span>
          {product.tableNumber ? (
            <span>
              {t("fields.tableNumber")} <strong>{product.tableNumber}</strong>
            </span>
          ) : null}
          {product.price != null ? <span>{formatPrice(locale, product.price, product.currency || "EUR")}</span> : null}
          {topAward ? (
            <span className="rounded bg-accent/30 px-1.5 text-xs font-medium">
              {t(`vocab.medal.${topAward.medal}`)}
            </span>
          ) : null}
        </p>
      </div>
      {Favorite ? (
        <Favorite compact collectionId={linkBase.collectionId} type="product" id={product.id} name={title} />
      ) : null}
    </article>
  );
}
