import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import { formatOrigin } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";
import { AwardList } from "./award-list";
import type { Fact, ShownProduct } from "./product-facts";
import { TagList } from "./tag-list";

interface Props {
  product: ShownProduct;
  trade: Fact[];
  linkBase: LinkBase;
  locale: Locale;
}

/** The top of the product page: bottle, name, origin, who makes and who shows it, awards, description. */
export function ProductHeader({ product, trade, linkBase, locale }: Props) {
  const { t } = useTranslation("detail");
  const producer = product.producer;
  // When the exhibitor stands in for a missing producer, the producer is the exhibitor's page.
  const producerLink = producer.isExhibitor
    ? links.exhibitor(linkBase, producer.id)
    : links.producer(linkBase, producer.id);
  const origin = formatOrigin(locale, product.denomination, product.country);
  const kicker = [
    t(`catalogue:vocab.kind.${product.kind}`),
    product.color ? t(`catalogue:vocab.color.${product.color}`, { defaultValue: product.color }) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const characteristics = product.characteristics.map((c) => t(`catalogue:vocab.characteristic.${c}`));

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,320px)_1fr]">
      <div className="flex items-start justify-center rounded-lg bg-wash p-4">
        {product.bottleImage ? (
          <CatalogueImage
            image={product.bottleImage}
            eager
            alt={product.bottleImage.alt || t("product.bottleAlt", { name: product.name })}
            className="h-auto max-h-64 w-auto max-w-full object-contain md:max-h-[28rem]"
          />
        ) : (
          <p className="py-8 text-sm text-muted md:py-16">{t("product.noImage")}</p>
        )}
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{kicker}</p>
        <h1 id="product-title" className="mt-1 text-3xl font-bold">
          {product.name}
          {product.vintage ? <span className="font-normal"> {product.vintage}</span> : null}
        </h1>
        {product.isNew ? (
          <p className="mt-2 inline-block rounded bg-accent px-2 py-0.5 text-sm font-semibold text-ink">
            {t("product.new")}
          </p>
        ) : null}
        {origin ? <p className="mt-2 text-lg text-muted">{origin}</p> : null}

        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <div className="contents">
            <dt className="font-medium text-muted">{t("catalogue:fields.producer")}</dt>
            <dd>
              <SiteLink to={producerLink}>{producer.name}</SiteLink>
            </dd>
          </div>
          <div className="contents">
            <dt className="font-medium text-muted">{t("catalogue:fields.exhibitor")}</dt>
            <dd>
              <SiteLink to={links.exhibitor(linkBase, product.exhibitor.id)}>{product.exhibitor.name}</SiteLink>
            </dd>
          </div>
          {trade.map((fact) => (
            <div key={fact.field} className="contents">
              <dt className="font-medium text-muted">{t(`catalogue:fields.${fact.field}`)}</dt>
              <dd className={fact.field === "tableNumber" || fact.field === "price" ? "font-semibold" : ""}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>

        {characteristics.length > 0 ? (
          <div className="mt-4">
            <TagList items={characteristics} label={t("catalogue:fields.characteristics")} tone="accent" />
          </div>
        ) : null}
        {product.awards.length > 0 ? (
          <div className="mt-4">
            <h2 className="sr-only">{t("catalogue:fields.awards")}</h2>
            <AwardList awards={product.awards} />
          </div>
        ) : null}
        {product.description ? <p className="mt-4 whitespace-pre-line">{product.description}</p> : null}
      </div>
    </div>
  );
}
