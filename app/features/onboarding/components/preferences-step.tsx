import { CheckboxGroup } from "~/components/ui/form-fields";
import { CONTACT_METHODS, VISIBILITIES } from "~/features/accounts/roles";
import { useTranslation } from "~/lib/i18n-react";
import { PREFERENCES_FIELDS, type PreferencesValues } from "../onboarding-steps";
import { StepForm } from "./step-form";

/** Step 3: who can see the profile (exhibitors, visitors, everyone) and how to be contacted. */
export function PreferencesStep({ values, errors }: { values: PreferencesValues; errors?: Record<string, string> }) {
  const { t } = useTranslation("onboarding");
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  return (
    <StepForm step={3} fields={PREFERENCES_FIELDS} errors={errors}>
      <CheckboxGroup
        id="onboarding-visibility"
        name="visibility"
        legend={t("preferences.visibility")}
        options={VISIBILITIES.map((value) => ({ value, label: t(`preferences.visibilityOptions.${value}`) }))}
        checked={values.visibility}
        error={error("visibility")}
      />
      <CheckboxGroup
        id="onboarding-contactMeVia"
        name="contactMeVia"
        legend={t("preferences.contactMeVia")}
        options={CONTACT_METHODS.map((value) => ({ value, label: t(`preferences.contactMethods.${value}`) }))}
        checked={values.contactMeVia}
        error={error("contactMeVia")}
      />
    </StepForm>
  );
}
