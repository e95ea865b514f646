import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import type { ExhibitorCard as ExhibitorCardData } from "~/features/catalogue/documents";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { LinkBase } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { AreaDetail } from "../areas.server";
import type { Crumb } from "../structured-data";
import { Breadcrumb } from "./breadcrumb";
import { ExhibitorCard } from "./exhibitor-card";

interface Props {
  area: Omit<AreaDetail, "exhibitorIds">;
  exhibitors: ExhibitorCardData[];
  crumbs: Crumb[];
  linkBase: LinkBase;
  locale: Locale;
}

/** An area of the fair's floor and the exhibitors in it. */
export function AreaPage({ area, exhibitors, crumbs, linkBase, locale }: Props) {
  const { t } = useTranslation("detail");
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <section aria-labelledby="area-title">
        {area.image ? (
          <CatalogueImage image={area.image} eager alt="" className="mb-6 max-h-72 w-full rounded-lg object-cover" />
        ) : null}
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("area.kicker")}</p>
        <h1 id="area-title" className="text-3xl font-bold">
          {area.name}
        </h1>
        {area.description ? <p className="mt-3 max-w-prose whitespace-pre-line">{area.description}</p> : null}
        <h2 className="mb-4 mt-6 text-xl font-semibold">
          {t("area.count", { count: exhibitors.length, formatted: formatNumber(locale, exhibitors.length) })}
        </h2>
        {exhibitors.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {exhibitors.map((exhibitor) => (
              <li key={exhibitor.id}>
                <ExhibitorCard exhibitor={exhibitor} linkBase={linkBase} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t("area.empty")}</p>
        )}
      </section>
    </>
  );
}
