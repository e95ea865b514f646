import { useTranslation } from "~/lib/i18n-react";
import { LAST_STEP, STEP_NAMES, type Step } from "../onboarding-steps";

/** Where the user is in the four steps; the current one is marked for assistive technology. */
export function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation("onboarding");
  const current = step === "done" ? LAST_STEP + 1 : step;
  return (
    <ol aria-label={t("steps.label")} className="mt-4 flex flex-wrap gap-2 text-sm">
      {STEP_NAMES.map((name, index) => {
        const number = index + 1;
        const state =
          number < current
            ? "border-success text-success"
            : number === current
              ? "border-primary bg-primary text-paper"
              : "border-line text-muted";
        return (
          <li
            key={name}
            aria-current={number === current ? "step" : undefined}
            className={`rounded-full border px-3 py-1 ${state}`}
          >
            <span className="font-semibold">{number}.</span> {t(`steps.${name}`)}
          </li>
        );
      })}
    </ol>
  );
}
