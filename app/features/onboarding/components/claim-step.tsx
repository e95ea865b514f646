import { Form, Link, useNavigation } from "react-router";
import { ALERT, PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { onboardingLinks } from "../onboarding-links";
import type { OnboardingPage, OnboardingRefusal } from "../onboarding-types";
import { ClaimRefusal } from "./claim-refusal";
import { PersonCard } from "./person-card";

/**
 * Step 1: who the user is. Their own claim or the visitor onboarding leads
 * on; an open profile of their address is claimed here; otherwise docs/product/accounts.md's
 * message says why not (for those who may fix the profile, its details).
 */
export function ClaimStep({ page, refusal }: { page: OnboardingPage; refusal?: OnboardingRefusal }) {
  const { t } = useTranslation("onboarding");
  const navigation = useNavigation();
  const claiming = navigation.state === "submitting" && navigation.formData?.get("intent") === "claim";
  const { person, state, event, locale } = page;
  const eventName = event?.name ?? "";
  const card = person ? (
    <PersonCard
      person={person}
      registrationLabel={page.registrationLabel}
      eventName={eventName}
      showStatus={page.canFix}
    />
  ) : null;

  if (state === "visitor") {
    return (
      <div className="space-y-4">
        <p>
          {t("claim.signedInAs", { email: page.userEmail })} {t("claim.visitorIntro", { event: eventName })}
        </p>
        <p>
          <Link to={onboardingLinks.claim(locale)}>{t("claim.findProfile")}</Link>
        </p>
        <Link to="?step=2" className={PRIMARY_BUTTON}>
          {t("steps.start")}
        </Link>
      </div>
    );
  }
  if (state === "mine") {
    return (
      <div className="space-y-4">
        <p>{t("claim.confirmed", { name: person?.name ?? "" })}</p>
        {card}
        <Link to="?step=2" className={PRIMARY_BUTTON}>
          {t("steps.continue")}
        </Link>
      </div>
    );
  }
  if (state === "claimable") {
    return (
      <div className="space-y-4">
        {refusal?.intent === "claim" ? <ClaimRefusal refusal={refusal} /> : null}
        <p>{t("claim.isThisYou")}</p>
        {card}
        <Form method="post">
          <input type="hidden" name="intent" value="claim" />
          <button type="submit" disabled={claiming} className={PRIMARY_BUTTON}>
            {claiming ? t("claim.claiming") : t("claim.claimButton")}
          </button>
        </Form>
      </div>
    );
  }
  if (state === "detached") {
    return (
      <div className="space-y-4">
        <p role="status">{t("claim.detached", { name: person?.name ?? "", registration: page.registrationLabel })}</p>
        {card}
        {page.attendeeHref ? (
          <Link to={page.attendeeHref} className={PRIMARY_BUTTON}>
            {t("claim.continueAsAttendee")}
          </Link>
        ) : null}
      </div>
    );
  }
  // taken or notYours: those who may fix the profile see it; everyone else the message of docs/product/accounts.md.
  if (page.canFix) return card;
  const taken = state === "taken";
  return (
    <div role="alert" className={ALERT}>
      <h2 className="text-lg font-semibold">{t(taken ? "errors.alreadyClaimed" : "errors.nothingToClaim")}</h2>
      <p className="mt-1">
        {taken ? t("errors.alreadyClaimedDetail") : t("claim.signedInAs", { email: page.userEmail })}
      </p>
      <p className="mt-1">{t(taken ? "claim.takenHint" : "claim.otherAddressHint")}</p>
    </div>
  );
}
