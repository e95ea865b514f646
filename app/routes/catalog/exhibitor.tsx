import { Link } from "react-router";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { DataTable } from "~/components/ui/data-table";
import { getPrimaryEvent } from "~/features/events/events.server";
import { getPrintCatalogueEntry } from "~/features/search/print-catalogue.server";
import { PrintButton } from "~/features/search-ui/print-button";
import { countryName, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import { isLocale } from "~/lib/locales";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/exhibitor";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const locale = params.locale;
  const event = await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  const entry = await getPrintCatalogueEntry(db(), {
    eventId: event.id,
    page: params.page,
    locale,
    fallbackLocale: event.defaultLocale,
  });
  if (!entry) notFound();
  // A page of the print catalogue: the exhibitor with its products' cards, numbered among all.
  cachePublicly(
    context,
    "events",
    `event:${event.id}`,
    `listing:${event.id}`,
    `catalogue:${event.id}`,
    `exhibitor:${entry.exhibitor.id}`,
  );
  const t = serverT(locale);
  const linkBase: LinkBase = { locale, collectionId: event.id, segments: event.settings.segments };
  return {
    locale,
    linkBase,
    eventName: event.name,
    currency: event.settings.currency,
    ...entry,
    meta: pageMeta({
      locale,
      title: `${entry.exhibitor.name} · ${t("lists:catalog.title")} ${event.name}`,
      description:
        entry.shortDescription ||
        t("lists:catalog.entryDescription", { exhibitor: entry.exhibitor.name, event: event.name }),
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: new URL(request.url).pathname,
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** One exhibitor's catalogue entry: table, contact, short description and its products in a compact table. */
export default function PrintCatalogueExhibitor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lists");
  const { locale, linkBase, exhibitor, shortDescription, products, eventName, currency } = loaderData;
  const location = exhibitor.locations[0];
  const address = location
    ? [
        location.street,
        [location.postalCode, location.city].filter(Boolean).join(" "),
        location.country ? countryName(locale, location.country) : "",
      ].filter(Boolean)
    : exhibitor.country
      ? [countryName(locale, exhibitor.country)]
      : [];
  return (
    <article>
      <p className="print:hidden">
        <Link to={links.printCatalogue(locale)}>← {t("catalog.back", { event: eventName })}</Link>
      </p>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
        <div>
          <h1 className="text-3xl font-bold">{exhibitor.name}</h1>
          {exhibitor.brandName && exhibitor.brandName !== exhibitor.name ? (
            <p className="text-muted">{exhibitor.brandName}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-4">
          {exhibitor.tableNumber ? (
            <p className="rounded-md bg-primary px-4 py-2 text-center text-paper print:border print:border-ink print:text-ink">
              <span className="block text-xs uppercase tracking-wide">{t("catalog.table")}</span>
              <span className="text-2xl font-bold tabular-nums">{exhibitor.tableNumber}</span>
            </p>
          ) : null}
          <PrintButton />
        </div>
      </header>

      <div className="mt-6 grid gap-6 md:grid-cols-[2fr_1fr]">
        <div>
          {shortDescription ? <p className="whitespace-pre-line">{shortDescription}</p> : null}
          <p className="mt-3 print:hidden">
            <Link to={links.exhibitor(linkBase, exhibitor.id)} prefetch="intent" className="font-medium">
              {t("catalog.fullPage")}
            </Link>
          </p>
        </div>
        <section
          aria-labelledby="catalog-contact"
          className="rounded-lg bg-wash p-4 text-sm print:bg-transparent print:p-0"
        >
          <h2 id="catalog-contact" className="font-semibold uppercase tracking-wide text-muted">
            {t("catalog.contact")}
          </h2>
          {address.length > 0 ? (
            <address className="mt-2 not-italic">
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
          <ul className="mt-2 space-y-0.5">
            {exhibitor.phone ? (
              <li>
                {t("catalog.label", { label: t("catalogue:fields.phone") })}{" "}
                <a href={`tel:${exhibitor.phone.replace(/\s+/g, "")}`}>{exhibitor.phone}</a>
              </li>
            ) : null}
            {exhibitor.email ? (
              <li>
                {t("catalog.label", { label: t("catalogue:fields.email") })}{" "}
                <a href={`mailto:${exhibitor.email}`}>{exhibitor.email}</a>
              </li>
            ) : null}
            {exhibitor.website ? (
              <li>
                {t("catalog.label", { label: t("catalogue:fields.website") })}{" "}
                <a href={exhibitor.website} rel="noopener" data-outbound="website">
                  {exhibitor.website.replace(/^https?:\/\//, "")}
                </a>
              </li>
            ) : null}
          </ul>
          {exhibitor.contacts.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {exhibitor.contacts.map((contact) => (
                <li key={contact.id}>
                  <span className="font-medium">{contact.name}</span>
                  {contact.jobTitle ? <span className="text-muted">, {contact.jobTitle}</span> : null}
                  {contact.email ? (
                    <span className="block">
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </span>
                  ) : null}
                  {contact.phone ? <span className="block">{contact.phone}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="catalog-products" className="mt-8">
        <h2 id="catalog-products" className="text-xl font-semibold">
          {t("catalog.products")}
        </h2>
        {products.length === 0 ? (
          <p className="mt-2 text-muted">{t("catalog.noProducts")}</p>
        ) : (
          <DataTable
            caption={t("catalog.products")}
            className="mt-3"
            tableClassName="text-sm"
            headerRowClassName="border-b-2 border-ink"
            rowClassName="break-inside-avoid border-b border-line"
            columns={[
              {
                header: t("catalog.columns.name"),
                rowHeader: true,
                cellClassName: "py-1.5 pr-3 font-medium",
                cell: (product) => (
                  <Link to={links.productByExhibitor(linkBase, exhibitor.id, product.id)} prefetch="intent">
                    {product.name}
                  </Link>
                ),
              },
              {
                header: t("catalog.columns.vintage"),
                cellClassName: "py-1.5 pr-3 tabular-nums",
                cell: (product) => product.vintage ?? "–",
              },
              {
                header: t("catalog.columns.denomination"),
                cellClassName: "py-1.5 pr-3",
                cell: (product) => product.denomination || "–",
              },
              {
                header: t("catalog.columns.color"),
                cellClassName: "py-1.5 pr-3",
                cell: (product) =>
                  product.color ? t(`catalogue:vocab.color.${product.color}`, { defaultValue: product.color }) : "–",
              },
              {
                header: t("catalog.columns.price"),
                headerClassName: "py-2 text-right",
                cellClassName: "py-1.5 text-right tabular-nums",
                cell: (product) =>
                  product.price != null ? formatPrice(locale, product.price, product.currency || currency) : "–",
              },
            ]}
            rows={products}
            rowKey={(product) => product.id}
          />
        )}
      </section>
    </article>
  );
}
