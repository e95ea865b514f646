import { GraphQLError } from "graphql";
import { sql } from "kysely";
import type { DB } from "~/.server/db";
import type { ProductDocument } from "~/features/catalogue/documents";
import { type ExhibitorFacts, readExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { listProductLists } from "~/features/catalogue/list-indexes.server";
import { type ProductFacts, readProductFacts } from "~/features/catalogue/product-facts.server";
import { getProductList, productListItems } from "~/features/catalogue/product-lists.server";
import { type ProductMedia, readProductMedia } from "~/features/catalogue/product-media.server";
import { PRODUCT_TEXT_API_NAMES, PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import type { CatalogueFile, ProductListSummary } from "~/features/catalogue/types";
import {
  getPublishedContent,
  listPublishedContent,
  type ShownContent,
} from "~/features/content-pages/published-pages.server";
import { getEvent, listEvents } from "~/features/events/events.server";
import type { EventSummary } from "~/features/events/types";
import type { Image } from "~/features/media/image";
import { DEFAULT_SORT, PRODUCT_FACETS, type PRODUCT_SORTS, type ProductQuery } from "~/features/search/query";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import { getOrInsert } from "~/lib/get-or-insert";
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
  /** Where the site is reached: images and files are answered with absolute addresses. */
  origin: string;
  /**
   * Products' descriptions per locale, only the locales a product has any text in (description or another),
   * and all their texts (read only when a text other than the description is asked for); batched per request.
   */
  productTexts: (id: string) => Promise<Map<string, TextColumns> | undefined>;
  productProse: (id: string) => Promise<Map<string, TextColumns> | undefined>;
  exhibitorTexts: (id: string) => Promise<Map<string, TextColumns> | undefined>;
  /** The facts of products (docs/product/catalogue.md "What the catalogue holds"), batched per request (four queries a page). */
  productFacts: (id: string) => Promise<ProductFacts | undefined>;
  /** Bottle images and files, and exhibitors' facts, batched per request and locale (file names are localized). */
  productMedia: (locale: Locale) => (id: string) => Promise<ProductMedia | undefined>;
  exhibitorFacts: (locale: Locale) => (id: string) => Promise<ExhibitorFacts | undefined>;
  /** The products of an event's lists, batched per request and event (one query for all the lists asked for). */
  listItems: (eventId: string) => (listId: string) => Promise<string[] | undefined>;
}

type TextColumns = Record<string, string>;
const OTHER_TEXT_COLUMNS = PRODUCT_TEXT_FIELDS.filter((column) => column !== "description");
type TextRow = { id: string; locale: string } & TextColumns;

/** A batched loader of texts per locale, by id; a locale with no text in any column (nor `has_other`) is left out. */
function texts(read: (ids: string[]) => Promise<TextRow[]>) {
  return batchLoader(async (ids: readonly string[]) => {
    const out = new Map<string, Map<string, TextColumns>>();
    for (const { id, locale, has_other, ...columns } of await read([...ids])) {
      if (!Number(has_other ?? 0) && !Object.values(columns).some((value) => value?.trim())) continue;
      const byLocale = out.get(id) ?? new Map<string, TextColumns>();
      byLocale.set(locale, columns);
      out.set(id, byLocale);
    }
    return out;
  });
}

/** One batched loader per locale (or event), made when first asked for. */
function perKey<P extends string, V>(make: (key: P) => (id: string) => Promise<V | undefined>) {
  const loaders = new Map<P, (id: string) => Promise<V | undefined>>();
  return (key: P) => getOrInsert(loaders, key, () => make(key));
}

export function apiContext(db: DB, origin: string): ApiContext {
  return {
    db,
    origin,
    productTexts: texts(
      (ids) =>
        db
          .selectFrom("product_translations")
          .select([
            "product_id as id",
            "locale",
            "description",
            // Whether the locale has another text, without reading those (long) texts.
            sql<string>`case when ${sql.join(
              OTHER_TEXT_COLUMNS.map((column) => sql`${sql.ref(column)} <> ''`),
              sql` or `,
            )} then '1' else '0' end`.as("has_other"),
          ])
          .where("product_id", "in", ids)
          .execute() as Promise<TextRow[]>,
    ),
    productProse: texts(
      (ids) =>
        db
          .selectFrom("product_translations")
          .select(["product_id as id", "locale", ...PRODUCT_TEXT_FIELDS])
          .where("product_id", "in", ids)
          .execute() as Promise<TextRow[]>,
    ),
    exhibitorTexts: texts((ids) =>
      db
        .selectFrom("exhibitor_translations")
        .select(["exhibitor_id as id", "locale", "description"])
        .where("exhibitor_id", "in", ids)
        .execute(),
    ),
    productFacts: batchLoader((ids) => readProductFacts(db, ids)),
    productMedia: perKey((locale: Locale) => batchLoader((ids) => readProductMedia(db, ids, { locale }))),
    exhibitorFacts: perKey((locale: Locale) => batchLoader((ids) => readExhibitorFacts(db, ids, { locale }))),
    listItems: perKey((eventId: string) => batchLoader((listIds) => productListItems(db, { eventId, listIds }))),
  };
}

/** The texts in the locale, else English; with the locale they are in (as a product API answers). */
async function localized(
  load: Promise<Map<string, TextColumns> | undefined>,
  locale: Locale,
): Promise<{ locale: string; texts: TextColumns }> {
  const byLocale = await load;
  const own = byLocale?.get(locale);
  if (own) return { locale, texts: own };
  const english = byLocale?.get(DEFAULT_LOCALE);
  return english ? { locale: DEFAULT_LOCALE, texts: english } : { locale, texts: {} };
}

/** An image with absolute addresses. */
function imageNode(origin: string, image: Image | null) {
  if (!image) return null;
  return {
    ...image,
    src: absolute(origin, image.src),
    srcSet: image.srcSet
      .split(", ")
      .map((entry) => {
        const [src, width] = entry.split(" ");
        return `${absolute(origin, src)} ${width}`;
      })
      .join(", "),
  };
}

function fileNode(origin: string, file: CatalogueFile) {
  return { ...file, url: absolute(origin, file.url), thumbnail: imageNode(origin, file.thumbnail) };
}

const absolute = (origin: string, address: string) => (address.startsWith("/") ? `${origin}${address}` : address);

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
  const facts = () => ctx.exhibitorFacts(locale)(id);
  const fact =
    <K extends keyof ExhibitorFacts>(key: K, empty: ExhibitorFacts[K]) =>
    async () =>
      (await facts())?.[key] ?? empty;
  return {
    exhibitorId: id,
    slug: card.slug,
    name: card.name,
    brandName: card.brandName,
    country: card.country,
    stand: card.tableNumber,
    locale: async () => (await text()).locale,
    description: async () => (await text()).texts.description ?? "",
    website: fact("website", ""),
    founded: fact("founded", null),
    languagesSpoken: fact("languagesSpoken", []),
    countries: fact("countries", []),
    offering: fact("offering", []),
    openingHours: fact("openingHours", []),
    locations: fact("locations", []),
    distribution: fact("distribution", []),
    logo: async () => imageNode(ctx.origin, (await facts())?.logo ?? null),
    files: async () => ((await facts())?.files ?? []).map((file) => fileNode(ctx.origin, file)),
  };
}

