import type { ProductTexts } from "~/features/catalogue/product-texts";
import type { Locale } from "~/lib/locales";
import { readAhead } from "~/lib/read-ahead";
import { type Operation, type Page, type ProductApiConfig, pagesOf } from "./graphql-client.server";
import { type ApiProduct, SOURCE_OPERATIONS } from "./source-operations";
import { keepSoilNames, keepTexts, withoutTexts } from "./source-texts";

// The event's products read in every locale at once (docs/data-in.md
// "Reading the source"): one pass per locale, the default's first, each a
// page at a time, the passes side by side (a page of each at a time, each
// pass fetching its next page while this one is handled, so the product API
// answers up to one request per locale at once and is never left waiting
// for this side). The first pass
// asks for whole products, the others only for their texts and soil names.
// A product is handed on once every pass has sent it or ended: with a source
// that lists its products in the same order in every locale (a product API
// does, by id), only a few pages per locale are held at a time, so the texts
// of a whole catalogue never are. A source whose passes disagree on the
// order is still read right: its products wait until the passes reach them.

/** A product as every pass sent it: the first pass's whole item, the texts and soil names of every locale. */
export interface ReadProduct {
  base: ApiProduct;
  texts: Partial<Record<Locale, ProductTexts>>;
  soilNames: Map<number, Record<string, string>> | undefined;
}

interface Waiting {
  base?: ApiProduct;
  /** The passes that have sent it, a bit each. */
  sentBy: number;
  /** Each later pass's soils, named in its locale (compared with the first pass's once both are here). */
  soils: Map<Locale, ApiProduct>;
}

type ProductsPage = { event: { products: Page<ApiProduct> } | null };

/** Pages of each pass fetched ahead of the one being handled. */
export const PAGES_AHEAD = 2;

/** The products' pages of one locale's pass. */
function passPages(config: ProductApiConfig, eventId: string, locale: Locale, first: boolean) {
  const operation: Operation = first
    ? { ...SOURCE_OPERATIONS.products, variables: { eventId, locale, withFacts: true } }
    : { ...SOURCE_OPERATIONS.productTexts, variables: { eventId, locale } };
  return pagesOf(config, operation, (data: ProductsPage) => {
    if (!data.event) throw new Error(`The product API has no event ${eventId}`);
    return data.event.products;
  });
}

/**
 * The event's products in every locale, handed on a page at a time, each
 * product once all passes have sent it (or ended); `onNode` counts every
 * item read. Products only a later pass sent (not the first) are dropped:
 * the first pass says what the catalogue has.
 */
export async function* readLocalePasses(
  config: ProductApiConfig,
  eventId: string,
  locales: readonly Locale[],
  onNode: () => void,
): AsyncGenerator<ReadProduct[]> {
  const passes = locales.map((locale, i) => ({
    locale,
    // Each pass asks for its next page as soon as a page arrives, so the API is not idle while this side works.
    pages: readAhead(passPages(config, eventId, locale, i === 0), PAGES_AHEAD),
    done: false,
  }));
  const everyPass = (1 << passes.length) - 1;
  const waiting = new Map<string, Waiting>();
  const texts = new Map<string, Partial<Record<Locale, ProductTexts>>>();
  let ended = 0;
  try {
    while (passes.some((pass) => !pass.done)) {
      const pages = await Promise.all(passes.map((pass) => (pass.done ? null : pass.pages.next())));
      const touched: string[] = [];
      let endedNow = false;
      pages.forEach((page, i) => {
        if (!page) return;
        if (page.done) {
          passes[i].done = true;
          ended |= 1 << i;
          endedNow = true;
          return;
        }
        for (const node of page.value) {
          onNode();
          touched.push(node.productId);
          const item: Waiting = waiting.get(node.productId) ?? { sentBy: 0, soils: new Map() };
          item.sentBy |= 1 << i;
          if (i === 0) item.base = withoutTexts(node);
          else item.soils.set(passes[i].locale, node);
          keepTexts(texts, passes[i].locale, node);
          waiting.set(node.productId, item);
        }
      });
      // When a pass has ended, what waited for it is complete too.
      const candidates = endedNow ? [...waiting.keys()] : touched;
      const complete: ReadProduct[] = [];
      for (const id of candidates) {
        const item = waiting.get(id);
        if (!item || (item.sentBy | ended) !== everyPass) continue;
        waiting.delete(id);
        const productTexts = texts.get(id) ?? {};
        texts.delete(id);
        if (item.base) complete.push({ base: item.base, texts: productTexts, soilNames: soilNamesOf(item) });
      }
      if (complete.length) yield complete;
    }
  } finally {
    // Left early (a failure elsewhere): the other passes' requests stop too.
    await Promise.all(passes.map((pass) => (pass.done ? null : pass.pages.return(undefined))));
  }
}

/** The soils' names in the later passes' locales, where they differ from the first pass's (the API's fallback). */
function soilNamesOf(item: Waiting): Map<number, Record<string, string>> | undefined {
  if (!item.base || item.soils.size === 0) return undefined;
  const names = new Map<string, Map<number, Record<string, string>>>();
  for (const [locale, node] of item.soils) keepSoilNames(names, locale, node, item.base.soilTypes ?? []);
  return names.get(item.base.productId);
}
