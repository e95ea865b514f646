import type { WalkPlanProduct } from "~/features/favorites/walk-plan.server";
import { formatPercent, formatPrice } from "~/lib/format";
import type { Locale } from "~/lib/locales";

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
  return product.vintage === null ? product.name : `${product.name} ${product.vintage}`;
}
