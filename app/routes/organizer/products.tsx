import { Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { DataTable } from "~/components/ui/data-table";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { productName } from "~/features/catalogue/product-name";
import { CONSOLE_TABLE, ConsolePager, ConsoleSearch, pageHref } from "~/features/organizer/components/console-list";
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
      name: productName(hit),
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
      <ConsoleSearch
        id="organizer-product-search"
        label={t("products.search")}
        button={t("products.searchButton")}
        q={q}
        eventParam={eventParam}
      />
      <p role="status">{total === 0 ? t("products.none") : t("products.results", { count: total })}</p>
      {products.length > 0 ? (
        <DataTable
          {...CONSOLE_TABLE}
          caption={t("products.title")}
          columns={[
            {
              header: t("products.name"),
              cell: (product) => <Link to={`/${locale}/organizer/products/${product.id}${query}`}>{product.name}</Link>,
            },
            { header: t("products.exhibitor"), cell: (product) => product.exhibitor },
          ]}
          rows={products}
          rowKey={(row) => row.id}
        />
      ) : null}
      <ConsolePager
        label={t("products.pages")}
        page={page}
        pages={pages}
        href={(to) => pageHref({ eventParam, q }, to)}
        previous={t("products.previous")}
        next={t("products.next")}
      />
    </div>
  );
}
