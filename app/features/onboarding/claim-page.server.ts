import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { autoClaim, claimStatus } from "~/features/accounts/claims.server";
import { getPrimaryEvent } from "~/features/events/events.server";
import type { Locale } from "~/lib/locales";
import { registrationLabel } from "./onboarding.server";
import { personOnboardingLink } from "./onboarding-links";
import type { ClaimPage } from "./onboarding-types";

// The claim page (docs/product/accounts.md "Claiming a registered profile"): where docs/product/accounts.md's automatic
// claim with the login address stands. Showing the page changes nothing;
// the claim itself is the page's POST (`attempt`), the same attempt every
// sign-in makes.

export async function claimPage(
  db: DB,
  options: { user: SessionUser; locale: Locale; attempt: boolean },
): Promise<ClaimPage> {
  const { user, locale } = options;
  const t = serverT(locale);
  const event = await getPrimaryEvent(db, { locale, configured: env().PRIMARY_EVENT });
  const base = {
    locale,
    title: `${t("onboarding:title.claim")} · ${t("meta.siteName")}`,
    email: user.email,
    emailVerified: user.emailVerified,
    event: event ? { id: event.id, name: event.name } : null,
  };
  if (!event) return { ...base, outcome: "nothing", person: null, continueHref: null };
  const result = options.attempt
    ? await autoClaim(db, { eventId: event.id, user })
    : await claimStatus(db, { eventId: event.id, user });
  if (result.status !== "claimed" && result.status !== "claimable")
    return { ...base, outcome: result.status, person: null, continueHref: null };
  const { person } = result;
  return {
    ...base,
    outcome: result.status,
    person: {
      kind: person.kind,
      name: person.name,
      registrationLabel: person.registrationId ? await registrationLabel(db, person.registrationId) : "",
    },
    continueHref: result.status === "claimed" ? personOnboardingLink(locale, person, 2) : null,
  };
}
