import { Form, Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage } from "~/features/organizer/organizer-page.server";
import { parseProductQuery } from "~/features/search/filters";
import { searchProducts } from "~/features/search/search-service.server";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/products";

// /{locale}/organizer/products: the event's products, searched by the same
// index as the public list (any word of name, producer, exhibitor, origin),
// 24 a page, each leading to its edit form, history and removal; and the
// way to add one.

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const params = new URL(args.request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const sort = q ? "relevance" : "name";
  const search = parseProductQuery({ q: [q], page: [params.get("page") ?? "1"], sort: [sort] });
  const result = await searchProducts(db(), event.id, search, locale);
  return {
    locale,
    query,
    eventParam: params.get("event"),
    q,
    event: { name: event.name },
    total: result.total,
    page: result.page,
    pages: Math.max(1, Math.ceil(result.total / result.pageSize)),
    products: result.hits.map((hit) => ({
      id: hit.id,
      name: hit.vintage ? `${hit.name} ${hit.vintage}` : hit.name,
      exhibitor: hit.exhibitor.name,
    })),
    title: serverT(locale)("organizer:products.title"),
  };
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, eventParam, q, event, total, page, pages, products } = loaderData;
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (eventParam) params.set("event", eventParam);
    if (q) params.set("q", q);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("products.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("products.intro")}</p>
        <p className="mt-3">
          <Link to={`/${locale}/organizer/products/new${query}`} className={SECONDARY_BUTTON}>
            {t("products.add")}
          </Link>
        </p>
      </header>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
        <div className="min-w-64 grow">
          <label htmlFor="organizer-product-search" className="block text-sm font-semibold">
            {t("products.search")}
          </label>
          <input
            id="organizer-product-search"
            type="search"
            name="q"
            defaultValue={q}
            className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2"
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t("products.searchButton")}
        </button>
      </Form>
      <p role="status">{total === 0 ? t("products.none") : t("products.results", { count: total })}</p>
      {products.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("products.title")}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                {t("products.name")}
              </th>
              <th scope="col" className="py-2">
                {t("products.exhibitor")}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} className="border-b border-line align-top">
                <td className="py-2 pr-3">
                  <Link to={`/${locale}/organizer/products/${product.id}${query}`}>{product.name}</Link>
                </td>
                <td className="py-2">{product.exhibitor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("products.pages")} className="flex gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={SECONDARY_BUTTON}>
              {t("products.previous")}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={SECONDARY_BUTTON}>
              {t("products.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
