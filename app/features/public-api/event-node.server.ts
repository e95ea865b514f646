import type { GraphQLResolveInfo } from "graphql";
import type { DB } from "~/.server/db";
import { listProductLists } from "~/features/catalogue/list-indexes.server";
import { getProductList } from "~/features/catalogue/product-lists.server";
import type { ProductListSummary } from "~/features/catalogue/types";
import {
  getPublishedContent,
  listPublishedContent,
  type ShownContent,
} from "~/features/content-pages/published-pages.server";
import type { EventSummary } from "~/features/events/types";
import { DEFAULT_SORT, PRODUCT_FACETS, type PRODUCT_SORTS, type ProductQuery } from "~/features/search/query";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import type { Locale } from "~/lib/locales";
import { decodeCursor, firstOf, MAX_REGISTRATIONS_FIRST, type PageArgs, page } from "./api-arguments";
import type { ApiContext } from "./api-context.server";
import { exhibitorNode } from "./exhibitor-node.server";
import { askedFields } from "./look-ahead";
import { preloadFor, productNode } from "./product-node.server";

type ProductArgs = PageArgs & {
  query?: string | null;
  filter?: Partial<Record<(typeof PRODUCT_FACETS)[number], string[] | null>> | null;
  sort?: (typeof PRODUCT_SORTS)[number] | null;
};

/**
 * A page's products with what the query asks of them loaded for all of them
 * at once (look-ahead.ts). A load that fails fails only the fields that need
 * it, as without the preload: those fields answer its failure, the page the rest.
 */
async function preloaded(nodes: ReturnType<typeof productNode>[], info: GraphQLResolveInfo): Promise<void> {
  const wants = preloadFor(askedFields(info, ["nodes"]));
  if (wants) await Promise.allSettled(nodes.map((node) => node.preload(wants)));
}

/** A product list; its products are read when asked for, a page at a time by position. */
function listNode(
  ctx: ApiContext,
  eventId: string,
  locale: Locale,
  list: ProductListSummary & { productIds?: string[] },
) {
  return {
    productListId: list.id,
    slug: list.slug,
    name: list.name,
    description: list.description,
    products: async ({ first, after }: PageArgs, _ctx: unknown, info: GraphQLResolveInfo) => {
      const size = firstOf(first);
      const offset = (decodeCursor(after, "o") as number | null) ?? 0;
      const [items, index] = await Promise.all([
        list.productIds ?? ctx.listItems(eventId)(list.id),
        getProductIndex(ctx.db, eventId),
      ]);
      const ids = items ?? [];
      const nodes = ids.slice(offset, offset + size + 1).flatMap((id) => {
        const doc = index.get(id);
        return doc ? [productNode(ctx, eventId, locale, doc)] : [];
      });
      await preloaded(nodes.slice(0, size), info);
      return page(nodes, size, { offset: offset + size }, ids.length);
    },
  };
}

/** A published content page: the fields of ContentPage, nothing of its draft. */
function contentPageNode(page: ShownContent) {
  return {
    pageId: page.pageId,
    slug: page.slug,
    locale: page.locale,
    title: page.title,
    html: page.html,
    locales: page.locales,
  };
}

