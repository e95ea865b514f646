import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { type ExhibitorFacts, readExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { type ProductFacts, readProductFacts, readProductSoils } from "~/features/catalogue/product-facts.server";
import { productListItems } from "~/features/catalogue/product-lists.server";
import { type ProductMedia, readProductMedia } from "~/features/catalogue/product-media.server";
import { PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import { getOrInsert } from "~/lib/get-or-insert";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { batchLoader } from "./batch-loader";

// What one request of the public API reads through (resolvers.server.ts):
// texts, facts, media and list items, each batched per request, so a page
// of nodes costs a few queries however many fields it asks for.

export interface ApiContext {
  db: DB;
  /** Where the site is reached: images and files are answered with absolute addresses. */
  origin: string;
  /**
   * Products' descriptions in the locale asked for and in English (what an answer falls back to), only the
   * locales a product has any text in (description or another), and all their texts (read only when a text
   * other than the description is asked for); batched per request and locale. The other locales' long
   * texts are never read: a page of 100 products in German reads 200 rows at most, not 500.
   */
  productTexts: (locale: Locale) => (id: string) => Promise<Map<string, TextColumns> | undefined>;
  productProse: (locale: Locale) => (id: string) => Promise<Map<string, TextColumns> | undefined>;
  /** All their texts in every locale they have any in (Product.translations: a sync's one pass). */
  productTranslations: (id: string) => Promise<Map<string, TextColumns> | undefined>;
  exhibitorTexts: (locale: Locale) => (id: string) => Promise<Map<string, TextColumns> | undefined>;
  /** Exhibitors' descriptions in every locale they have one in (Exhibitor.translations: a sync's one pass). */
  exhibitorTranslations: (id: string) => Promise<Map<string, TextColumns> | undefined>;
  /** The facts of products (docs/product/catalogue.md "What the catalogue holds"), batched per request (four queries a page). */
  productFacts: (id: string) => Promise<ProductFacts | undefined>;
  /** Their soils alone (one query a page): a question for soils and texts only (a sync's later passes) reads no other fact. */
  productSoils: (id: string) => Promise<ProductFacts["soilTypes"] | undefined>;
  /** Bottle images and files, and exhibitors' facts, batched per request and locale (file names are localized). */
  productMedia: (locale: Locale) => (id: string) => Promise<ProductMedia | undefined>;
  exhibitorFacts: (locale: Locale) => (id: string) => Promise<ExhibitorFacts | undefined>;
  /** The products of an event's lists, batched per request and event (one query for all the lists asked for). */
  listItems: (eventId: string) => (listId: string) => Promise<string[] | undefined>;
}

export type TextColumns = Record<string, string>;
const OTHER_TEXT_COLUMNS = PRODUCT_TEXT_FIELDS.filter((column) => column !== "description");
type TextRow = { id: string; locale: string } & TextColumns;

/**
 * A batched loader of texts per locale, by id; a locale with no text is left
 * out: a blank description and every other text empty (`has_other` says so
 * when those are not read). The rule is the same whether the other texts are
 * read or summed up by `has_other`, so a page reading all its texts
 * (productProse) answers the same locale as one reading descriptions alone.
 */
function texts(read: (ids: string[]) => Promise<TextRow[]>) {
  return batchLoader(async (ids: readonly string[]) => {
    const out = new Map<string, Map<string, TextColumns>>();
    for (const { id, locale, has_other, ...columns } of await read([...ids])) {
      if (!Number(has_other ?? 0) && !hasText(columns)) continue;
      const byLocale = out.get(id) ?? new Map<string, TextColumns>();
      byLocale.set(locale, columns);
      out.set(id, byLocale);
    }
    return out;
  });
}

/** Whether a locale's texts hold any: a description not blank, or another text not empty (as `has_other` tests it). */
function hasText(columns: TextColumns): boolean {
  for (const column in columns) {
    const value = columns[column];
    if (column === "description" ? value?.trim() : value) return true;
  }
  return false;
}

/** The locales an answer in `locale` may take its texts from: its own, else English (localized). */
const answerLocales = (locale: Locale): Locale[] => (locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]);

/** One batched loader per locale (or event), made when first asked for. */
function perKey<P extends string, V>(make: (key: P) => (id: string) => Promise<V | undefined>) {
  const loaders = new Map<P, (id: string) => Promise<V | undefined>>();
  return (key: P) => getOrInsert(loaders, key, () => make(key));
}

export function apiContext(db: DB, origin: string): ApiContext {
  /** Products' texts, every column, in the locales given (every locale when none are). */
  const prose = (ids: string[], locales?: Locale[]) =>
    db
      .selectFrom("product_translations")
      .select(["product_id as id", "locale", ...PRODUCT_TEXT_FIELDS])
      .where("product_id", "in", ids)
      .$if(locales !== undefined, (q) => q.where("locale", "in", locales as Locale[]))
      .execute() as Promise<TextRow[]>;
  return {
    db,
    origin,
    productTexts: perKey((locale: Locale) =>
      texts(
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
            .where("locale", "in", answerLocales(locale))
            .execute() as Promise<TextRow[]>,
      ),
    ),
    productProse: perKey((locale: Locale) => texts((ids) => prose(ids, answerLocales(locale)))),
    productTranslations: texts((ids) => prose(ids)),
    exhibitorTexts: perKey((locale: Locale) =>
      texts((ids) =>
        db
          .selectFrom("exhibitor_translations")
          .select(["exhibitor_id as id", "locale", "description"])
          .where("exhibitor_id", "in", ids)
          .where("locale", "in", answerLocales(locale))
          .execute(),
      ),
    ),
    exhibitorTranslations: texts((ids) =>
      db
        .selectFrom("exhibitor_translations")
        .select(["exhibitor_id as id", "locale", "description"])
        .where("exhibitor_id", "in", ids)
        .execute(),
    ),
    productFacts: batchLoader((ids) => readProductFacts(db, ids)),
    productSoils: batchLoader((ids) => readProductSoils(db, ids)),
    productMedia: perKey((locale: Locale) => batchLoader((ids) => readProductMedia(db, ids, { locale }))),
    exhibitorFacts: perKey((locale: Locale) => batchLoader((ids) => readExhibitorFacts(db, ids, { locale }))),
    listItems: perKey((eventId: string) => batchLoader((listIds) => productListItems(db, { eventId, listIds }))),
  };
}

/** The texts in the locale, else English; with the locale they are in (as a product API answers). */
export async function localized(
  load: Promise<Map<string, TextColumns> | undefined>,
  locale: Locale,
): Promise<LocalizedTexts> {
  return localizedIn(await load, locale);
}

export type LocalizedTexts = { locale: string; texts: TextColumns };

/** localized() of texts at hand: a page holding every locale's texts answers its own locale from them. */
export function localizedIn(byLocale: Map<string, TextColumns> | undefined, locale: Locale): LocalizedTexts {
  const own = byLocale?.get(locale);
  if (own) return { locale, texts: own };
  const english = byLocale?.get(DEFAULT_LOCALE);
  return english ? { locale: DEFAULT_LOCALE, texts: english } : { locale, texts: {} };
}
