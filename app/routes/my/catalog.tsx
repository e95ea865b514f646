import { Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { productName } from "~/features/catalogue/product-name";
import { bookletPagePath } from "~/features/exports/schemas";
import { loadWalkPlan, type WalkPlanEntry } from "~/features/favorites/walk-plan.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { eventParam, eventQuery, liveTarget, loadMyPage } from "~/features/my-pages/my-page.server";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { PrintButton } from "~/features/search-ui/print-button";
import { countryName, formatNumber, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/catalog";

// /{locale}/my/catalog: the user's personal catalogue, their bookmarked
// exhibitors and products grouped by stand in the order of a walk through the
// hall, with table numbers; printable, and exported by the booklet page.

const LIVE_RESOURCES = ["favorites"] as const;

interface Stop {
  exhibitor: WalkPlanEntry["exhibitor"];
  exhibitorFavoriteed: boolean;
  products: Extract<WalkPlanEntry, { type: "product" }>["product"][];
}

/** Entries come in walking order, each stand's together: one stop per stand. */
function stopsOf(entries: WalkPlanEntry[]): Stop[] {
  const stops: Stop[] = [];
  for (const entry of entries) {
    let stop = stops.at(-1);
    if (stop?.exhibitor.id !== entry.exhibitor.id) {
      stop = { exhibitor: entry.exhibitor, exhibitorFavoriteed: false, products: [] };
      stops.push(stop);
    }
    if (entry.type === "exhibitor") stop.exhibitorFavoriteed = true;
    else stop.products.push(entry.product);
  }
  return stops;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadMyPage({ params, request });
  const { locale, event, owner } = page;
  const entries = await loadWalkPlan(db(), { ...owner, locale, source: "catalog" });
  const query = eventQuery(request);
  const t = serverT(locale);
  return {
    locale,
    event: { id: event.id, name: event.name },
    live: liveTarget(page),
    stops: stopsOf(entries),
    query,
    bookletHref: bookletPagePath(locale, { source: "catalog", event: eventParam(request) }),
    title: `${t("my:catalog.title")} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyCatalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("my");
  const { locale, event, stops, query, live, bookletHref } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  return (
    <article aria-labelledby="page-title">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("catalog.title")}
        </h1>
        <p className="mt-1 text-muted">{t("catalog.intro", { event: event.name })}</p>
        <p className="mt-1 font-medium">
          {t("catalog.stops", { count: stops.length, formatted: formatNumber(locale, stops.length) })}
        </p>
        <div className="mt-3 flex flex-wrap gap-3 print:hidden">
          <PrintButton />
          <Link to={bookletHref} className={PRIMARY_BUTTON}>
            {t("catalog.export")}
          </Link>
        </div>
      </header>
      {stops.length === 0 ? (
        <p>{t("catalog.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {stops.map((stop) => (
            <li key={stop.exhibitor.id} className="break-inside-avoid rounded-lg border border-line p-4">
              <section aria-labelledby={`stop-${stop.exhibitor.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`stop-${stop.exhibitor.id}`} className="text-lg font-semibold">
                    <Link to={stop.exhibitor.path}>{stop.exhibitor.name}</Link>
                  </h2>
                  <span className="rounded bg-wash px-2 py-0.5 font-medium">
                    {stop.exhibitor.tableNumber
                      ? t("catalog.table", { table: stop.exhibitor.tableNumber })
                      : t("catalog.noTable")}
                  </span>
                </div>
                {stop.exhibitor.country ? (
                  <p className="text-sm text-muted">{countryName(locale, stop.exhibitor.country)}</p>
                ) : null}
                {stop.exhibitorFavoriteed ? <p className="mt-1 text-sm">{t("catalog.bookmarkedExhibitor")}</p> : null}
                {stop.products.length > 0 ? (
                  <ul className="mt-2 divide-y divide-line">
                    {stop.products.map((product) => (
                      <li key={product.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                        <div>
                          <Link to={product.path} className="font-medium">
                            {productName(product)}
                          </Link>
                          <p className="text-sm text-muted">
                            {[product.producer.name, product.denomination].filter(Boolean).join(" · ")}
                          </p>
                        </div>
                        <p className="text-sm">
                          {product.tableNumber && product.tableNumber !== stop.exhibitor.tableNumber ? (
                            <span className="mr-3">{t("catalog.table", { table: product.tableNumber })}</span>
                          ) : null}
                          {product.price != null ? (
                            <span>{formatPrice(locale, product.price, product.currency || "EUR")}</span>
                          ) : null}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
