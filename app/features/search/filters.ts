import { z } from "zod";
import {
  CHARACTERISTICS,
  CLOSURES,
  MEDALS,
  OFFERINGS,
  PRICE_RANGES,
  PRODUCT_KINDS,
} from "~/features/catalogue/vocabulary";
import { ALCOHOL_BUCKET_IDS } from "./alcohol-buckets";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  EXHIBITOR_FACETS,
  EXHIBITOR_SORTS,
  type ExhibitorFacet,
  type ExhibitorQuery,
  MAX_PAGE_SIZE,
  PRODUCT_FACETS,
  PRODUCT_SORTS,
  type ProductFacet,
  type ProductQuery,
} from "./query";

// Filters arrive from URLs that visitors share, edit and truncate. Each part
// is read on its own and a bad part is dropped (a bad sort becomes the
// default, a bad page the first): a list page never fails over its URL.

type Raw = Readonly<Record<string, readonly string[] | undefined>>;

const MAX_VALUES_PER_FACET = 50;
const MAX_QUERY_LENGTH = 200;

/** A value of a closed vocabulary, matched without regard to case. */
function oneOf(values: readonly string[]) {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const known = byLowerCase.get(value.toLowerCase());
      if (known === undefined) {
        ctx.issues.push({ code: "custom", message: "unknown value", input: value });
        return z.NEVER;
      }
      return known;
    });
}

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);
const freeText = z.string().trim().min(1).max(100);
const token = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-zA-Z0-9-]{0,39}$/);

const productValue: Record<ProductFacet, z.ZodType<string>> = {
  kind: oneOf(PRODUCT_KINDS),
  country: countryCode,
  region: freeText,
  grape: freeText,
  color: token,
  vintage: z
    .string()
    .trim()
    .regex(/^(1[89]|20)\d\d$/),
  characteristic: oneOf(CHARACTERISTICS),
  medal: oneOf(MEDALS),
  price: oneOf(PRICE_RANGES),
  closure: oneOf(CLOSURES),
  alcohol: oneOf(ALCOHOL_BUCKET_IDS),
};

const exhibitorValue: Record<ExhibitorFacet, z.ZodType<string>> = {
  country: countryCode,
  offering: oneOf(OFFERINGS),
  hasDistribution: countryCode,
  seekingDistribution: countryCode,
};

const positiveInt = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));

function first(raw: Raw, name: string): string | undefined {
  return raw[name]?.find((value) => value.trim() !== "");
}

function list(raw: Raw, name: string, schema: z.ZodType<string>): string[] {
  const out = new Set<string>();
  for (const value of raw[name] ?? []) {
    const parsed = schema.safeParse(value);
    if (parsed.success) out.add(parsed.data);
    if (out.size >= MAX_VALUES_PER_FACET) break;
  }
  return [...out];
}

// Built once: a schema is far dearer to make than to use, and every list page parses its query.
const productSort = z.enum(PRODUCT_SORTS);
const exhibitorSort = z.enum(EXHIBITOR_SORTS);

function common<S extends string>(raw: Raw, sorts: z.ZodType<S>) {
  const sort = sorts.safeParse(first(raw, "sort")?.trim());
  const page = positiveInt.safeParse(first(raw, "page"));
  const pageSize = positiveInt.safeParse(first(raw, "pageSize"));
  return {
    q: (first(raw, "q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    sort: sort.success ? sort.data : (DEFAULT_SORT as S),
    page: page.success ? page.data : 1,
    pageSize: pageSize.success ? Math.min(pageSize.data, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

/** Reads a product search from decoded URL filters; never throws. */
export function parseProductQuery(raw: Raw): ProductQuery {
  const filters = Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, list(raw, facet, productValue[facet])]));
  return { ...common(raw, productSort), filters: filters as Record<ProductFacet, string[]> };
}

/** Reads an exhibitor search from decoded URL filters; never throws. */
export function parseExhibitorQuery(raw: Raw): ExhibitorQuery {
  const filters = Object.fromEntries(EXHIBITOR_FACETS.map((facet) => [facet, list(raw, facet, exhibitorValue[facet])]));
  return { ...common(raw, exhibitorSort), filters: filters as Record<ExhibitorFacet, string[]> };
}

function toFilters(query: ProductQuery | ExhibitorQuery): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (query.q) out.q = [query.q];
  for (const [facet, values] of Object.entries(query.filters)) if (values.length > 0) out[facet] = [...values];
  if (query.sort !== DEFAULT_SORT) out.sort = [query.sort];
  if (query.page > 1) out.page = [String(query.page)];
  if (query.pageSize !== DEFAULT_PAGE_SIZE) out.pageSize = [String(query.pageSize)];
  return out;
}

/** The URL filters of a product search (defaults left out), for encodeFilters. */
export function productQueryToFilters(query: ProductQuery): Record<string, string[]> {
  return toFilters(query);
}

/** The URL filters of an exhibitor search (defaults left out), for encodeFilters. */
export function exhibitorQueryToFilters(query: ExhibitorQuery): Record<string, string[]> {
  return toFilters(query);
}

/** An empty product search: everything, default order, first page. */
export function emptyProductQuery(): ProductQuery {
  return parseProductQuery({});
}

/** An empty exhibitor search. */
export function emptyExhibitorQuery(): ExhibitorQuery {
  return parseExhibitorQuery({});
}