/** Each fact's value when the product has none, by its name in the API (ProductFacts'). */
/** color and alcohol come from the search document (what the cards show); soils, characteristics and awards have methods of their own. */
const FACT_DEFAULTS: {
  [K in Exclude<keyof ProductFacts, "soilTypes" | "characteristics" | "awards" | "color" | "alcohol">]: ProductFacts[K];
} = {
  designation: "",
  residualSugar: null,
  totalAcidity: null,
  ph: null,
  bottleSize: null,
  closure: "",
  monthsInBottle: null,
  eanBottle: "",
  eanCase: "",
  gtin: "",
  bottlesPerCase: null,
  isVegan: false,
  isVegetarian: false,
  isCertifiedOrganic: false,
  isBiodynamic: false,
  finingAgents: [],
  vineyard: "",
  vineDensity: null,
  yield: null,
  vineyardAge: null,
  vineyardElevation: null,
  classifications: [],
  certifications: [],
  malolacticFermentation: "",
  wholeClusterFermentation: false,
  spiritType: "",
  beerStyle: "",
  sensory: {},
  grapeVarieties: [],
};
/**
 * A product of a page. Its fields are methods and getters of the class, not
 * closures made per product: a page of 100 products with every field asked
 * for allocates a hundred objects, not thousands of functions. graphql-js
 * calls a field's method on the node (`node.vinification(args, ctx)`).
 */
