import { Link } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import { countryName, formatNumber, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { Crumb } from "../structured-data";
import type { Exhibitor, ProductSummary } from "../types";
import { Breadcrumb } from "./breadcrumb";
import { useCatalogueActions } from "./catalogue-actions";
import { DetailSection } from "./detail-section";
import { DistributionList } from "./distribution-list";
import { ContactLinks, ContactPeople, LocationList } from "./exhibitor-contact";
import { FileList } from "./file-list";
import { OpeningHoursList } from "./opening-hours";
import { ProductGrid } from "./product-grid";
import { TagList } from "./tag-list";

interface Props {
  exhibitor: Exhibitor;
  products: ProductSummary[];
  crumbs: Crumb[];
  linkBase: LinkBase;
  locale: Locale;
  /** The exhibitor's page on the event's networking platform, when the event has one. */
  sponsorUrl: string | null;
}

export function ExhibitorPage({ exhibitor, products, crumbs, linkBase, locale, sponsorUrl }: Props) {
  const { t } = useTranslation("detail");
  const { Favorite } = useCatalogueActions();
  const { registration } = exhibitor;
  const list = (codes: string[], name: (code: string) => string) => codes.map(name).join(", ");
  const company = [
    exhibitor.founded
      ? { key: "founded", label: t("catalogue:fields.founded"), value: String(exhibitor.founded) }
      : null,
    exhibitor.languagesSpoken.length
      ? {
          key: "languages",
          label: t("catalogue:fields.languagesSpoken"),
          value: list(exhibitor.languagesSpoken, (c) => languageName(locale, c)),
        }
      : null,
    exhibitor.countries.length
      ? {
          key: "countries",
          label: t("catalogue:fields.countries"),
          value: list(exhibitor.countries, (c) => countryName(locale, c)),
        }
      : null,
  ].filter((row) => row !== null);
  const hasContact = Boolean(exhibitor.website || exhibitor.email || exhibitor.phone || sponsorUrl);

  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article aria-labelledby="exhibitor-title">
        <header className="flex flex-wrap items-start gap-6">
          {exhibitor.logo ? (
            <CatalogueImage
              image={exhibitor.logo}
              eager
              alt={t("exhibitor.logoAlt", { name: exhibitor.name })}
              className="h-24 w-40 object-contain"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <h1 id="exhibitor-title" className="text-3xl font-bold">
              {exhibitor.name}
            </h1>
            {exhibitor.brandName && exhibitor.brandName !== exhibitor.name ? (
              <p className="mt-1 text-lg">{exhibitor.brandName}</p>
            ) : null}
            {exhibitor.country ? <p className="mt-1 text-muted">{countryName(locale, exhibitor.country)}</p> : null}
            {exhibitor.tableNumber ? (
              <p className="mt-3 inline-block rounded bg-wash px-3 py-1 text-lg">
                {t("catalogue:fields.tableNumber")} <strong>{exhibitor.tableNumber}</strong>
              </p>
            ) : null}
            {Favorite ? (
              <div className="mt-4">
                <Favorite
                  collectionId={linkBase.collectionId}
                  type="exhibitor"
                  id={exhibitor.id}
                  name={exhibitor.name}
                />
              </div>
            ) : null}
          </div>
        </header>

        {exhibitor.description ? <p className="mt-6 max-w-prose whitespace-pre-line">{exhibitor.description}</p> : null}

        {registration.kind === "grouped" || exhibitor.areas.length > 0 ? (
          <DetailSection id="at-the-fair" title={t("exhibitor.atTheFair")}>
            {registration.kind === "grouped" ? (
              <p>
                {registration.name ? t("exhibitor.stand", { name: registration.name }) : t("exhibitor.sharedStand")}
              </p>
            ) : null}
            {registration.coExhibitors.length > 0 ? (
              <>
                <h3 className="mt-3 font-semibold">
                  {t("exhibitor.coExhibitors", { count: registration.coExhibitors.length })}
                </h3>
                <ul className="mt-1 list-disc pl-5">
                  {registration.coExhibitors.map((co) => (
                    <li key={co.id}>
                      <Link to={links.exhibitor(linkBase, co.id)}>{co.name}</Link>
                      {co.tableNumber ? ` · ${t("catalogue:fields.tableNumber")} ${co.tableNumber}` : ""}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {exhibitor.areas.length > 0 ? (
              <>
                <h3 className="mt-3 font-semibold">{t("exhibitor.areas", { count: exhibitor.areas.length })}</h3>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {exhibitor.areas.map((area) => (
                    <li key={area.slug}>
                      <Link
                        to={links.area(linkBase, area.slug)}
                        className="inline-block rounded-full border border-primary px-3 py-0.5 text-sm"
                      >
                        {area.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </DetailSection>
        ) : null}

        <div className="grid gap-x-10 md:grid-cols-2">
          {hasContact ? (
            <DetailSection id="contact" title={t("exhibitor.contact")}>
              <ContactLinks website={exhibitor.website} email={exhibitor.email} phone={exhibitor.phone} />
              {sponsorUrl ? (
                <p className="mt-3">
                  <a href={sponsorUrl} rel="noopener" className={PRIMARY_BUTTON}>
                    {t("exhibitor.networking")}
                  </a>
                </p>
              ) : null}
            </DetailSection>
          ) : null}
          {company.length > 0 || exhibitor.offering.length > 0 ? (
            <DetailSection id="company" title={t("exhibitor.company")}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {company.map((row) => (
                  <div key={row.key} className="contents">
                    <dt className="font-medium text-muted">{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
              {exhibitor.offering.length > 0 ? (
                <>
                  <h3 className="mb-2 mt-4 font-semibold">{t("catalogue:fields.offering")}</h3>
                  <TagList items={exhibitor.offering.map((o) => t(`catalogue:vocab.offering.${o}`))} />
                </>
              ) : null}
            </DetailSection>
          ) : null}
          {exhibitor.openingHours.length > 0 || exhibitor.openingHoursNote ? (
            <DetailSection id="opening-hours" title={t("catalogue:fields.openingHours")}>
              <OpeningHoursList hours={exhibitor.openingHours} note={exhibitor.openingHoursNote} locale={locale} />
            </DetailSection>
          ) : null}
          {exhibitor.distribution.length > 0 ? (
            <DetailSection id="distribution" title={t("catalogue:fields.distribution")}>
              <DistributionList distribution={exhibitor.distribution} locale={locale} />
            </DetailSection>
          ) : null}
        </div>

        {exhibitor.locations.length > 0 ? (
          <DetailSection id="locations" title={t("catalogue:fields.locations")}>
            <LocationList locations={exhibitor.locations} locale={locale} />
          </DetailSection>
        ) : null}
        {exhibitor.contacts.length > 0 ? (
          <DetailSection id="contacts" title={t("catalogue:fields.contacts")}>
            <ContactPeople contacts={exhibitor.contacts} />
          </DetailSection>
        ) : null}
        {exhibitor.files.length > 0 ? (
          <DetailSection id="files" title={t("catalogue:fields.files")}>
            <FileList files={exhibitor.files} locale={locale} />
          </DetailSection>
        ) : null}
      </article>

      <DetailSection
        id="products"
        title={t("exhibitor.products", { count: products.length, formatted: formatNumber(locale, products.length) })}
      >
        {products.length > 0 ? (
          <ProductGrid products={products} linkBase={linkBase} />
        ) : (
          <p className="text-muted">{t("exhibitor.noProducts")}</p>
        )}
      </DetailSection>
    </>
  );
}
