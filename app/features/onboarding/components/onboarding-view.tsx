import { Link } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { onboardingLinks } from "../onboarding-links";
import type { OnboardingPage, OnboardingRefusal } from "../onboarding-types";
import { ClaimRefusal } from "./claim-refusal";
import { ClaimStep } from "./claim-step";
import { DetailsStep } from "./details-step";
import { FixPanel } from "./fix-panel";
import { PreferencesStep } from "./preferences-step";
import { StepIndicator } from "./step-indicator";
import { TermsStep } from "./terms-step";

/** An onboarding page (representative, attendee or visitor): the current step, and the profile fixes for those allowed. */
export function OnboardingView({ page, refusal }: { page: OnboardingPage; refusal?: OnboardingRefusal }) {
  const { t } = useTranslation("onboarding");
  if (page.state === "notFound") {
    const which = page.kind === "representative" ? "representative" : "visitor";
    return (
      <section aria-labelledby="onboarding-title" className="py-10">
        <h1 id="onboarding-title" className="text-3xl font-bold">
          {t(`errors.${which}NotFound`)}
        </h1>
        <p className="mt-2 text-muted">{t(`errors.${which}NotFoundHint`)}</p>
        <p className="mt-6">
          <Link to={onboardingLinks.claim(page.locale)}>{t("claim.findProfile")}</Link>
        </p>
      </section>
    );
  }

  const stepRefusal = refusal?.intent === "step" ? refusal : undefined;
  const errorsOf = (step: 2 | 3 | 4) => (stepRefusal?.step === step ? stepRefusal.errors : undefined);
  const continuing = (page.state === "mine" || page.state === "visitor") && page.step !== 1;
  return (
    <article className="max-w-3xl">
      <header>
        <h1 id="onboarding-title" className="text-3xl font-bold">
          {t(`title.${page.kind}`)}
        </h1>
        {page.event ? <p className="mt-1 text-muted">{page.event.name}</p> : null}
        {page.state === "mine" || page.state === "visitor" || page.state === "claimable" ? (
          <StepIndicator step={page.step} />
        ) : null}
      </header>
      {refusal?.intent === "fix" && !page.canFix ? (
        <div className="mt-6">
          <ClaimRefusal refusal={refusal} />
        </div>
      ) : null}
      {page.step === "done" && (page.state === "mine" || page.state === "visitor") ? (
        <section aria-labelledby="done-title" className="mt-6 space-y-3">
          <h2 id="done-title" className="text-xl font-semibold">
            {t("done.title")}
          </h2>
          <p>{t("done.text", { event: page.event?.name ?? "" })}</p>
          <Link to={onboardingLinks.profile(page.locale)} className={PRIMARY_BUTTON}>
            {t("done.profile")}
          </Link>
        </section>
      ) : page.defaults && page.step === 2 ? (
        <DetailsStep
          values={
            stepRefusal?.step === 2 ? (stepRefusal.values as typeof page.defaults.details) : page.defaults.details
          }
          errors={errorsOf(2)}
        />
      ) : page.defaults && page.step === 3 ? (
        <PreferencesStep
          values={
            stepRefusal?.step === 3
              ? (stepRefusal.values as typeof page.defaults.preferences)
              : page.defaults.preferences
          }
          errors={errorsOf(3)}
        />
      ) : page.defaults && page.step === 4 ? (
        <TermsStep
          values={
            stepRefusal?.step === 4
              ? (stepRefusal.values as { hasAcceptedTerms: boolean; agreesToShareContactDetails: boolean })
              : {
                  hasAcceptedTerms: page.defaults.hasAcceptedTerms,
                  agreesToShareContactDetails: page.defaults.hasAcceptedTerms,
                }
          }
          errors={errorsOf(4)}
        />
      ) : (
        <section aria-label={t("steps.claim")} className="mt-6">
          <ClaimStep page={page} refusal={refusal} />
        </section>
      )}
      {page.canFix && page.kind === "representative" && !continuing ? <FixPanel page={page} refusal={refusal} /> : null}
      {page.canFix && page.kind === "representative" && continuing ? (
        <p className="mt-8 text-sm">
          <Link to="?step=1">{t("fix.title")}</Link>
        </p>
      ) : null}
    </article>
  );
}
