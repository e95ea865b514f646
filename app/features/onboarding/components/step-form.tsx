import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useFocusFirstError } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { LAST_STEP, stepName, stepSearch } from "../onboarding-steps";

/**
 * One step's form: its heading, a plain POST (the action answers with the
 * next step's URL, or with the errors next to the fields), back and next.
 * The browser's own checks are off so that the onboarding rules answer, in
 * the reader's language.
 */
export function StepForm({
  step,
  fields,
  errors,
  children,
}: {
  step: 2 | 3 | 4;
  fields: readonly string[];
  errors?: Record<string, string>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("onboarding");
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors, fields);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("step") === String(step);
  return (
    <section aria-labelledby="step-title" className="mt-6">
      <h2 id="step-title" className="text-xl font-semibold">
        {t("steps.heading", { step, total: LAST_STEP, name: t(`steps.${stepName(step)}`) })}
      </h2>
      <p className="mt-1 text-muted">{t(`${stepName(step)}.intro`)}</p>
      <Form ref={form} method="post" noValidate className="mt-4 max-w-xl space-y-5">
        <input type="hidden" name="intent" value="step" />
        <input type="hidden" name="step" value={step} />
        {children}
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("steps.saving") : step === LAST_STEP ? t("steps.finish") : t("steps.continue")}
          </button>
          <Link to={stepSearch((step - 1) as 1 | 2 | 3)} className={SECONDARY_BUTTON}>
            {t("steps.back")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
