import type { ProductTexts } from "~/features/catalogue/product-texts";
import type { Locale } from "~/lib/locales";
import { readAhead } from "~/lib/read-ahead";
import { type Page, type ProductApiConfig, ProductApiError, pagesOf } from "./graphql-client.server";
import { PAGES_AHEAD, type ReadProduct, readLocalePasses } from "./locale-passes.server";
import { type ApiProduct, type ApiTranslation, SOURCE_OPERATIONS } from "./source-operations";
import { keepSoilNames, keepTexts } from "./source-texts";

// The event's products in every locale (docs/data-in.md "Reading the
// source", decision 0025). An API that answers Product.translations
// (Uncork's own) gives each product with every locale's texts and soil
// names in one pass: a page of 100 products is one request, not one per
// locale, and no locale's answer repeats the product or another locale's
// texts in place of its own. Any other API (one that does not know the
// field) is read in a pass per locale, as before.

type InEveryLocale = ApiProduct & { translations: ApiTranslation[] | null };
type ProductsPage = { event: { products: Page<InEveryLocale> } | null };

/**
 * Whether the API refused the one-pass query over Product.translations: a
 * GraphQL error (or a 400) naming it, as an API without the field, or with
 * a field of that name of another shape, answers. Any other failure is one.
 */
export function withoutTranslations(error: unknown): boolean {
  return (
    error instanceof ProductApiError &&
    (error.status === undefined || error.status === 400) &&
    error.messages.some((message) => message.includes("translations"))
  );
}

/** A product as the one pass sent it, kept as the passes would have kept it: only real translations, soils named apart from English. */
export function productInEveryLocale(node: InEveryLocale, locales: readonly Locale[]): ReadProduct {
  const { translations, ...base } = node;
  const texts = new Map<string, Partial<Record<Locale, ProductTexts>>>();
  const soilNames = new Map<string, Map<number, Record<string, string>>>();
  for (const translation of translations ?? []) {
    const locale = translation.locale as Locale;
    if (!locales.includes(locale)) continue;
    const item = { ...translation, productId: base.productId } as ApiProduct;
    keepTexts(texts, locale, item);
    // The first locale's soils are the product's own (base.soilTypes); the others' only where they name them apart.
    if (locale !== locales[0]) keepSoilNames(soilNames, locale, item, base.soilTypes ?? []);
  }
  return { base, texts: texts.get(base.productId) ?? {}, soilNames: soilNames.get(base.productId) };
}

/** The products' pages of the one pass, each page's products as they are read; `onNode` counts each product. */
async function* inOnePass(
  config: ProductApiConfig,
  eventId: string,
  locales: readonly Locale[],
  onNode: () => void,
): AsyncGenerator<ReadProduct[]> {
  const operation = { ...SOURCE_OPERATIONS.productsInEveryLocale, variables: { eventId, locales } };
  const pages = pagesOf(config, operation, (data: ProductsPage) => {
    if (!data.event) throw new Error(`The product API has no event ${eventId}`);
    return data.event.products;
  });
  // The next pages are asked for while this one is handled, so the API is not left waiting for this side.
  for await (const page of readAhead(pages, PAGES_AHEAD)) {
    yield page.map((node) => {
      onNode();
      return productInEveryLocale(node, locales);
    });
  }
}

/**
 * The event's products in every locale, a page at a time: in one pass when
 * the API answers Product.translations, else a pass per locale
 * (readLocalePasses). The first page decides.
 */
export async function* readProducts(
  config: ProductApiConfig,
  eventId: string,
  locales: readonly Locale[],
  onNode: () => void,
): AsyncGenerator<ReadProduct[]> {
  const onePass = inOnePass(config, eventId, locales, onNode);
  let first: IteratorResult<ReadProduct[]>;
  try {
    first = await onePass.next();
  } catch (error) {
    if (!withoutTranslations(error)) throw error;
    yield* readLocalePasses(config, eventId, locales, onNode);
    return;
  }
  if (first.done) return;
  yield first.value;
  yield* onePass;
}
