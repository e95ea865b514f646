import { GraphQLError } from "graphql";
import type { DB } from "~/.server/db";
import { getEvent, listEvents } from "~/features/catalogue/events.server";
import { type ProductFacts, readProductFacts } from "~/features/catalogue/product-facts.server";
import type { EventSummary } from "~/features/catalogue/types";
import type { ProductDocument } from "~/features/search/documents";
import { DEFAULT_SORT, PRODUCT_FACETS, type PRODUCT_SORTS, type ProductQuery } from "~/features/search/query";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/lib/locales";
import { batchLoader } from "./batch-loader";

// The public API's resolvers (schema.ts). Cards and their producers and
// exhibitors come from the search index's documents, already in memory; a
// page's descriptions are one batched query; lists without a search are
// read by keyset (the ids after the cursor's), so reading a whole
// catalogue page by page costs one short query a page however far in.

const DEFAULT_FIRST = 50;
export const MAX_FIRST = 100;

export interface ApiContext {
  db: DB;
  /** Texts per locale of products and exhibitors, batched per request. */
  productTexts: (id: string) => Promise<Map<string, string> | undefined>;
  exhibitorTexts: (id: string) => Promise<Map<string, string> | undefined>;
  /** The analytical data, grapes and awards of products, batched per request (three queries a page). */
  productFacts: (id: string) => Promise<ProductFacts | undefined>;
}

type TextRow = { id: string; locale: string; description: string };

/** A batched loader of texts per locale, by id. */
function texts(read: (ids: string[]) => Promise<TextRow[]>) {
  return batchLoader(async (ids: readonly string[]) => {
    const out = new Map<string, Map<string, string>>();
    for (const row of await read([...ids])) {
      if (!row.description.trim()) continue;
      const byLocale = out.get(row.id) ?? new Map<string, string>();
      byLocale.set(row.locale, row.description);
      out.set(row.id, byLocale);
    }
    return out;
  });
}

export function apiContext(db: DB): ApiContext {
  return {
    db,
    productTexts: texts((ids) =>
      db
        .selectFrom("product_translations")
        .select(["product_id as id", "locale", "description"])
        .where("product_id", "in", ids)
        .execute(),
    ),
    exhibitorTexts: texts((ids) =>
      db
        .selectFrom("exhibitor_translations")
        .select(["exhibitor_id as id", "locale", "description"])
        .where("exhibitor_id", "in", ids)
        .execute(),
    ),
    productFacts: batchLoader((ids) => readProductFacts(db, ids)),
  };
}

/** The text in the locale, else English; with the locale it is in (as a product API answers). */
async function localized(
  load: Promise<Map<string, string> | undefined>,
  locale: Locale,
): Promise<{ locale: string; description: string }> {
  const texts = await load;
  const own = texts?.get(locale);
  if (own) return { locale, description: own };
  const english = texts?.get(DEFAULT_LOCALE);
  return english ? { locale: DEFAULT_LOCALE, description: english } : { locale, description: "" };
}

function localeOf(value: unknown): Locale {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw new GraphQLError(`Unknown locale ${JSON.stringify(value)}: one of ${LOCALES.join(", ")}.`);
}

function firstOf(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_FIRST;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_FIRST) {
    throw new GraphQLError(`first must be between 1 and ${MAX_FIRST}.`);
  }
  return n;
}

type Cursor = { after: string } | { offset: number };

const encodeCursor = (cursor: Cursor) =>
  Buffer.from("after" in cursor ? `k:${cursor.after}` : `o:${cursor.offset}`).toString("base64url");

function decodeCursor(value: unknown, kind: "k" | "o"): string | number | null {
  if (value === undefined || value === null) return null;
  const text = Buffer.from(String(value), "base64url").toString("utf8");
  if (kind === "k" && text.startsWith("k:") && text.length > 2) return text.slice(2);
  if (kind === "o" && /^o:\d{1,9}$/.test(text)) return Number(text.slice(2));
  throw new GraphQLError("after is not a cursor this list gave.");
}

