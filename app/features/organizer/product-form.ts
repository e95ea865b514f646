import { z } from "zod";
import {
  type ProductChanges,
  productChangesSchema,
  type RegisteredProductChanges,
  registeredProductChangesSchema,
} from "~/features/catalogue/schemas";
import { PRODUCT_KINDS, type ProductKind } from "~/features/catalogue/vocabulary";
import { LOCALES, type Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { ORGANIZER_MESSAGES } from "./organizer-messages";

// The organizer's product form (docs/product/site-settings.md "Products"),
// one for adding and editing: what it shows, how a submitted form reads, and
// what it changes. The values are checked by the catalogue's own schemas
// (the admin API's), so the form accepts exactly what the API accepts. An
// edit writes only the fields the organizer changed, and says which value
// the form showed for each, so a field someone else changed meanwhile is a
// conflict rather than a silent overwrite.

export interface ProductFormValues {
  kind: ProductKind;
  name: string;
  vintage: number | null;
  country: string;
  region: string;
  subregion: string;
  designation: string;
  color: string;
  alcohol: number | null;
  residualSugar: number | null;
  totalAcidity: number | null;
  ph: number | null;
  bottleSize: number | null;
  closure: string;
  priceRange: string;
  /** The event's: its table or stand, fair price and "new at this fair". */
  tableNumber: string;
  price: number | null;
  isNew: boolean;
  descriptions: Record<Locale, string>;
}

export type ProductFieldName = Exclude<keyof ProductFormValues, "descriptions">;

/** The product's own fields, in the form's order. */
export const CORE_FIELDS = [
  "kind",
  "name",
  "vintage",
  "country",
  "region",
  "subregion",
  "designation",
  "color",
  "alcohol",
  "residualSugar",
  "totalAcidity",
  "ph",
  "bottleSize",
  "closure",
  "priceRange",
] as const satisfies readonly ProductFieldName[];

/** The event's fields of the product. */
export const EVENT_FIELDS = ["tableNumber", "price", "isNew"] as const satisfies readonly ProductFieldName[];

/** The fields typed as numbers ("" is none). */
export const NUMBER_FIELDS: ReadonlySet<string> = new Set<ProductFieldName>([
  "vintage",
  "alcohol",
  "residualSugar",
  "totalAcidity",
  "ph",
  "bottleSize",
  "price",
]);

/** Colours the form offers (locales/<lng>/catalogue.json "vocab.color"); a stored other colour is offered too. */
export const COLOR_CHOICES = ["red", "white", "rose", "orange", "amber"] as const;

/** Each field's refusal, when the value is not one the catalogue takes. */
const FIELD_MESSAGES: Partial<Record<string, string>> = {
  name: ORGANIZER_MESSAGES.productName.key,
  vintage: ORGANIZER_MESSAGES.vintage.key,
  country: ORGANIZER_MESSAGES.countryCode.key,
  alcohol: ORGANIZER_MESSAGES.alcohol.key,
  residualSugar: ORGANIZER_MESSAGES.residualSugar.key,
  totalAcidity: ORGANIZER_MESSAGES.totalAcidity.key,
  ph: ORGANIZER_MESSAGES.ph.key,
  bottleSize: ORGANIZER_MESSAGES.bottleSize.key,
  price: ORGANIZER_MESSAGES.price.key,
};

export const emptyDescriptions = (): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Record<Locale, string>;

export const EMPTY_PRODUCT: ProductFormValues = {
  kind: "Wine",
  name: "",
  vintage: null,
  country: "",
  region: "",
  subregion: "",
  designation: "",
  color: "",
  alcohol: null,
  residualSugar: null,
  totalAcidity: null,
  ph: null,
  bottleSize: null,
  closure: "",
  priceRange: "",
  tableNumber: "",
  price: null,
  isNew: false,
  descriptions: emptyDescriptions(),
};

/** A number as typed: "" is none, a decimal comma reads as a point, anything else not a number is NaN. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

export type ProductFormResult =
  | { ok: true; values: ProductFormValues; base: ProductFormValues | null }
  | { ok: false; errors: Record<string, string> };

/**
 * Reads a posted product form. Errors are message keys by the form's field
 * names (`description.<locale>` for a text). `base` is what an edit form
 * showed (null for a new product).
 */
export function readProductForm(form: FormData): ProductFormResult {
  const text = (name: string) => String(form.get(name) ?? "");
  const errors: Record<string, string> = {};
  const raw: Record<string, unknown> = {};
  for (const field of [...CORE_FIELDS, ...EVENT_FIELDS]) {
    if (field === "isNew") raw.isNew = form.has("isNew");
    else if (NUMBER_FIELDS.has(field)) {
      const value = numberOf(text(field));
      if (Number.isNaN(value)) errors[field] = FIELD_MESSAGES[field] ?? COMMON_MESSAGES.invalid.key;
      raw[field] = value;
    } else if (field === "country") raw.country = text(field).trim().toUpperCase();
    else raw[field] = text(field).trim();
  }
  const descriptions = emptyDescriptions();
  for (const locale of LOCALES) descriptions[locale] = text(`description.${locale}`).trim();
  const core = productChangesSchema.safeParse({
    ...Object.fromEntries(CORE_FIELDS.filter((field) => !(field in errors)).map((field) => [field, raw[field]])),
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, { description: descriptions[locale] }])),
  });
  const event = registeredProductChangesSchema.safeParse(
    Object.fromEntries(EVENT_FIELDS.filter((field) => !(field in errors)).map((field) => [field, raw[field]])),
  );
  for (const issue of [...(core.error?.issues ?? []), ...(event.error?.issues ?? [])]) {
    const [field, locale] = issue.path.map(String);
    const name = field === "translations" ? `description.${locale}` : field;
    errors[name] ??=
      field === "translations"
        ? ORGANIZER_MESSAGES.tooLong.key
        : (FIELD_MESSAGES[field] ?? COMMON_MESSAGES.invalid.key);
  }
  const base = text("base") ? parseBase(text("base")) : null;
  if (text("base") && !base) errors.base = COMMON_MESSAGES.invalid.key;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, base, values: { ...(raw as Omit<ProductFormValues, "descriptions">), descriptions } };
}

const baseSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  vintage: z.number().nullable(),
  country: z.string(),
  region: z.string(),
  subregion: z.string(),
  designation: z.string(),
  color: z.string(),
  alcohol: z.number().nullable(),
  residualSugar: z.number().nullable(),
  totalAcidity: z.number().nullable(),
  ph: z.number().nullable(),
  bottleSize: z.number().nullable(),
  closure: z.string(),
  priceRange: z.string(),
  tableNumber: z.string(),
  price: z.number().nullable(),
  isNew: z.boolean(),
  descriptions: z.record(z.enum(LOCALES), z.string()),
});

function parseBase(json: string): ProductFormValues | null {
  try {
    const parsed = baseSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The values an edit's form showed for the fields it changes. */
export type ExpectedValues = Partial<Omit<ProductFormValues, "descriptions">> & {
  descriptions?: Partial<Record<Locale, string>>;
};

export interface ProductEdit {
  /** The product's own fields that changed (the admin API's shape). */
  product: ProductChanges;
  /** The event's fields of it that changed. */
  registration: RegisteredProductChanges;
  /** For each changed field, the value the form showed: the current value must still be it. */
  expected: ExpectedValues;
}

/** What the organizer changed (nothing, when the form is sent as shown). */
export function changedProduct(values: ProductFormValues, base: ProductFormValues): ProductEdit {
  const product: Record<string, unknown> = {};
  const registration: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const field of CORE_FIELDS) {
    if (values[field] === base[field]) continue;
    product[field] = values[field];
    expected[field] = base[field];
  }
  for (const field of EVENT_FIELDS) {
    if (values[field] === base[field]) continue;
    registration[field] = values[field];
    expected[field] = base[field];
  }
  const translations: ProductChanges["translations"] = {};
  const descriptions: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    if (values.descriptions[locale] === (base.descriptions[locale] ?? "")) continue;
    translations[locale] = { description: values.descriptions[locale] };
    descriptions[locale] = base.descriptions[locale] ?? "";
  }
  if (Object.keys(translations).length > 0) {
    product.translations = translations;
    expected.descriptions = descriptions;
  }
  return {
    product: product as ProductChanges,
    registration: registration as RegisteredProductChanges,
    expected: expected as ExpectedValues,
  };
}

/** The fields of `expected` whose current value is no longer the one the form showed. */
export function staleFields(current: ProductFormValues, expected: ExpectedValues): string[] {
  const stale: string[] = [];
  for (const [field, value] of Object.entries(expected)) {
    if (field === "descriptions") {
      for (const [locale, text] of Object.entries(value as Partial<Record<Locale, string>>))
        if (current.descriptions[locale as Locale] !== text) stale.push(`description.${locale}`);
    } else if (current[field as ProductFieldName] !== value) stale.push(field);
  }
  return stale;
}

/** The product and exhibitor a new product is added with (the form's `exhibitorId`, `producerId`). */
export function readNewProductOwner(
  form: FormData,
): { ok: true; exhibitorId: string; producerId: string | null } | { ok: false; errors: Record<string, string> } {
  const id = z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/);
  const exhibitor = id.safeParse(form.get("exhibitorId") ?? "");
  const producerText = String(form.get("producerId") ?? "").trim();
  const producer = producerText ? id.safeParse(producerText) : { success: true as const, data: null };
  const errors: Record<string, string> = {};
  if (!exhibitor.success) errors.exhibitorId = ORGANIZER_MESSAGES.exhibitorOfEvent.key;
  if (!producer.success) errors.producerId = ORGANIZER_MESSAGES.unknownProducer.key;
  if (!exhibitor.success || !producer.success) return { ok: false, errors };
  return { ok: true, exhibitorId: exhibitor.data, producerId: producer.data };
}
