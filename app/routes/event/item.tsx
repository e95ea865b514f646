import type { AppLoadContext } from "react-router";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cachePublicly } from "~/.server/request-context";
import { getArea } from "~/features/catalogue/areas.server";
import { AreaPage } from "~/features/catalogue/components/area-page";
import { ExhibitorPage } from "~/features/catalogue/components/exhibitor-page";
import { ProducerPage } from "~/features/catalogue/components/producer-page";
import { ProductListPage } from "~/features/catalogue/components/product-list-page";
import { getExhibitor } from "~/features/catalogue/exhibitors.server";
import { getProducer } from "~/features/catalogue/producers.server";
import { getProductList } from "~/features/catalogue/product-lists.server";
import { breadcrumbJsonLd, type Crumb, itemListJsonLd, organizationJsonLd } from "~/features/catalogue/structured-data";
import { type EventContext, loadEventContext } from "~/features/events/event-context.server";
import type { EventSettings } from "~/features/events/types";
import { exhibitorCardsByIds } from "~/features/search/exhibitor-cards.server";
import {
  exhibitorProductSummaries,
  producerProductSummaries,
  productSummariesByIds,
} from "~/features/search/product-summaries.server";
import { absoluteUrl, links, sectionOf } from "~/lib/links";
import { localizePath } from "~/lib/locale-path";
import { pageMeta, summarize } from "~/lib/seo";
import type { Route } from "./+types/item";

// One route, `{section}/{itemId}`, for the four detail pages whose list
// segment each event configures: exhibitor, producer, product list, area.

interface Page extends EventContext {
  context: AppLoadContext;
  itemId: string;
  pathname: string;
}

function networkingUrl(settings: EventSettings): string | null {
  return /^https?:\/\//.test(settings.networkingUrl) ? settings.networkingUrl : null;
}

function metaOf(
  page: Page,
  title: string,
  description: string,
  image: string | null,
  jsonLd: Record<string, unknown>[],
) {
  const t = serverT(page.locale);
  return pageMeta({
    locale: page.locale,
    title,
    description: summarize(description) || t("detail:metaDescription", { name: title, event: page.event.name }),
    siteName: t("meta.siteName"),
    origin: page.context.origin,
    path: page.pathname,
    image,
    jsonLd,
  });
}

function crumbsOf(page: Page, section: Crumb, label: string): Crumb[] {
  return [{ label: page.event.name, to: links.eventHome(page.linkBase) }, section, { label }];
}

const canonical = (page: Page) => absoluteUrl(page.context.origin, localizePath(page.pathname, page.locale));
const breadcrumbLd = (page: Page, crumbs: Crumb[]) =>
  breadcrumbJsonLd({ origin: page.context.origin, locale: page.locale, crumbs, currentPath: page.pathname });

async function exhibitorPage(page: Page) {
  const { event, locale } = page;
  const exhibitor = await getExhibitor(db(), {
    eventId: event.id,
    exhibitorId: page.itemId,
    locale,
    fallbackLocale: event.defaultLocale,
  });
  if (!exhibitor) notFound();
  const products = await exhibitorProductSummaries(db(), { eventId: event.id, exhibitorId: exhibitor.id, locale });
  cachePublicly(
    page.context,
    `exhibitor:${exhibitor.id}`,
    ...exhibitor.registration.coExhibitors.map((co) => `exhibitor:${co.id}`),
    ...products.map((p) => `product:${p.id}`),
    `catalogue:${event.id}`,
  );
  const platform = networkingUrl(event.settings);
  const crumbs = crumbsOf(
    page,
    { label: serverT(locale)("catalogue:nav.exhibitors"), to: links.exhibitors(page.linkBase) },
    exhibitor.name,
  );
  return {
    page: "exhibitor" as const,
    // The event decides whether distribution is public at all.
    exhibitor: event.settings.showDistributionDetails === "none" ? { ...exhibitor, distribution: [] } : exhibitor,
    products,
    crumbs,
    sponsorUrl: platform && exhibitor.networkingId ? links.networkingSponsor(platform, exhibitor.networkingId) : null,
    meta: metaOf(page, exhibitor.name, exhibitor.description, exhibitor.logo?.src ?? null, [
      organizationJsonLd({ origin: page.context.origin, url: canonical(page), ...exhibitor }),
      breadcrumbLd(page, crumbs),
    ]),
  };
}

