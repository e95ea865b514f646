import { useRef } from "react";
import { Form } from "react-router";
import { SelectField, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { ALERT, PRIMARY_BUTTON } from "~/components/ui/styles";
import { languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { LOCALES, type Locale } from "~/lib/locales";
import { useSaving } from "~/lib/use-saving";
import { EXHIBITOR_FORM_ORDER, type ExhibitorFormValues } from "../exhibitor-form";

// One exhibitor's fields as the organizer adds or edits them: its names,
// country, contact, founding year and a description per language. Errors
// arrive as message keys by field name and sit under their fields.

const TEXTAREA =
  "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

export function ExhibitorForm({
  locale,
  values,
  base,
  countries,
  errors,
  submitLabel,
}: {
  locale: Locale;
  values: ExhibitorFormValues;
  /** Editing: the stored values the form shows, sent back so only what the organizer changed is written. */
  base?: ExhibitorFormValues;
  countries: readonly { value: string; label: string }[];
  errors: Record<string, string> | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation("organizer");
  const busy = useSaving();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors, EXHIBITOR_FORM_ORDER);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  const known = values.country === "" || countries.some((c) => c.value === values.country);
  const countryOptions = [
    { value: "", label: t("exhibitor.chooseCountry") },
    ...(known ? [] : [{ value: values.country, label: values.country }]),
    ...countries,
  ];
  return (
    <Form method="post" ref={form} className="grid max-w-3xl gap-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      {base ? <input type="hidden" name="base" value={JSON.stringify(base)} /> : null}
      {errors ? (
        <p role="alert" className={ALERT}>
          {t("exhibitor.invalid")}
        </p>
      ) : null}
      <fieldset disabled={busy} className="grid gap-4">
        <TextField
          id="exhibitor-name"
          name="name"
          label={t("exhibitor.fields.name")}
          defaultValue={values.name}
          autoComplete="organization"
          error={error("name")}
        />
        <TextField
          id="exhibitor-brand-name"
          name="brandName"
          label={t("exhibitor.fields.brandName")}
          defaultValue={values.brandName}
          error={error("brandName")}
        />
        <SelectField
          id="exhibitor-country"
          name="country"
          label={t("exhibitor.fields.country")}
          defaultValue={values.country}
          options={countryOptions}
          error={error("country")}
        />
        <TextField
          id="exhibitor-website"
          name="website"
          type="url"
          label={t("exhibitor.fields.website")}
          defaultValue={values.website}
          error={error("website")}
        />
        <TextField
          id="exhibitor-email"
          name="email"
          type="email"
          label={t("exhibitor.fields.email")}
          defaultValue={values.email}
          error={error("email")}
        />
        <TextField
          id="exhibitor-phone"
          name="phone"
          type="tel"
          label={t("exhibitor.fields.phone")}
          defaultValue={values.phone}
          error={error("phone")}
        />
        <TextField
          id="exhibitor-founded"
          name="founded"
          label={t("exhibitor.fields.founded")}
          hint={t("exhibitor.foundedHint")}
          defaultValue={values.founded}
          error={error("founded")}
        />
        <fieldset className="grid gap-3">
          <legend className="font-semibold">{t("exhibitor.descriptions")}</legend>
          {LOCALES.map((language) => {
            const name = `description.${language}`;
            const id = `exhibitor-description-${language}`;
            const message = error(name);
            return (
              <div key={language}>
                <label htmlFor={id} className="block text-sm font-semibold">
                  {t("exhibitor.fields.description", { language: languageName(locale, language) })}
                </label>
                <textarea
                  id={id}
                  name={name}
                  lang={language}
                  rows={4}
                  defaultValue={values.descriptions[language]}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  className={TEXTAREA}
                />
                {message ? (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
                    {message}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      </fieldset>
      <p>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}
