import { z } from "zod";
import { type ExhibitorChanges, exhibitorChangesSchema } from "~/features/catalogue/schemas";
import { IMPORT_MESSAGES } from "~/features/data-in/files/import-messages";
import { LOCALES, type Locale } from "~/lib/locales";
import { ORGANIZER_MESSAGES } from "./organizer-messages";

// The exhibitor form of the organizer's console (adding one and editing
// one): what it shows, and how a submitted form reads. The result is the
// catalogue's own exhibitor changes (exhibitorChangesSchema, the admin API's
// too), every field given, so a save writes what the form shows and the
// update's history names only the fields that differ. Errors are message
// keys by the form's field names ("description.de" for a description).

export const EXHIBITOR_FORM_FIELDS = ["name", "brandName", "country", "website", "email", "phone", "founded"] as const;
export type ExhibitorFormField = (typeof EXHIBITOR_FORM_FIELDS)[number];

/** The form's fields in their order (for the focus on the first error). */
export const EXHIBITOR_FORM_ORDER: readonly string[] = [
  ...EXHIBITOR_FORM_FIELDS,
  ...LOCALES.map((locale) => `description.${locale}`),
];

/** What the form shows: every field as text. */
export type ExhibitorFormValues = Record<ExhibitorFormField, string> & { descriptions: Record<Locale, string> };

export type ExhibitorFormChanges = z.infer<typeof exhibitorChangesSchema> & { name: string; country: string };

export type ExhibitorFormResult =
  | { ok: true; changes: ExhibitorFormChanges; values: ExhibitorFormValues }
  | { ok: false; errors: Record<string, string>; values: ExhibitorFormValues };

const noDescriptions = () => Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Record<Locale, string>;

export function emptyExhibitorForm(): ExhibitorFormValues {
  return {
    name: "",
    brandName: "",
    country: "",
    website: "",
    email: "",
    phone: "",
    founded: "",
    descriptions: noDescriptions(),
  };
}

/** The form's values for a stored exhibitor and its texts. */
export function exhibitorFormValues(
  row: {
    name: string;
    brand_name: string;
    country: string;
    website: string;
    email: string;
    phone: string;
    founded: number | null;
  },
  texts: readonly { locale: string; description: string }[],
): ExhibitorFormValues {
  const descriptions = noDescriptions();
  for (const text of texts) if (text.locale in descriptions) descriptions[text.locale as Locale] = text.description;
  return {
    name: row.name,
    brandName: row.brand_name,
    country: row.country,
    website: row.website,
    email: row.email,
    phone: row.phone,
    founded: row.founded === null ? "" : String(row.founded),
    descriptions,
  };
}

const text = (max: number) => z.string().trim().max(max, IMPORT_MESSAGES.tooLong.key);

/** A web address as typed: "example.com" is read as "https://example.com"; only http and https are links. */
function webAddress(value: string): string {
  return value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

const postedSchema = z.object({
  name: text(200).min(1, IMPORT_MESSAGES.required.key),
  brandName: text(200),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, ORGANIZER_MESSAGES.country.key),
  website: text(500)
    .transform(webAddress)
    .refine(
      (value) => value === "" || (/^https?:\/\//i.test(value) && URL.canParse(value)),
      ORGANIZER_MESSAGES.website.key,
    ),
  email: text(200).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    IMPORT_MESSAGES.invalidEmail.key,
  ),
  phone: text(40),
  founded: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{4}$/.test(value), ORGANIZER_MESSAGES.founded.key)
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || (value >= 1000 && value <= 2100), ORGANIZER_MESSAGES.founded.key),
  descriptions: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text(10_000)]))),
});

/** Reads a posted exhibitor form. */
export function readExhibitorForm(form: FormData): ExhibitorFormResult {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ExhibitorFormValues = {
    ...(Object.fromEntries(EXHIBITOR_FORM_FIELDS.map((name) => [name, field(name)])) as Record<
      ExhibitorFormField,
      string
    >),
    descriptions: Object.fromEntries(LOCALES.map((locale) => [locale, field(`description.${locale}`)])) as Record<
      Locale,
      string
    >,
  };
  const parsed = postedSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] === "descriptions" ? `description.${String(issue.path[1])}` : String(issue.path[0]);
      errors[name] ??= issue.message;
    }
    return { ok: false, errors, values };
  }
  const { descriptions, ...fields } = parsed.data;
  const changes = {
    ...fields,
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, { description: descriptions[locale] }])),
  };
  // The catalogue's own rules, as the admin API applies them.
  const checked = exhibitorChangesSchema.safeParse(changes);
  if (!checked.success) return { ok: false, errors: { name: IMPORT_MESSAGES.invalid.key }, values };
  return { ok: true, changes: { ...checked.data, name: fields.name, country: fields.country }, values };
}

const baseSchema = z.object({
  ...(Object.fromEntries(EXHIBITOR_FORM_FIELDS.map((field) => [field, z.string().max(10_000)])) as Record<
    ExhibitorFormField,
    z.ZodString
  >),
  descriptions: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.string().max(20_000)]))),
});

/**
 * What an edit form showed (its hidden `base`, the values as stored when the
 * page was drawn); null when it is missing or not such values.
 */
export function readExhibitorBase(form: FormData): ExhibitorFormValues | null {
  const posted = form.get("base");
  if (typeof posted !== "string") return null;
  try {
    const parsed = baseSchema.safeParse(JSON.parse(posted));
    return parsed.success ? (parsed.data as ExhibitorFormValues) : null;
  } catch {
    return null;
  }
}

/** The fields the organizer changed against what the form showed ("name", "description.de"…). */
export function changedExhibitorFields(values: ExhibitorFormValues, base: ExhibitorFormValues): string[] {
  return [
    ...EXHIBITOR_FORM_FIELDS.filter((field) => values[field] !== base[field]),
    ...LOCALES.filter((locale) => values.descriptions[locale] !== base.descriptions[locale]).map(
      (locale) => `description.${locale}`,
    ),
  ];
}

/** Of those fields, the ones whose stored value is no longer what the form showed: someone else changed them. */
export function staleExhibitorFields(
  current: ExhibitorFormValues,
  base: ExhibitorFormValues,
  changed: readonly string[],
): string[] {
  const fieldValue = (values: ExhibitorFormValues, field: string) =>
    field.startsWith("description.")
      ? values.descriptions[field.slice("description.".length) as Locale]
      : values[field as ExhibitorFormField];
  return changed.filter((field) => fieldValue(current, field) !== fieldValue(base, field));
}

/** Only the changed fields of a read form's changes: what an edit writes (nothing else is overwritten). */
export function onlyChangedFields(changes: ExhibitorFormChanges, changed: readonly string[]): ExhibitorChanges {
  const kept: Record<string, unknown> = {};
  for (const field of EXHIBITOR_FORM_FIELDS) if (changed.includes(field)) kept[field] = changes[field];
  const translations = Object.fromEntries(
    Object.entries(changes.translations ?? {}).filter(([locale]) => changed.includes(`description.${locale}`)),
  );
  if (Object.keys(translations).length > 0) kept.translations = translations;
  return kept as ExhibitorChanges;
}
