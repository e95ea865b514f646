import { useLocation } from "react-router";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { listAreas, listProductLists } from "~/features/catalogue/list-indexes.server";
import { listEventProducers } from "~/features/catalogue/producers-list.server";
import { loadEventContext } from "~/features/events/event-context.server";
import { useEventData } from "~/features/events/use-event-data";
import {
  exhibitorQueryToFilters,
  parseExhibitorQuery,
  parseProductQuery,
  productQueryToFilters,
} from "~/features/search/filters";
import { wholeFacets, withFoldedFacets } from "~/features/search/fold-facets";
import { EXHIBITOR_FACETS, PRODUCT_FACETS } from "~/features/search/query";
import { searchExhibitors, searchProducts } from "~/features/search/search-service.server";
import { AreasIndex } from "~/features/search-ui/areas-index";
import { ExhibitorSearch } from "~/features/search-ui/exhibitor-search";
import { ProducersPage } from "~/features/search-ui/producers-page";
import { ProductListsIndex } from "~/features/search-ui/product-lists-index";
import { ProductSearch } from "~/features/search-ui/product-search";
import { formatNumber } from "~/lib/format";
import { filtersFromSearchParams } from "~/lib/hash-filters";
import { keepDataOnHashChange } from "~/lib/keep-data-on-hash-change";
import { sectionOf } from "~/lib/links";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/section";

// The list pages of an event. Their URL segments are configured per event,
// so one route takes any segment and dispatches on what it names there.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { event, locale } = await loadEventContext(params, context);
  const section = sectionOf(event.settings.segments, params.section);
  if (!section) notFound();
  // Any catalogue write in the event may change a list's results or counts.
  // A list shows cards, orders and counts: any listed change in the event (catalogueChangeTags).
  cachePublicly(context, `listing:${event.id}`, `catalogue:${event.id}`);
  const url = new URL(request.url);
  const t = serverT(locale);
  const meta = (title: string, description: string) =>
    pageMeta({
      locale,
      title: `${title} · ${event.name}`,
      description,
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: url.pathname,
    });
  const n = (value: number) => formatNumber(locale, value);
  // React Router hands loaders a re-serialized query string (list commas
  // arrive as %2C), so the decoded parameters are split at every comma.
  const raw = filtersFromSearchParams(url.searchParams);
  const fallbackLocale = event.defaultLocale;

  switch (section) {
    case "products": {
      const query = parseProductQuery(raw);
      const result = await searchProducts(db(), event.id, query, locale);
      return {
        kind: "products" as const,
        locale,
        results: {
          ...withFoldedFacets(result, wholeFacets(raw, PRODUCT_FACETS)),
          filters: productQueryToFilters(query),
        },
        meta: meta(t("lists:products.title"), t("lists:products.description", { event: event.name })),
      };
    }
    case "exhibitors": {
      const query = parseExhibitorQuery(raw);
      const result = await searchExhibitors(db(), event.id, query, locale);
      return {
        kind: "exhibitors" as const,
        locale,
        results: {
          ...withFoldedFacets(result, wholeFacets(raw, EXHIBITOR_FACETS)),
          filters: exhibitorQueryToFilters(query),
        },
        meta: meta(t("lists:exhibitors.title"), t("lists:exhibitors.description", { event: event.name })),
      };
    }
    case "producers": {
      const q = (raw.q?.[0] ?? "").trim().slice(0, 100);
      const page = Number(raw.page?.[0] ?? 1);
      const list = await listEventProducers(db(), { eventId: event.id, locale, q, page });
      return {
        kind: "producers" as const,
        locale,
        q,
        list,
        meta: meta(
          t("lists:producers.title"),
          t("lists:producers.description", { event: event.name, count: list.total, formatted: n(list.total) }),
        ),
      };
    }
    case "productLists": {
      const lists = await listProductLists(db(), { eventId: event.id, locale, fallbackLocale });
      return {
        kind: "productLists" as const,
        locale,
        lists,
        meta: meta(t("lists:productLists.title"), t("lists:productLists.description", { event: event.name })),
      };
    }
    case "areas": {
      const areas = await listAreas(db(), { eventId: event.id, locale, fallbackLocale });
      return {
        kind: "areas" as const,
        locale,
        areas,
        meta: meta(t("lists:areas.title"), t("lists:areas.description", { event: event.name })),
      };
    }
  }
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export const shouldRevalidate = keepDataOnHashChange;

export default function Section({ loaderData }: Route.ComponentProps) {
  const { linkBase, event } = useEventData();
  const { pathname } = useLocation();
  const { locale } = loaderData;
  // Keyed by path: another event's list starts from its own results.
  switch (loaderData.kind) {
    case "products":
      return <ProductSearch key={pathname} initial={loaderData.results} linkBase={linkBase} locale={locale} />;
    case "exhibitors":
      return (
        <ExhibitorSearch
          key={pathname}
          initial={loaderData.results}
          linkBase={linkBase}
          locale={locale}
          showDistribution={event.settings.showDistributionDetails !== "none"}
        />
      );
    case "producers":
      return (
        <ProducersPage
          list={loaderData.list}
          q={loaderData.q}
          linkBase={linkBase}
          locale={locale}
          pathname={pathname}
        />
      );
    case "productLists":
      return <ProductListsIndex lists={loaderData.lists} linkBase={linkBase} locale={locale} />;
    case "areas":
      return <AreasIndex areas={loaderData.areas} linkBase={linkBase} locale={locale} />;
  }
}
