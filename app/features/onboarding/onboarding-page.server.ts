import { z } from "zod";
import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { FIX_ACTIONS } from "~/features/accounts/claim-rules";
import type { Locale } from "~/lib/locales";
import {
  mayContinue,
  type Onboarding,
  type OnboardingTarget,
  resolveOnboarding,
  stepDefaults,
} from "./onboarding.server";
import { personOnboardingLink } from "./onboarding-links";
import { parseStep } from "./onboarding-steps";
import type { OnboardingPage, PersonView } from "./onboarding-types";

// What an onboarding page shows for its URL and user, and with which HTTP
// status: the page renders in every case, a refusal included, so that the
// reader sees the message of docs/product/accounts.md in their language.

const ID = /^[0-9a-f]{24}$/;
const fixSchema = z.enum(FIX_ACTIONS).nullable().catch(null);

/** The parts of an onboarding URL; ids that cannot exist make an unknown person. */
export function targetOf(
  kind: OnboardingTarget["kind"],
  params: Record<string, string | undefined>,
): OnboardingTarget | null {
  if (kind === "visitor") return { kind };
  if (kind === "attendee")
    return ID.test(params.attendeeProfileId ?? "") ? { kind, personId: params.attendeeProfileId! } : null;
  const { registrationId = "", representativeId = "" } = params;
  return ID.test(registrationId) && ID.test(representativeId)
    ? { kind, registrationId, personId: representativeId }
    : null;
}

function statusOf(onboarding: Onboarding | null): number {
  if (!onboarding) return 404;
  if (onboarding.canFix) return 200;
  return onboarding.relation === "taken" ? 409 : onboarding.relation === "notYours" ? 403 : 200;
}

function personView(onboarding: Onboarding): PersonView | null {
  const { person, relation, canFix } = onboarding;
  // The organizer's details of a person are for that person and for those who may fix them.
  if (!person || !(canFix || relation === "mine" || relation === "claimable" || relation === "detached")) return null;
  return {
    kind: person.kind,
    name: person.name,
    jobTitle: person.jobTitle,
    company: person.company,
    claimed: person.claimedBy !== null,
  };
}

export async function onboardingPage(
  db: DB,
  options: {
    kind: OnboardingTarget["kind"];
    target: OnboardingTarget | null;
    user: SessionUser;
    locale: Locale;
    url: URL;
  },
): Promise<{ status: number; page: OnboardingPage }> {
  const { kind, target, user, locale, url } = options;
  const onboarding = target ? await resolveOnboarding(db, { target, user, locale }) : null;
  const t = serverT(locale);
  const step = parseStep(url.searchParams.get("step"));
  const continuing = onboarding !== null && mayContinue(onboarding);
  const eventName = onboarding?.event.name;
  return {
    status: statusOf(onboarding),
    page: {
      locale,
      kind,
      step,
      title: `${t(`onboarding:title.${kind}`)}${eventName ? ` · ${eventName}` : ""} · ${t("meta.siteName")}`,
      state: onboarding?.relation ?? "notFound",
      event: onboarding?.event ?? null,
      person: onboarding ? personView(onboarding) : null,
      registrationLabel: onboarding?.registrationLabel ?? "",
      canFix: onboarding?.canFix ?? false,
      confirm: onboarding?.canFix ? fixSchema.parse(url.searchParams.get("confirm")) : null,
      fixed: fixSchema.parse(url.searchParams.get("fixed")),
      userEmail: user.email,
      attendeeHref:
        onboarding?.relation === "detached" &&
        onboarding.person?.kind === "attendee" &&
        onboarding.person.claimedBy === user.id
          ? personOnboardingLink(locale, onboarding.person)
          : null,
      defaults:
        continuing && step !== 1 && step !== "done"
          ? await stepDefaults(db, { eventId: onboarding.event.id, user, person: onboarding.person })
          : null,
    },
  };
}