async function producerPage(page: Page) {
  const { event, locale } = page;
  const producer = await getProducer(db(), {
    eventId: event.id,
    producerId: page.itemId,
    locale,
    fallbackLocale: event.defaultLocale,
  });
  if (!producer) notFound();
  const products = await producerProductSummaries(db(), { eventId: event.id, producerId: producer.id, locale });
  cachePublicly(
    page.context,
    `producer:${producer.id}`,
    ...products.map((p) => `product:${p.id}`),
    `catalogue:${event.id}`,
  );
  const crumbs = crumbsOf(
    page,
    { label: serverT(locale)("catalogue:nav.producers"), to: links.producers(page.linkBase) },
    producer.name,
  );
  return {
    page: "producer" as const,
    producer,
    products,
    crumbs,
    meta: metaOf(page, producer.name, producer.description, producer.logo?.src ?? null, [
      organizationJsonLd({ origin: page.context.origin, url: canonical(page), ...producer }),
      breadcrumbLd(page, crumbs),
    ]),
  };
}

async function productListPage(page: Page) {
  const { event, locale } = page;
  const found = await getProductList(db(), {
    eventId: event.id,
    idOrSlug: page.itemId,
    locale,
    fallbackLocale: event.defaultLocale,
  });
  if (!found) notFound();
  const { productIds, ...list } = found;
  const products = await productSummariesByIds(db(), { eventId: event.id, productIds });
  cachePublicly(
    page.context,
    `productList:${list.id}`,
    ...products.map((p) => `product:${p.id}`),
    `catalogue:${event.id}`,
  );
  const crumbs = crumbsOf(
    page,
    { label: serverT(locale)("catalogue:eventHome.productLists"), to: links.eventHome(page.linkBase) },
    list.name,
  );
  const items = products.map((p) => ({
    name: p.name,
    to: links.productByExhibitor(page.linkBase, p.exhibitor.id, p.id),
  }));
  return {
    page: "productList" as const,
    list,
    products,
    crumbs,
    meta: metaOf(page, list.name, list.description, null, [
      itemListJsonLd({ origin: page.context.origin, locale, name: list.name, items }),
      breadcrumbLd(page, crumbs),
    ]),
  };
}

async function areaPage(page: Page) {
  const { event, locale } = page;
  const found = await getArea(db(), {
    eventId: event.id,
    slug: page.itemId,
    locale,
    fallbackLocale: event.defaultLocale,
  });
  if (!found) notFound();
  const { exhibitorIds, ...area } = found;
  const exhibitors = await exhibitorCardsByIds(db(), { eventId: event.id, exhibitorIds, locale });
  cachePublicly(
    page.context,
    `area:${area.id}`,
    ...exhibitors.map((e) => `exhibitor:${e.id}`),
    `catalogue:${event.id}`,
  );
  const crumbs = crumbsOf(
    page,
    { label: serverT(locale)("catalogue:eventHome.areas"), to: links.eventHome(page.linkBase) },
    area.name,
  );
  const items = exhibitors.map((e) => ({ name: e.name, to: links.exhibitor(page.linkBase, e.id) }));
  return {
    page: "area" as const,
    area,
    exhibitors,
    crumbs,
    meta: metaOf(page, area.name, area.description, area.image?.src ?? null, [
      itemListJsonLd({ origin: page.context.origin, locale, name: area.name, items }),
      breadcrumbLd(page, crumbs),
    ]),
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const eventContext = await loadEventContext(params, context);
  const page: Page = { ...eventContext, context, itemId: params.itemId, pathname: new URL(request.url).pathname };
  const shared = { locale: page.locale, linkBase: page.linkBase };
  switch (sectionOf(eventContext.event.settings.segments, params.section)) {
    case "exhibitors":
      return { ...shared, ...(await exhibitorPage(page)) };
    case "producers":
      return { ...shared, ...(await producerPage(page)) };
    case "productLists":
      return { ...shared, ...(await productListPage(page)) };
    case "areas":
      return { ...shared, ...(await areaPage(page)) };
    default:
      notFound();
  }
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function ItemRoute({ loaderData: data }: Route.ComponentProps) {
  switch (data.page) {
    case "exhibitor":
      return (
        <ExhibitorPage
          exhibitor={data.exhibitor}
          products={data.products}
          crumbs={data.crumbs}
          sponsorUrl={data.sponsorUrl}
          linkBase={data.linkBase}
          locale={data.locale}
        />
      );
    case "producer":
      return (
        <ProducerPage
          producer={data.producer}
          products={data.products}
          crumbs={data.crumbs}
          linkBase={data.linkBase}
          locale={data.locale}
        />
      );
    case "productList":
      return (
        <ProductListPage
          list={data.list}
          products={data.products}
          crumbs={data.crumbs}
          linkBase={data.linkBase}
          locale={data.locale}
        />
      );
    case "area":
      return (
        <AreaPage
          area={data.area}
          exhibitors={data.exhibitors}
          crumbs={data.crumbs}
          linkBase={data.linkBase}
          locale={data.locale}
        />
      );
  }
}
