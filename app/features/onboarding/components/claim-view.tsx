import { Form, Link } from "react-router";
import { ALERT, NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { onboardingLinks } from "../onboarding-links";
import type { ClaimPage } from "../onboarding-types";

/** The outcome of the automatic claim: success, already claimed, or nothing for the login address (docs/product/accounts.md). */
export function ClaimView({ page }: { page: ClaimPage }) {
  const { t } = useTranslation("onboarding");
  const eventName = page.event?.name ?? "";
  return (
    <article className="max-w-3xl">
      <h1 className="text-3xl font-bold">{t("title.claim")}</h1>
      <p className="mt-1 text-muted">{t("claimPage.intro", { event: eventName, email: page.email })}</p>
      {page.outcome === "claimable" && page.person ? (
        <div role="status" className={`mt-6 ${NOTICE}`}>
          <p className="text-ink">{t("claimPage.claimable", { name: page.person.name })}</p>
        </div>
      ) : page.outcome === "claimed" && page.person ? (
        <div role="status" className={`mt-6 ${NOTICE}`}>
          <h2 className="text-lg font-semibold">{t("claimPage.success")}</h2>
          <p className="mt-1 text-ink">
            {page.person.kind === "representative"
              ? t("claimPage.claimedAsRepresentative", {
                  name: page.person.name,
                  registration: page.person.registrationLabel,
                })
              : t("claimPage.claimedAsAttendee", { name: page.person.name, event: eventName })}
          </p>
        </div>
      ) : (
        <div role="alert" className={`mt-6 ${ALERT}`}>
          <h2 className="text-lg font-semibold">
            {t(page.outcome === "alreadyClaimed" ? "errors.alreadyClaimed" : "errors.nothingToClaim")}
          </h2>
          <p className="mt-1">
            {page.outcome === "alreadyClaimed"
              ? t("errors.alreadyClaimedDetail")
              : page.emailVerified
                ? t("claim.otherAddressHint")
                : t("claimPage.unverified")}
          </p>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {page.continueHref ? (
          <Link to={page.continueHref} className={PRIMARY_BUTTON}>
            {t("claimPage.continue")}
          </Link>
        ) : (
          <>
            {page.outcome === "claimable" ? null : (
              <Link to={onboardingLinks.visitor(page.locale)} className={PRIMARY_BUTTON}>
                {t("claimPage.visitorOnboarding")}
              </Link>
            )}
            <Form method="post" className="contents">
              <button type="submit" className={page.outcome === "claimable" ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
                {page.outcome === "claimable" ? t("claimPage.claim") : t("claimPage.tryAgain")}
              </button>
            </Form>
          </>
        )}
      </div>
    </article>
  );
}
