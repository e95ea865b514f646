import { ALERT } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import type { OnboardingRefusal } from "../onboarding-types";

/** Why a claim or a fix was refused (the message of docs/product/accounts.md, and its detail when it has one). */
export function ClaimRefusal({ refusal }: { refusal: Extract<OnboardingRefusal, { intent: "claim" | "fix" }> }) {
  const { t } = useTranslation("onboarding");
  return (
    <div role="alert" className={ALERT}>
      <p className="font-semibold">{t(refusal.messageKey)}</p>
      {refusal.detailKey ? <p className="mt-1">{t(refusal.detailKey)}</p> : null}
    </div>
  );
}
