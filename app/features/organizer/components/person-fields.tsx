import { Checkbox, SelectField, TextField } from "~/components/ui/form-fields";
import { countryName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { PersonFormValues } from "../person-form";

// The person form's fields (docs/product/site-settings.md "People"), shared
// by "Add a person" and a person's page. A claimed profile's personal
// details are its owner's: they show as text, and only the organizer's
// fields stay editable.

export function PersonFields({
  locale,
  values,
  registrations,
  errors,
  claimed,
}: {
  locale: Locale;
  values: PersonFormValues;
  registrations: readonly { id: string; label: string }[];
  errors?: Record<string, string>;
  claimed: boolean;
}) {
  const { t } = useTranslation("organizer");
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  const personal = [
    { name: "name", label: t("person.name"), value: values.name },
    { name: "email", label: t("person.email"), value: values.email },
    { name: "company", label: t("person.company"), value: values.company },
    { name: "jobTitle", label: t("person.jobTitle"), value: values.jobTitle },
    { name: "telephone", label: t("person.telephone"), value: values.telephone },
    { name: "country", label: t("person.country"), value: values.country ? countryName(locale, values.country) : "" },
  ];
  const registration =
    !claimed || values.kind === "representative" ? (
      <SelectField
        id="person-registration"
        name="registrationId"
        label={t("person.registration")}
        defaultValue={values.registrationId ?? ""}
        options={[
          { value: "", label: t("person.chooseRegistration") },
          ...registrations.map((r) => ({ value: r.id, label: r.label })),
        ]}
        error={error("registrationId")}
      />
    ) : null;
  return (
    <div className="grid gap-3">
      {claimed ? (
        <>
          <input type="hidden" name="kind" value={values.kind} />
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t("person.role")}</dt>
            <dd>{values.kind === "representative" ? t("people.representative") : t("people.attendee")}</dd>
            {personal.map((field) => (
              <div key={field.name} className="contents">
                <dt className="font-semibold">{field.label}</dt>
                <dd>{field.value || "—"}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <SelectField
          id="person-kind"
          name="kind"
          label={t("person.role")}
          defaultValue={values.kind}
          options={[
            { value: "attendee", label: t("people.attendee") },
            { value: "representative", label: t("people.representative") },
          ]}
          error={error("kind")}
        />
      )}
      {registration}
      {claimed ? null : (
        <>
          <TextField
            id="person-name"
            name="name"
            label={t("person.name")}
            defaultValue={values.name}
            error={error("name")}
          />
          <TextField
            id="person-email"
            name="email"
            type="email"
            autoComplete="off"
            label={t("person.email")}
            defaultValue={values.email}
            error={error("email")}
          />
          <TextField
            id="person-company"
            name="company"
            label={t("person.company")}
            defaultValue={values.company}
            error={error("company")}
          />
          <TextField
            id="person-job-title"
            name="jobTitle"
            label={t("person.jobTitle")}
            defaultValue={values.jobTitle}
            error={error("jobTitle")}
          />
          <TextField
            id="person-telephone"
            name="telephone"
            type="tel"
            label={t("person.telephone")}
            defaultValue={values.telephone}
            error={error("telephone")}
          />
          <TextField
            id="person-country"
            name="country"
            label={t("person.country")}
            hint={t("person.countryHint")}
            defaultValue={values.country}
            error={error("country")}
          />
        </>
      )}
      <TextField
        id="person-attendee-type"
        name="attendeeType"
        label={t("person.attendeeType")}
        defaultValue={values.attendeeType}
        error={error("attendeeType")}
      />
      <TextField
        id="person-table-number"
        name="tableNumber"
        label={t("person.tableNumber")}
        defaultValue={values.tableNumber}
        error={error("tableNumber")}
      />
      {claimed ? null : (
        <Checkbox
          id="person-discoverable"
          name="discoverable"
          label={t("person.discoverable")}
          defaultChecked={values.discoverable}
        />
      )}
    </div>
  );
}
