import { useRef } from "react";
import { Form } from "react-router";
import { Checkbox, SelectField, TextAreaField, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { ALERT, PRIMARY_BUTTON } from "~/components/ui/styles";
import { CLOSURES, PRICE_RANGES, PRODUCT_KINDS } from "~/features/catalogue/vocabulary";
import { languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { LOCALES, type Locale } from "~/lib/locales";
import { useSaving } from "~/lib/use-saving";
import { COLOR_CHOICES, CORE_FIELDS, EVENT_FIELDS, NUMBER_FIELDS, type ProductFormValues } from "../product-form";
import { productFieldLabel } from "./product-field-label";

// The organizer's product form, one for adding and editing: the product's
// own fields, the event's (table, price, new) and a description in each
// language; each refusal sits under its field. Editing, the values the form
// showed travel with it (`base`) so only what changed is written.

const FIELD_ORDER = [
  "exhibitorId",
  "producerId",
  ...CORE_FIELDS,
  ...EVENT_FIELDS,
  ...LOCALES.map((locale) => `description.${locale}`),
];

export interface ProductOwnerChoice {
  exhibitors: { id: string; name: string }[];
  exhibitorId: string;
  producerId: string;
}

/** Choices with the stored value kept when it is not one of them (imported data may hold another). */
function withCurrent(values: readonly string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : [...values];
}

export function ProductForm({
  locale,
  values,
  base,
  owner,
  errors,
  submitLabel,
}: {
  locale: Locale;
  values: ProductFormValues;
  /** Editing: the values shown, sent back as the form's base. */
  base?: ProductFormValues;
  /** Adding: the exhibitor (of those found) and the producer. */
  owner?: ProductOwnerChoice;
  errors: Record<string, string> | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation("organizer");
  const saving = useSaving();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors, FIELD_ORDER);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  const text = (field: (typeof CORE_FIELDS)[number] | "tableNumber" | "price") => {
    const value = values[field];
    return (
      <TextField
        key={field}
        id={`product-${field}`}
        name={field}
        label={productFieldLabel(t, field)}
        defaultValue={value === null ? "" : String(value)}
        inputMode={
          NUMBER_FIELDS.has(field) ? (field === "vintage" || field === "bottleSize" ? "numeric" : "decimal") : undefined
        }
        error={error(field)}
      />
    );
  };
  const select = (field: "kind" | "color" | "closure" | "priceRange", options: { value: string; label: string }[]) => (
    <SelectField
      key={field}
      id={`product-${field}`}
      name={field}
      label={productFieldLabel(t, field)}
      defaultValue={values[field]}
      options={options}
      error={error(field)}
    />
  );
  const none = { value: "", label: t("productForm.none") };
  return (
    <Form method="post" ref={form} className="grid max-w-3xl gap-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      {base ? <input type="hidden" name="base" value={JSON.stringify(base)} /> : null}
      {errors?.base ? (
        <p role="alert" className={ALERT}>
          {t(errors.base)}
        </p>
      ) : null}
      {owner ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t("productForm.owner")}</legend>
          <SelectField
            id="product-exhibitorId"
            name="exhibitorId"
            label={productFieldLabel(t, "exhibitorId")}
            defaultValue={owner.exhibitorId}
            options={[
              { value: "", label: t("productForm.chooseExhibitor") },
              ...owner.exhibitors.map((exhibitor) => ({ value: exhibitor.id, label: exhibitor.name })),
            ]}
            error={error("exhibitorId")}
          />
          <TextField
            id="product-producerId"
            name="producerId"
            label={productFieldLabel(t, "producerId")}
            hint={t("productForm.producerHint")}
            defaultValue={owner.producerId}
            error={error("producerId")}
          />
        </fieldset>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t("productForm.product")}</legend>
        {select(
          "kind",
          PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`catalogue:vocab.kind.${kind}`) })),
        )}
        {text("name")}
        {text("vintage")}
        {text("country")}
        {text("region")}
        {text("subregion")}
        {text("designation")}
        {select("color", [
          none,
          ...withCurrent(COLOR_CHOICES, values.color).map((color) => ({
            value: color,
            label: t(`catalogue:vocab.color.${color}`, { defaultValue: color }),
          })),
        ])}
        {text("alcohol")}
        {text("residualSugar")}
        {text("totalAcidity")}
        {text("ph")}
        {text("bottleSize")}
        {select("closure", [
          none,
          ...withCurrent(CLOSURES, values.closure).map((closure) => ({
            value: closure,
            label: t(`catalogue:vocab.closure.${closure}`, { defaultValue: closure }),
          })),
        ])}
        {select("priceRange", [
          none,
          ...withCurrent(PRICE_RANGES, values.priceRange).map((range) => ({
            value: range,
            label: t(`catalogue:vocab.priceRange.${range}`, { defaultValue: range }),
          })),
        ])}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t("productForm.atEvent")}</legend>
        {text("tableNumber")}
        {text("price")}
        <Checkbox id="product-isNew" name="isNew" label={productFieldLabel(t, "isNew")} defaultChecked={values.isNew} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">{t("productForm.descriptions")}</legend>
        {LOCALES.map((language) => (
          <TextAreaField
            key={language}
            id={`product-description-${language}`}
            name={`description.${language}`}
            label={t("productForm.description", { language: languageName(locale, language) })}
            defaultValue={values.descriptions[language]}
            error={error(`description.${language}`)}
          />
        ))}
      </fieldset>
      <p>
        <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}
