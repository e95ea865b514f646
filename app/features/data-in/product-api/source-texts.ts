import type { ProductTextField, ProductTexts } from "~/features/catalogue/product-texts";
import { PRODUCT_TEXT_API_NAMES } from "~/features/catalogue/product-texts";
import type { Locale } from "~/lib/locales";
import { localizedItems } from "~/lib/translations";
import type { ApiProduct, ApiTexts } from "./source-operations";

// A read passes over the API once per locale; these keep, pass by pass, the
// texts of the items the API sent in that pass's own locale, and nothing
// else (localizedItems' rule, docs/localization.md).

/** The product without its texts: the first pass keeps the rest of it for the whole read. */
export function withoutTexts(p: ApiProduct): ApiProduct {
  const copy: Record<string, unknown> = { ...p };
  for (const name of Object.values(PRODUCT_TEXT_API_NAMES)) delete copy[name];
  return copy as ApiProduct;
}

/** Keeps the product's texts for the locale when the API sent it in that locale (localizedItems' rule), every column. */
export function keepTexts(
  out: Map<string, Partial<Record<Locale, ProductTexts>>>,
  locale: Locale,
  p: ApiProduct,
): void {
  if (localizedItems([p], locale).length === 0) return;
  const texts: ProductTexts = {};
  for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES) as [ProductTextField, keyof ApiTexts][]) {
    const value = p[name];
    if (value !== undefined) texts[column] = value?.trim() ? value : "";
  }
  if (!Object.values(texts).some(Boolean)) return;
  out.set(p.productId, { ...out.get(p.productId), [locale]: texts });
}

/** A soil's name in a later pass's locale, where it differs from the English one (the API's fallback). */
export function keepSoilNames(
  out: Map<string, Map<number, Record<string, string>>>,
  locale: Locale,
  p: ApiProduct,
  english: { soilType: string }[] | undefined,
): void {
  (p.soilTypes ?? []).forEach((soil, position) => {
    const base = english?.[position]?.soilType;
    if (!base || !soil.soilType.trim() || soil.soilType === base) return;
    const byPosition = out.get(p.productId) ?? new Map<number, Record<string, string>>();
    byPosition.set(position, { ...byPosition.get(position), [locale]: soil.soilType });
    out.set(p.productId, byPosition);
  });
}

/** Keeps an item's text for the locale when the API sent the item in that locale (localizedItems' rule). */
export function keepText(
  out: Map<string, Partial<Record<Locale, string>>>,
  locale: Locale,
  item: { locale: string },
  id: string,
  text: string | null,
): void {
  if (localizedItems([item], locale).length === 0 || !text?.trim()) return;
  const texts = out.get(id) ?? {};
  texts[locale] = text;
  out.set(id, texts);
}
