import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import type { AreaSummary } from "~/features/catalogue/types";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";

interface Props {
  areas: AreaSummary[];
  linkBase: LinkBase;
  locale: Locale;
}

/** The areas of the fair as cards; also the event home's teasers (`headingLevel` 2 or 3). */
export function AreaTeasers({ areas, linkBase, locale, headingLevel = 3 }: Props & { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("lists");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.id} className="flex flex-col overflow-hidden rounded-lg border border-line hover:border-primary">
          <CatalogueImage image={area.image} alt="" className="aspect-[3/1] w-full object-cover" />
          <div className="flex flex-1 flex-col p-4">
            <Heading className="text-lg font-semibold leading-snug">
              <SiteLink to={links.area(linkBase, area.slug)} prefetch="intent">
                {area.name}
              </SiteLink>
            </Heading>
            {area.description ? <p className="mt-1 line-clamp-3 text-sm text-muted">{area.description}</p> : null}
            <p className="mt-auto pt-2 text-sm font-medium">
              {t("exhibitorCount", {
                count: area.exhibitorCount,
                formatted: formatNumber(locale, area.exhibitorCount),
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The page listing the areas of the fair. */
export function AreasIndex({ areas, linkBase, locale }: Props) {
  const { t } = useTranslation("lists");
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("areas.title")}</h1>
      <p className="mt-2 text-muted">{t("areas.intro")}</p>
      <div className="mt-6">
        {areas.length === 0 ? (
          <p className="rounded-lg bg-wash p-8 text-center">{t("areas.empty")}</p>
        ) : (
          <AreaTeasers areas={areas} linkBase={linkBase} locale={locale} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
