import type { ExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { LOCALES, type Locale } from "~/lib/locales";
import { fileNode, imageNode } from "./absolute-addresses";
import { type ApiContext, localized } from "./api-context.server";

/** An exhibitor of a page: its card from the search index, its texts and facts read when asked for. */
export function exhibitorNode(
  ctx: ApiContext,
  locale: Locale,
  id: string,
  card: { slug: string; name: string; brandName: string; country: string; tableNumber: string },
) {
  const text = () => localized(ctx.exhibitorTexts(locale)(id), locale);
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
    /** Its description in each locale it has one in (of `locales` when given), in the site's order; never a fallback. */
    translations: async ({ locales }: { locales?: readonly string[] | null }) => {
      const byLocale = await ctx.exhibitorTranslations(id);
      return LOCALES.flatMap((locale) => {
        const columns = locales && !locales.includes(locale) ? undefined : byLocale?.get(locale);
        return columns ? [{ locale, description: columns.description ?? "" }] : [];
      });
    },
  };
}
