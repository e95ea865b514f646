import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { autoClaim } from "~/features/accounts/claims.server";
import { getPrimaryEvent } from "~/features/catalogue/events.server";
import type { Locale } from "~/lib/locales";
import { personOnboardingLink } from "./onboarding-links";
import { registrationLabel } from "./onboarding.server";
import type { ClaimPage } from "./onboarding-types";

// The claim page (SPEC §2 "claim-profile page"): SPEC §4's automatic claim
// with the login address, and its outcome. The attempt is the one every
// sign-in makes; repeating it changes nothing once the profile is the user's.

export async function claimPage(db: DB, options: { user: SessionUser; locale: Locale }): Promise<ClaimPage> {
  const { user, locale } = options;
  const t = serverT(locale);
  const event = await getPrimaryEvent(db, { locale, configured: env().PRIMARY_EVENT });
  const base = {
    locale, title: `${t("onboarding:title.claim")} · ${t("meta.siteName")}`, email: user.email, emailVerified: user.emailVerified,
    event: event ? { id: event.id, name: event.name } : null,
  };
  if (!event) return { ...base, outcome: "nothing", person: null, continueHref: null };
  const result = await autoClaim(db, { eventId: event.id, user });
  if (result.status !== "claimed") return { ...base, outcome: result.status, person: null, continueHref: null };
  const { person } = result;
  return {
    ...base,
    outcome: "claimed",
    person: { kind: person.kind, name: person.name, registrationLabel: person.registrationId ? await registrationLabel(db, person.registrationId) : "" },
    continueHref: personOnboardingLink(locale, person, 2),
  };
}
