import { SENSORY_GROUPS, type SensoryGroup, type SensoryScaleModel, sensoryGroups } from "~/features/catalogue/sensory";
import type { SensoryProfile, SensoryScale } from "~/features/catalogue/vocabulary";
import type { WalkPlanProduct } from "~/features/favorites/walk-plan.server";
import { formatPercent, formatPrice } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { productName } from "../catalogue/product-name";

// The words and numbers of a booklet entry, in the reader's locale; the PDF
// and the Excel file print the same text.

/** "Tempranillo 90 %, Garnacha 10 %"; a variety without a share is named alone. */
export function grapesText(locale: Locale, grapes: WalkPlanProduct["grapeVarieties"]): string {
  return grapes
    .map((g) => (g.percentage === null ? g.varietyName : `${g.varietyName} ${formatPercent(locale, g.percentage)}`))
    .join(", ");
}

/** "48,00 €" (de), "€48.00" (en); "" without a price. */
export function priceText(locale: Locale, product: Pick<WalkPlanProduct, "price" | "currency">): string {
  return product.price === null ? "" : formatPrice(locale, product.price, product.currency);
}

/** ★★★★☆ for 4 of 5; DejaVu Sans has both stars. */
export function stars(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return "★".repeat(filled) + "☆".repeat(5 - filled);
}

/** "Barolo 2019": the product's name with its vintage when it has one. */
export function productTitle(product: Pick<WalkPlanProduct, "name" | "vintage">): string {
  return productName(product);
}

/** "High, 3 of 3": a scale's value and where it sits on the scale. */
export function sensoryValueText(t: TFunction, scale: SensoryScaleModel): string {
  return t("catalogue:sensory.valueOf", {
    value: t(`catalogue:sensory.value.${scale.value}`),
    position: scale.position,
    count: scale.count,
  });
}

/** "Palate: Acidity": a scale named with its group, as a column header. */
export function sensoryScaleName(t: TFunction, scale: SensoryScale): string {
  const group = (Object.keys(SENSORY_GROUPS) as SensoryGroup[]).find((g) =>
    (SENSORY_GROUPS[g] as readonly SensoryScale[]).includes(scale),
  );
  return `${t(`catalogue:sensory.${group}`)}: ${t(`catalogue:sensory.scale.${scale}`)}`;
}

/** One line per group with a value set: "Palate — Acidity: High, 3 of 3 · Body: Full, 3 of 4". */
export function sensoryLines(t: TFunction, profile: SensoryProfile): string[] {
  return sensoryGroups(profile).map(
    ({ group, scales }) =>
      `${t(`catalogue:sensory.${group}`)} — ${scales
        .map((scale) => `${t(`catalogue:sensory.scale.${scale.scale}`)}: ${sensoryValueText(t, scale)}`)
        .join(" · ")}`,
  );
}
