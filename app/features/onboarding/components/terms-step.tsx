import { Checkbox } from "~/components/ui/form-fields";
import { useTranslation } from "~/lib/i18n-react";
import { TERMS_FIELDS, type TermsValues } from "../onboarding-steps";
import { StepForm } from "./step-form";

/** Step 4: the terms and the consent to share contact details (docs/product/accounts.md), both required. */
export function TermsStep({ values, errors }: { values: TermsValues; errors?: Record<string, string> }) {
  const { t } = useTranslation("onboarding");
  return (
    <StepForm step={4} fields={TERMS_FIELDS} errors={errors}>
      {TERMS_FIELDS.map((name) => (
        <Checkbox
          key={name}
          id={`onboarding-${name}`}
          name={name}
          label={t(`terms.${name}`)}
          hint={t(`terms.${name}Hint`)}
          defaultChecked={values[name]}
          error={errors?.[name] ? t(errors[name]) : undefined}
        />
      ))}
    </StepForm>
  );
}