export function eventNode(ctx: ApiContext, event: EventSummary, locale: Locale) {
  const { db } = ctx;
  return {
    contentPages: async () => (await listPublishedContent(db, { eventId: event.id, locale })).map(contentPageNode),
    contentPage: async ({ slug }: { slug: string }) => {
      const page = await getPublishedContent(db, { eventId: event.id, slug, kind: "page", locale });
      return page ? contentPageNode(page) : null;
    },
    productLists: async () =>
      (await listProductLists(db, { eventId: event.id, locale })).map((list) => listNode(ctx, event.id, locale, list)),
    productList: async ({ productListId }: { productListId: string }) => {
      const list = await getProductList(db, { eventId: event.id, idOrSlug: productListId, locale });
      return list ? listNode(ctx, event.id, locale, list) : null;
    },
    eventId: event.id,
    slug: event.slug,
    locale,
    name: event.name,
    tagline: event.tagline,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    timezone: event.timezone,
    exhibitors: async ({ first, after }: PageArgs) => {
      const size = firstOf(first);
      const from = decodeCursor(after, "k") as string | null;
      const [index, rows] = await Promise.all([
        getExhibitorIndex(db, event.id),
        db
          .selectFrom("registration_exhibitors")
          .select("exhibitor_id")
          .where("event_id", "=", event.id)
          .$if(from !== null, (q) => q.where("exhibitor_id", ">", from as string))
          .orderBy("exhibitor_id")
          .limit(size + 1)
          .execute(),
      ]);
      const nodes = rows.flatMap((row) => {
        const card = index.get(row.exhibitor_id);
        return card ? [exhibitorNode(ctx, locale, card.id, card)] : [];
      });
      const last = rows[Math.min(size, rows.length) - 1];
      return page(nodes, size, last ? { after: last.exhibitor_id } : null, index.size);
    },
    products: async (args: ProductArgs, _ctx: unknown, info: GraphQLResolveInfo) => {
      const size = firstOf(args.first);
      const index = await getProductIndex(db, event.id);
      const searching = Boolean(
        args.query?.trim() || args.sort || Object.values(args.filter ?? {}).some((v) => v?.length),
      );
      if (!searching) {
        const from = decodeCursor(args.after, "k") as string | null;
        const rows = await registeredAfter(db, event.id, from, size);
        const nodes = rows.flatMap((row) => {
          const doc = index.get(row.product_id);
          return doc ? [productNode(ctx, event.id, locale, doc)] : [];
        });
        const last = rows[Math.min(size, rows.length) - 1];
        await preloaded(nodes.slice(0, size), info);
        return page(nodes, size, last ? { after: last.product_id } : null, index.size);
      }
      const offset = (decodeCursor(args.after, "o") as number | null) ?? 0;
      const query: ProductQuery = {
        q: args.query?.trim() ?? "",
        filters: Object.fromEntries(PRODUCT_FACETS.map((f) => [f, args.filter?.[f] ?? []])) as ProductQuery["filters"],
        sort: args.sort ?? DEFAULT_SORT,
        // One page of size + 1 from the offset: two pages of the search when the offset is not a multiple.
        page: 1,
        pageSize: offset + size + 1,
      };
      const result = index.search(query, locale);
      const hits = offset >= result.total ? [] : result.hits.slice(offset, offset + size + 1);
      const nodes = hits.flatMap((hit) => {
        const doc = index.get(hit.id);
        return doc ? [productNode(ctx, event.id, locale, doc)] : [];
      });
      await preloaded(nodes.slice(0, size), info);
      return page(nodes, size, { offset: offset + size }, result.total);
    },
    registeredProducts: async ({ first, after }: PageArgs) => {
      const size = firstOf(first, MAX_REGISTRATIONS_FIRST);
      const from = decodeCursor(after, "k") as string | null;
      const [index, rows] = await Promise.all([
        getProductIndex(db, event.id),
        registeredAfter(db, event.id, from, size),
      ]);
      const nodes = rows.map((row) => ({
        productId: row.product_id,
        exhibitorId: row.exhibitor_id,
        stand: row.table_number,
      }));
      const last = rows[Math.min(size, rows.length) - 1];
      return page(nodes, size, last ? { after: last.product_id } : null, index.size);
    },
  };
}

/** The event's registered products after a product id, in id order: one page and one more (to know there is a next). */
function registeredAfter(db: DB, eventId: string, after: string | null, size: number) {
  return db
    .selectFrom("registered_products")
    .select(["product_id", "exhibitor_id", "table_number"])
    .where("event_id", "=", eventId)
    .$if(after !== null, (q) => q.where("product_id", ">", after as string))
    .orderBy("product_id")
    .limit(size + 1)
    .execute();
}
