import type { Locale } from "~/lib/locales";
import { type Operation, type Page, type ProductApiConfig, pagesOf } from "./graphql-client.server";
import { withoutTranslations } from "./read-products.server";
import { type ApiExhibitor, type ApiExhibitorTranslation, SOURCE_OPERATIONS } from "./source-operations";
import { keepText } from "./source-texts";

// The event's exhibitors in every locale (docs/data-in.md "Reading the
// source"). An API that answers Exhibitor.translations (Uncork's own) gives
// each exhibitor with its facts and every locale's description in one pass:
// a page of 100 exhibitors is one request, not one per locale (63 requests
// for 6,250 exhibitors instead of 315). Any other API is read in a pass per
// locale, the default's first (the only one asking for the facts), as
// before. As for the products (read-products.server.ts), the first page
// decides.

export interface ReadExhibitors {
  /** The exhibitors as the first pass (or the one pass) sent them, in its order. */
  exhibitors: ApiExhibitor[];
  /** Per exhibitor, its description in each locale the API had one in (never another locale's in its place). */
  descriptions: Map<string, Partial<Record<Locale, string>>>;
}

type InEveryLocale = ApiExhibitor & { translations?: ApiExhibitorTranslation[] | null };
type ExhibitorsPage = { event: { exhibitors: Page<InEveryLocale> } | null };

function exhibitorPages(config: ProductApiConfig, eventId: string, operation: Operation) {
  return pagesOf(config, operation, (data: ExhibitorsPage) => {
    if (!data.event) throw new Error(`The product API has no event ${eventId}`);
    return data.event.exhibitors;
  });
}

/**
 * The event's exhibitors with their facts and their descriptions in
 * `locales` (the default first): in one pass when the API answers
 * Exhibitor.translations, else a pass per locale. `onNode` counts each
 * exhibitor read (once per pass it comes in).
 */
export async function readExhibitors(
  config: ProductApiConfig,
  eventId: string,
  locales: readonly Locale[],
  onNode: () => void,
): Promise<ReadExhibitors> {
  const out: ReadExhibitors = { exhibitors: [], descriptions: new Map() };
  const onePass = { ...SOURCE_OPERATIONS.exhibitorsInEveryLocale, variables: { eventId, locales } };
  try {
    for await (const page of exhibitorPages(config, eventId, onePass)) {
      for (const { translations, ...exhibitor } of page) {
        onNode();
        out.exhibitors.push(exhibitor);
        for (const translation of translations ?? []) {
          const locale = translation.locale as Locale;
          if (!locales.includes(locale)) continue;
          keepText(out.descriptions, locale, translation, exhibitor.exhibitorId, translation.description);
        }
      }
    }
    return out;
  } catch (error) {
    // Only a refusal of the first page's question over the field: any other failure is one.
    if (out.exhibitors.length > 0 || !withoutTranslations(error)) throw error;
  }
  for (const [pass, locale] of locales.entries()) {
    const operation = { ...SOURCE_OPERATIONS.exhibitors, variables: { eventId, locale, withFacts: pass === 0 } };
    for await (const page of exhibitorPages(config, eventId, operation)) {
      for (const exhibitor of page) {
        onNode();
        if (pass === 0) out.exhibitors.push(exhibitor);
        keepText(out.descriptions, locale, exhibitor, exhibitor.exhibitorId, exhibitor.description);
      }
    }
  }
  return out;
}
