import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import { countryName, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import { isLocale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";
import type { ExhibitorSummary } from "../types";
import { useCatalogueActions } from "./catalogue-actions";

export type ExhibitorCardData = ExhibitorSummary & { productCount?: number };

/** An exhibitor in a list: logo, name, country, table and number of products; the bookmark sits beside the link, not in it. */
export function ExhibitorCard({
  exhibitor,
  linkBase,
  eager = false,
}: {
  exhibitor: ExhibitorCardData;
  linkBase: LinkBase;
  /** One of the first cards of a page: its logo is above the fold. */
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const { Favorite } = useCatalogueActions();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <article className="flex h-full items-center gap-3 rounded-lg border border-line bg-paper p-3 hover:border-primary">
      <div className="flex h-14 w-14 shrink-0 items-center justify-center">
        <CatalogueImage
          image={exhibitor.logo}
          alt=""
          className="max-h-14 w-14 object-contain"
          sizes="56px"
          eager={eager}
        />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold leading-snug">
          <SiteLink
            to={links.exhibitor(linkBase, exhibitor.id)}
            prefetch="intent"
            className="text-ink hover:text-primary"
          >
            {exhibitor.name}
          </SiteLink>
        </h3>
        <p className="text-sm text-muted">
          {exhibitor.country ? countryName(locale, exhibitor.country) : null}
          {exhibitor.tableNumber ? ` · ${t("fields.tableNumber")} ${exhibitor.tableNumber}` : null}
        </p>
        {exhibitor.productCount != null ? (
          <p className="text-sm">
            {t("eventHome.productCount", {
              count: exhibitor.productCount,
              formatted: formatNumber(locale, exhibitor.productCount),
            })}
          </p>
        ) : null}
      </div>
      {Favorite ? (
        <Favorite
          compact
          collectionId={linkBase.collectionId}
          type="exhibitor"
          id={exhibitor.id}
          name={exhibitor.name}
        />
      ) : null}
    </article>
  );
}