class ProductNode {
  constructor(
    readonly ctx: ApiContext,
    readonly eventId: string,
    readonly asked: Locale,
    readonly doc: ProductDocument,
  ) {}

  private get summary() {
    return this.doc.summary;
  }
  facts() {
    return this.ctx.productFacts(this.summary.id);
  }
  /** The locale the product's texts are in: the one asked for when it has text in it, else English. */
  async textLocale(): Promise<string> {
    return (await localized(this.ctx.productTexts(this.summary.id), this.asked)).locale;
  }
  async prose(column: string): Promise<string> {
    const [locale, texts] = await Promise.all([this.textLocale(), this.ctx.productProse(this.summary.id)]);
    return texts?.get(locale)?.[column] ?? "";
  }
  async locale() {
    return this.textLocale();
  }
  async description() {
    return (await localized(this.ctx.productTexts(this.summary.id), this.asked)).texts.description ?? "";
  }
  get productId() {
    return this.summary.id;
  }
  get name() {
    return this.summary.name;
  }
  get productType() {
    return this.summary.kind;
  }
  get vintage() {
    return this.summary.vintage;
  }
  get country() {
    return this.summary.country;
  }
  get region() {
    return this.summary.region;
  }
  get subregion() {
    return this.doc.subregion;
  }
  get denomination() {
    return this.summary.denomination;
  }
  get color() {
    return this.summary.color;
  }
  get alcohol() {
    return this.doc.alcohol;
  }
  get grapes() {
    return this.doc.grapes;
  }
  get characteristics() {
    return this.summary.characteristics;
  }
  get awards() {
    return this.summary.awards;
  }
  get exhibitorId() {
    return this.summary.exhibitor.id;
  }
  get stand() {
    return this.summary.tableNumber;
  }
  get price() {
    return this.summary.price;
  }
  get currency() {
    return this.summary.currency;
  }
  get priceRange() {
    return this.summary.priceRange;
  }
  get producer() {
    const { producer } = this.summary;
    return producer.isExhibitor
      ? null
      : { producerId: producer.id, name: producer.name, country: producer.country, region: producer.region };
  }
  async exhibitor() {
    const card = (await getExhibitorIndex(this.ctx.db, this.eventId)).get(this.summary.exhibitor.id);
    return card ? exhibitorNode(this.ctx, this.asked, card.id, card) : null;
  }
  async soilTypes() {
    return ((await this.facts())?.soilTypes ?? []).map((soil) => ({
      soilType: soil.names[this.asked] || soil.soilType,
      percentage: soil.percentage,
    }));
  }
  async bottleImage() {
    return imageNode(this.ctx.origin, (await this.ctx.productMedia(this.asked)(this.summary.id))?.bottleImage ?? null);
  }
  async files() {
    const media = await this.ctx.productMedia(this.asked)(this.summary.id);
    return (media?.files ?? []).map((file) => fileNode(this.ctx.origin, file));
  }
}

// The facts and the texts other than the description: one method each on the prototype.
for (const [key, empty] of Object.entries(FACT_DEFAULTS) as [keyof typeof FACT_DEFAULTS, unknown][]) {
  Object.defineProperty(ProductNode.prototype, key, {
    async value(this: ProductNode) {
      return (await this.facts())?.[key] ?? empty;
    },
  });
}
for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES)) {
  if (name === "description") continue;
  Object.defineProperty(ProductNode.prototype, name, {
    value(this: ProductNode) {
      return this.prose(column);
    },
  });
}

function productNode(ctx: ApiContext, eventId: string, locale: Locale, doc: ProductDocument) {
  return new ProductNode(ctx, eventId, locale, doc);
}

type PageArgs = { first?: number | null; after?: string | null };
type ProductArgs = PageArgs & {
  query?: string | null;
  filter?: Partial<Record<(typeof PRODUCT_FACETS)[number], string[] | null>> | null;
  sort?: (typeof PRODUCT_SORTS)[number] | null;
};

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
    products: async ({ first, after }: PageArgs) => {
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

function eventNode(ctx: ApiContext, event: EventSummary, locale: Locale) {
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
