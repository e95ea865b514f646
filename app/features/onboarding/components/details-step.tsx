import { TextField } from "~/components/ui/form-fields";
import { useTranslation } from "~/lib/i18n-react";
import { DETAILS_FIELDS, type DetailsValues } from "../onboarding-steps";
import { StepForm } from "./step-form";

const INPUTS: Record<(typeof DETAILS_FIELDS)[number], { type?: "tel" | "url"; autoComplete: string; hint?: boolean }> =
  {
    displayName: { autoComplete: "name" },
    jobTitle: { autoComplete: "organization-title" },
    companyName: { autoComplete: "organization" },
    telephone: { type: "tel", autoComplete: "tel", hint: true },
    linkedInURL: { type: "url", autoComplete: "url", hint: true },
  };

/** Step 2: the name, job, company, telephone and LinkedIn profile others see. */
export function DetailsStep({ values, errors }: { values: DetailsValues; errors?: Record<string, string> }) {
  const { t } = useTranslation("onboarding");
  return (
    <StepForm step={2} fields={DETAILS_FIELDS} errors={errors}>
      {DETAILS_FIELDS.map((name) => (
        <TextField
          key={name}
          id={`onboarding-${name}`}
          name={name}
          label={t(`details.${name}`)}
          type={INPUTS[name].type ?? "text"}
          autoComplete={INPUTS[name].autoComplete}
          hint={INPUTS[name].hint ? t(`details.${name}Hint`) : undefined}
          defaultValue={values[name]}
          error={errors?.[name] ? t(errors[name]) : undefined}
        />
      ))}
    </StepForm>
  );
}