function page<T>(nodes: T[], first: number, next: Cursor | null, totalCount: number) {
  const more = nodes.length > first;
  return {
    nodes: more ? nodes.slice(0, first) : nodes,
    pageInfo: { hasNextPage: more, endCursor: more && next ? encodeCursor(next) : null },
    totalCount,
  };
}

function exhibitorNode(
  ctx: ApiContext,
  locale: Locale,
  id: string,
  card: { slug: string; name: string; brandName: string; country: string; tableNumber: string },
) {
  const text = () => localized(ctx.exhibitorTexts(id), locale);
  return {
    exhibitorId: id,
    slug: card.slug,
    name: card.name,
    brandName: card.brandName,
    country: card.country,
    stand: card.tableNumber,
    locale: async () => (await text()).locale,
    description: async () => (await text()).description,
  };
}

function productNode(ctx: ApiContext, eventId: string, locale: Locale, doc: ProductDocument) {
  const p = doc.summary;
  const text = () => localized(ctx.productTexts(p.id), locale);
  const facts = () => ctx.productFacts(p.id);
  return {
    productId: p.id,
    name: p.name,
    productType: p.kind,
    vintage: p.vintage,
    country: p.country,
    region: p.region,
    subregion: doc.subregion,
    denomination: p.denomination,
    color: p.color,
    alcohol: doc.alcohol,
    residualSugar: async () => (await facts())?.residualSugar ?? null,
    totalAcidity: async () => (await facts())?.totalAcidity ?? null,
    ph: async () => (await facts())?.ph ?? null,
    bottleSize: async () => (await facts())?.bottleSize ?? null,
    closure: async () => (await facts())?.closure ?? "",
    grapes: doc.grapes,
    grapeVarieties: async () => (await facts())?.grapeVarieties ?? [],
    characteristics: p.characteristics,
    awards: p.awards,
    exhibitorId: p.exhibitor.id,
    exhibitor: async () => {
      const card = (await getExhibitorIndex(ctx.db, eventId)).get(p.exhibitor.id);
      return card ? exhibitorNode(ctx, locale, card.id, card) : null;
    },
    producer: p.producer.isExhibitor
      ? null
      : { producerId: p.producer.id, name: p.producer.name, country: p.producer.country, region: p.producer.region },
    stand: p.tableNumber,
    price: p.price,
    currency: p.currency,
    priceRange: p.priceRange,
    locale: async () => (await text()).locale,
    description: async () => (await text()).description,
  };
}

type PageArgs = { first?: number | null; after?: string | null };
type ProductArgs = PageArgs & {
  query?: string | null;
  filter?: Partial<Record<(typeof PRODUCT_FACETS)[number], string[] | null>> | null;
  sort?: (typeof PRODUCT_SORTS)[number] | null;
};

function eventNode(ctx: ApiContext, event: EventSummary, locale: Locale) {
  const { db } = ctx;
  return {
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
    products: async (args: ProductArgs) => {
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
      return page(nodes, size, { offset: offset + size }, result.total);
    },
    registeredProducts: async ({ first, after }: PageArgs) => {
      const size = firstOf(first);
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

/** The root of the schema: Query's fields. */
export const rootValue = {
  events: async ({ locale }: { locale?: string | null }, ctx: ApiContext) => {
    const lang = localeOf(locale);
    const events = await listEvents(ctx.db, { locale: lang });
    return events.map((event) => eventNode(ctx, event, lang));
  },
  event: async ({ eventId, locale }: { eventId: string; locale?: string | null }, ctx: ApiContext) => {
    const lang = localeOf(locale);
    const event = await getEvent(ctx.db, { idOrSlug: eventId, locale: lang });
    return event ? eventNode(ctx, event, lang) : null;
  },
};
