import { countryName, formatList, formatNumber, languageName, placeName } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { columnLabel } from "./columns";
import type { ImportedType } from "./import-report";

// A report's field changes in the organizer's words (issue 29: the German
// report wrote "13.5", `residual_sugar` and `kind: (leer) → representative`):
// each field by the label the templates head its column with (or the
// product and exhibitor forms' label where no column has it), each value in
// the organizer's language: numbers with the locale's separators, the
// kinds, colours and closures by their names, countries and regions as the
// catalogue names them, nothing as "(empty)".

/** Fields that no import column has by that name, and the message that labels them. */
const LABEL_KEYS: Record<string, string> = {
  registration_id: "organizer:import.columns.exhibitor_name",
  registered_exhibitor_id: "organizer:import.columns.exhibitor_id",
  table_number: "organizer:import.columns.stand",
  designation: "organizer:productForm.fields.designation",
  price: "organizer:productForm.fields.price",
  price_range: "organizer:productForm.fields.priceRange",
  is_new: "organizer:productForm.fields.isNew",
  brand_name: "organizer:exhibitor.fields.brandName",
  phone: "organizer:exhibitor.fields.phone",
  founded: "organizer:exhibitor.fields.founded",
};

/** Values that are names of the catalogue's vocabulary (catalogue:vocab.<list>.<value>). */
const VOCABULARY: Record<string, string> = {
  color: "color",
  closure: "closure",
  price_range: "priceRange",
};

/** Numbers that are years, written without a thousands separator. */
const YEARS = new Set(["vintage", "founded"]);

/** A changed field's label: `residual_sugar` → "Restzucker (g/l)", `translations.fr.description` → "Beschreibung (fr)". */
export function changeFieldLabel(t: TFunction, locale: Locale, field: string): string {
  const text = /^translations\.([a-z]{2})\.(.+)$/.exec(field);
  if (text) {
    const [, language, column] = text;
    if (column === "description") return columnLabel(t, `description_${language}`);
    return `${t(`organizer:import.columns.${column}`, { defaultValue: column })} · ${languageName(locale, language)}`;
  }
  const key = LABEL_KEYS[field] ?? `organizer:import.columns.${field}`;
  return t(key, { defaultValue: field });
}

/** One value of a changed field as the organizer reads it; nothing is "(empty)". */
export function changeValueText(
  t: TFunction,
  locale: Locale,
  type: ImportedType,
  field: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === "") return t("organizer:data.report.empty");
  if (Array.isArray(value)) {
    if (value.length === 0) return t("organizer:data.report.empty");
    return formatList(
      locale,
      value.map((item) => changeValueText(t, locale, type, field, item)),
    );
  }
  if (typeof value === "boolean") return t(value ? "organizer:data.report.yes" : "organizer:data.report.no");
  if (typeof value === "number") return YEARS.has(field) ? String(value) : formatNumber(locale, value);
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value);
  if (field === "kind") {
    return type === "person"
      ? t(`organizer:import.personKinds.${text}`, { defaultValue: text })
      : t(`catalogue:vocab.kind.${text}`, { defaultValue: text });
  }
  if (field in VOCABULARY) return t(`catalogue:vocab.${VOCABULARY[field]}.${text}`, { defaultValue: text });
  if (field === "country" || field === "exhibitor_country") return countryName(locale, text);
  if (field === "region" || field === "subregion") return placeName(locale, text);
  return text;
}
