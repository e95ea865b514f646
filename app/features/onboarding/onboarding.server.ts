import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { mayClaim } from "~/features/accounts/claim-rules";
import { claimPersonProfile, findPerson, type Person } from "~/features/accounts/claims.server";
import { visibilityShown } from "~/features/accounts/profile-form";
import { ensureProfile } from "~/features/accounts/profiles.server";
import { mayFix } from "~/features/accounts/representative-fixes.server";
import { getEvent, getPrimaryEvent } from "~/features/events/events.server";
import type { Locale } from "~/lib/locales";
import type { OnboardingKind, Relation, StepDefaults } from "./onboarding-types";

// Who the signed-in user is to the person an onboarding URL names, and what
// the steps show them. Entry points call this, then render or act.

export type OnboardingTarget =
  | { kind: "representative"; registrationId: string; personId: string }
  | { kind: "attendee"; personId: string }
  | { kind: Extract<OnboardingKind, "visitor"> };

export interface Onboarding {
  event: { id: string; name: string };
  relation: Relation;
  person: Person | null;
  /** The registration the URL names (representatives only). */
  registrationId: string | null;
  /** The stand's name, or its exhibitors' names, for a representative. */
  registrationLabel: string;
  /** May use the representative fixes (docs/product/accounts.md). */
  canFix: boolean;
}

/** A registration as people know it: the stand's name, else its exhibitors' names. */
export async function registrationLabel(db: DB, registrationId: string): Promise<string> {
  const registration = await db
    .selectFrom("registrations")
    .select("name")
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (registration?.name) return registration.name;
  const exhibitors = await db
    .selectFrom("registration_exhibitors")
    .innerJoin("exhibitors", "exhibitors.id", "registration_exhibitors.exhibitor_id")
    .select("exhibitors.name")
    .where("registration_exhibitors.registration_id", "=", registrationId)
    .orderBy("registration_exhibitors.sort_number")
    .orderBy("exhibitors.name")
    .execute();
  return exhibitors.map((e) => e.name).join(", ");
}

function relationTo(person: Person, user: SessionUser): Relation {
  if (person.claimedBy === user.id) return "mine";
  if (person.claimedBy) return "taken";
  return mayClaim(user, person) ? "claimable" : "notYours";
}

async function eventSummary(db: DB, eventId: string, locale: Locale): Promise<{ id: string; name: string } | null> {
  const event = await getEvent(db, { idOrSlug: eventId, locale });
  return event ? { id: event.id, name: event.name } : null;
}

/** The onboarding the URL names, or null when its person (or event) does not exist for this user. */
export async function resolveOnboarding(
  db: DB,
  options: { target: OnboardingTarget; user: SessionUser; locale: Locale },
): Promise<Onboarding | null> {
  const { target, user, locale } = options;
  if (target.kind === "visitor") {
    const event = await getPrimaryEvent(db, { locale, configured: env().PRIMARY_EVENT });
    return event
      ? {
          event: { id: event.id, name: event.name },
          relation: "visitor",
          person: null,
          registrationId: null,
          registrationLabel: "",
          canFix: false,
        }
      : null;
  }
  if (target.kind === "attendee") {
    const person = await findPerson(db, { kind: "attendee", personId: target.personId });
    const event = person && (await eventSummary(db, person.eventId, locale));
    return person && event
      ? {
          event,
          relation: relationTo(person, user),
          person,
          registrationId: null,
          registrationLabel: "",
          canFix: false,
        }
      : null;
  }
  const registration = await db
    .selectFrom("registrations")
    .select(["id", "event_id"])
    .where("id", "=", target.registrationId)
    .executeTakeFirst();
  const person = registration && (await findPerson(db, { eventId: registration.event_id, personId: target.personId }));
  if (!registration || !person) return null;
  const inRegistration = person.kind === "representative" && person.registrationId === registration.id;
  const canFix = await mayFix(db, {
    eventId: registration.event_id,
    actorId: user.id,
    registrationId: registration.id,
    claimedBy: inRegistration ? person.claimedBy : null,
  });
  // Who is not allowed to see why the person left the registration finds nobody here.
  if (!inRegistration && !canFix && person.claimedBy !== user.id) return null;
  const event = await eventSummary(db, registration.event_id, locale);
  if (!event) return null;
  return {
    event,
    person,
    canFix,
    registrationId: registration.id,
    registrationLabel: await registrationLabel(db, registration.id),
    relation: inRegistration ? relationTo(person, user) : "detached",
  };
}

/** May the user go through steps 2–4: their own claim, or the visitor onboarding. */
export function mayContinue(onboarding: Onboarding): boolean {
  return onboarding.relation === "mine" || onboarding.relation === "visitor";
}

/** What the forms of steps 2–4 start with: the profile record, else the organizer's registration of the person. */
export async function stepDefaults(
  db: DB,
  options: { eventId: string; user: SessionUser; person: Person | null },
): Promise<StepDefaults> {
  const profile = await ensureProfile(db, options.eventId, options.user);
  const person = options.person;
  return {
    details: {
      displayName: profile.displayName || person?.name || options.user.name,
      jobTitle: profile.jobTitle || person?.jobTitle || "",
      companyName: profile.companyName || person?.company || "",
      telephone: profile.telephone || person?.telephone || "",
      linkedInURL: profile.linkedInURL || person?.linkedInUrl || "",
    },
    preferences: { visibility: visibilityShown(profile), contactMeVia: profile.contactMeVia },
    hasAcceptedTerms: profile.hasAcceptedTerms,
  };
}

/** Claims the onboarding's person for the user. */
export async function claimOnboardingPerson(
  db: DB,
  options: { onboarding: Onboarding; user: SessionUser },
): Promise<void> {
  const { onboarding, user } = options;
  const person = onboarding.person;
  if (!person || onboarding.relation === "detached") throw new AppError("invalid", "Nothing to claim here");
  await claimPersonProfile(db, {
    eventId: onboarding.event.id,
    user,
    kind: person.kind,
    personId: person.id,
    ...(person.kind === "representative" && person.registrationId ? { registrationId: person.registrationId } : {}),
  });
}
