import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { DANGER_BUTTON, NOTICE, SECONDARY_BUTTON } from "~/components/ui/styles";
import type { FixAction } from "~/features/accounts/claim-rules";
import { useTranslation } from "~/lib/i18n-react";
import type { OnboardingPage, OnboardingRefusal } from "../onboarding-types";
import { ClaimRefusal } from "./claim-refusal";

/** The fixes that apply: a person outside the registration can be set again; one inside can be disconnected, unset or converted. */
export function availableFixes(page: Pick<OnboardingPage, "state" | "person">): FixAction[] {
  if (page.state === "detached") return ["setRepresentative"];
  return [
    ...(page.person?.claimed ? (["disconnectRepresentative"] as const) : []),
    "unsetFromRegistration",
    "convertToVisitor",
  ];
}

/**
 * docs/product/accounts.md's fixes of a representative profile, for the representative, their
 * colleagues and the organizers. Each asks for confirmation first, on its
 * own URL (?confirm=…), so it works without JavaScript as well.
 */
export function FixPanel({ page, refusal }: { page: OnboardingPage; refusal?: OnboardingRefusal }) {
  const { t } = useTranslation("onboarding");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "fix";
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (page.confirm) confirmation.current?.focus();
  }, [page.confirm]);
  const names = { name: page.person?.name ?? "", registration: page.registrationLabel };
  const stepParam = `step=${page.step}`;

  return (
    <section aria-labelledby="fix-title" className="mt-10 border-t border-line pt-6">
      <h2 id="fix-title" className="text-xl font-semibold">
        {t("fix.title")}
      </h2>
      <p className="mt-1 text-muted">{t("fix.intro")}</p>
      {page.fixed ? (
        <p role="status" className={`mt-4 ${NOTICE}`}>
          {t(`fix.done.${page.fixed}`, names)}
        </p>
      ) : null}
      {refusal?.intent === "fix" ? (
        <div className="mt-4">
          <ClaimRefusal refusal={refusal} />
        </div>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-3">
        {availableFixes(page).map((fix) => (
          <li key={fix}>
            {page.confirm === fix ? (
              <div
                ref={confirmation}
                tabIndex={-1}
                role="group"
                aria-labelledby={`confirm-${fix}`}
                className="max-w-xl rounded-md border border-danger p-4"
              >
                <p id={`confirm-${fix}`}>{t(`fix.confirm.${fix}`, names)}</p>
                <Form method="post" className="mt-3 flex flex-wrap gap-3">
                  <input type="hidden" name="intent" value="fix" />
                  <input type="hidden" name="fix" value={fix} />
                  <button type="submit" disabled={busy} className={DANGER_BUTTON}>
                    {t(`fix.yes.${fix}`)}
                  </button>
                  <Link to={`?${stepParam}`} className={SECONDARY_BUTTON}>
                    {t("fix.cancel")}
                  </Link>
                </Form>
              </div>
            ) : (
              <Link to={`?${stepParam}&confirm=${fix}`} className={SECONDARY_BUTTON}>
                {t(`fix.actions.${fix}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
