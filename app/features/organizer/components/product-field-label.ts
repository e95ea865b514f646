import { languageName } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import type { ProductFieldName } from "../product-form";

// A product field's name as the organizer reads it, in the form and in the
// history (which names the database's columns): the import's column names
// where the import has the field, else the product form's own.

const LABEL_KEYS: Record<ProductFieldName | "exhibitorId" | "producerId", string> = {
  kind: "import.columns.kind",
  name: "import.columns.name",
  vintage: "import.columns.vintage",
  country: "import.columns.country",
  region: "import.columns.region",
  subregion: "import.columns.subregion",
  designation: "productForm.fields.designation",
  color: "import.columns.color",
  alcohol: "import.columns.alcohol",
  residualSugar: "import.columns.residual_sugar",
  totalAcidity: "import.columns.total_acidity",
  ph: "import.columns.ph",
  bottleSize: "import.columns.bottle_size",
  closure: "import.columns.closure",
  priceRange: "productForm.fields.priceRange",
  tableNumber: "import.columns.stand",
  price: "productForm.fields.price",
  isNew: "productForm.fields.isNew",
  exhibitorId: "import.columns.exhibitor_name",
  producerId: "import.columns.producer_id",
};

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A form field's (`alcohol`) or a history column's (`residual_sugar`) label; an unknown one as it is named. */
export function productFieldLabel(t: TFunction, field: string): string {
  const key = LABEL_KEYS[field as keyof typeof LABEL_KEYS] ?? LABEL_KEYS[camel(field) as keyof typeof LABEL_KEYS];
  return key ? t(key) : t(`import.columns.${field}`, { defaultValue: field });
}

/** A history entry's field (a column, `translations.<locale>.<text>`, or "*" for all): its label, a text's language. */
export function historyFieldText(t: TFunction, locale: Locale, field: string): string {
  if (field === "*" || field === "") return t("product.allFields");
  const text = /^translations\.([a-z]{2})\.(.+)$/.exec(field);
  if (text)
    return `${t(`import.columns.${text[2]}`, { defaultValue: text[2], locale: text[1] })} · ${languageName(locale, text[1])}`;
  return productFieldLabel(t, field);
}
