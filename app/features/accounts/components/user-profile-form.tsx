import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxGroup, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { type FormOutcome, PROFILE_FIELDS, type ProfileFormValues } from "../profile-form";
import { CONTACT_METHODS, type ContactMethod, VISIBILITIES, type Visibility } from "../roles";
import { SaveStatus } from "./save-status";

export interface EditableProfile {
  displayName: string;
  email: string;
  jobTitle: string;
  companyName: string;
  telephone: string;
  linkedInURL: string;
  contactMeVia: ContactMethod[];
  visibility: Visibility[];
  hasAcceptedTerms: boolean;
}

const TEXT_FIELDS = [
  { name: "displayName", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "jobTitle", autoComplete: "organization-title" },
  { name: "companyName", autoComplete: "organization" },
  { name: "telephone", type: "tel", autoComplete: "tel" },
  { name: "linkedInURL", type: "url", autoComplete: "url", hint: true },
] as const;

/**
 * The user profile record's own fields. The browser's checks are off
 * (noValidate): the profile rules answer, in the reader's language, next to
 * each field, and a refused save keeps everything typed.
 */
export function UserProfileForm({
  profile,
  outcome,
}: {
  profile: EditableProfile;
  outcome?: FormOutcome<ProfileFormValues>;
}) {
  const { t } = useTranslation("profile");
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const typed = outcome && outcome.status !== "saved" ? outcome.values : null;
  const errors = outcome?.status === "invalid" ? outcome.errors : undefined;
  useFocusFirstError(form, errors, PROFILE_FIELDS);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);

  return (
    <section aria-labelledby="profile-form-title" className="mt-10">
      <h2 id="profile-form-title" className="text-xl font-semibold">
        {t("form.heading")}
      </h2>
      <Form ref={form} method="post" noValidate className="mt-4 max-w-xl space-y-5">
        <input type="hidden" name="intent" value="profile" />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`profile-${field.name}`}
            name={field.name}
            label={t(`form.${field.name}`)}
            type={"type" in field ? field.type : "text"}
            autoComplete={field.autoComplete}
            hint={"hint" in field ? t(`form.${field.name}Hint`) : undefined}
            defaultValue={typed?.[field.name] ?? profile[field.name]}
            error={error(field.name)}
          />
        ))}
        <CheckboxGroup
          id="profile-contactMeVia"
          name="contactMeVia"
          legend={t("form.contactMeVia")}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`contactMethods.${value}`) }))}
          checked={typed?.contactMeVia ?? profile.contactMeVia}
          error={error("contactMeVia")}
        />
        <CheckboxGroup
          id="profile-visibility"
          name="visibility"
          legend={t("form.visibility")}
          options={VISIBILITIES.map((value) => ({ value, label: t(`visibility.${value}`) }))}
          checked={typed?.visibility ?? profile.visibility}
          error={error("visibility")}
        />
        <p className="text-sm">
          <span className="font-semibold">{t("form.terms")}: </span>
          {profile.hasAcceptedTerms ? t("form.termsAccepted") : t("form.termsNotAccepted")}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("form.saving") : t("form.save")}
          </button>
          <SaveStatus status={outcome?.status} savedText={t("form.saved")} />
        </div>
      </Form>
    </section>
  );
}
