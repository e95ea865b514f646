import { collator } from "~/lib/format";
import type { Locale } from "~/lib/locales";

// The order of a walk through the hall: the organizer's sort number first,
// then the table ("A2" before "A10", as the signs read), then names. Pure, so
// the personal catalogue, its page and the booklet order entries alike.

/** Table numbers in natural order ("A2" < "A10" < "B1"); an empty one (no table) comes last. */
export function compareTableNumbers(a: string, b: string, locale: Locale = "en"): number {
  const x = a.trim();
  const y = b.trim();
  if (x === "" || y === "") return x === y ? 0 : x === "" ? 1 : -1;
  return collator(locale).compare(x, y);
}

/** Sort numbers ascending; an exhibitor without one comes after those with one. */
export function compareSortNumbers(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/** Names in the locale's alphabetical order, numbers as numbers. */
export function compareNames(a: string, b: string, locale: Locale = "en"): number {
  return collator(locale).compare(a, b);
}

export interface WalkStop {
  exhibitor: { id: string; name: string; sortNumber: number | null; tableNumber: string };
  /** null for the exhibitor's own bookmark, which leads its group. */
  product: { name: string; vintage: number | null; tableNumber: string; id: string } | null;
}

/**
 * Groups stay together (one exhibitor, one stop): sort number, the
 * exhibitor's table, its name; inside a group the exhibitor's own bookmark
 * first, then products by their table (a product may stand at another table
 * of the stand), name and vintage.
 */
export function compareWalkStops(a: WalkStop, b: WalkStop, locale: Locale = "en"): number {
  return (
    compareSortNumbers(a.exhibitor.sortNumber, b.exhibitor.sortNumber) ||
    compareTableNumbers(a.exhibitor.tableNumber, b.exhibitor.tableNumber, locale) ||
    compareNames(a.exhibitor.name, b.exhibitor.name, locale) ||
    a.exhibitor.id.localeCompare(b.exhibitor.id) ||
    compareProducts(a.product, b.product, locale)
  );
}

function compareProducts(a: WalkStop["product"], b: WalkStop["product"], locale: Locale): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return (
    compareTableNumbers(a.tableNumber, b.tableNumber, locale) ||
    compareNames(a.name, b.name, locale) ||
    (a.vintage ?? 0) - (b.vintage ?? 0) ||
    a.id.localeCompare(b.id)
  );
}
