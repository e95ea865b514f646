import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { nextVersion } from "~/.server/db/next-version";
import { AppError } from "~/.server/errors";
import { CLAIM_MESSAGES, mayClaim, type PersonKind, planAutoClaim } from "./claim-rules";
import { makeAttendee, makeRepresentative } from "./claimant-profile.server";
import type { UserProfile } from "./profile-schema";

// Claiming a person profile (docs/product/accounts.md): a signed-in user whose verified
// login address is the one the organizer registered becomes that
// representative or attendee. The claim is one conditional UPDATE, so of two
// users claiming at once exactly one wins.

export interface ClaimingUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** A person profile as its claimant and the people allowed to fix it see it. */
export interface Person {
  id: string;
  eventId: string;
  kind: PersonKind;
  registrationId: string | null;
  name: string;
  email: string;
  jobTitle: string;
  company: string;
  telephone: string;
  linkedInUrl: string;
  claimedBy: string | null;
}

export type AutoClaimOutcome =
  | { status: "claimed"; person: Person }
  | { status: "alreadyClaimed" }
  | { status: "nothing" };
/** What the automatic claim would do now, without doing it: "claimable" names the profile it would take. */
export type ClaimStatus = AutoClaimOutcome | { status: "claimable"; person: Person };

const PERSON_COLUMNS = [
  "id",
  "event_id",
  "kind",
  "registration_id",
  "name",
  "email",
  "job_title",
  "company",
  "telephone",
  "linkedin_url",
  "claimed_by",
] as const;

type PersonRow = {
  [K in (typeof PERSON_COLUMNS)[number]]: K extends "registration_id" | "claimed_by" ? string | null : string;
};

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    eventId: row.event_id,
    kind: row.kind as PersonKind,
    registrationId: row.registration_id,
    name: row.name,
    email: row.email,
    jobTitle: row.job_title,
    company: row.company,
    telephone: row.telephone,
    linkedInUrl: row.linkedin_url,
    claimedBy: row.claimed_by,
  };
}

/** A claim refused with the words of docs/product/accounts.md; "already claimed" names its detail line too. */
/** The detail shown under a refusal's message, for the refusals that have one. */
const DETAILS: Partial<Record<keyof typeof CLAIM_MESSAGES, { key: string }>> = {
  alreadyClaimed: CLAIM_MESSAGES.alreadyClaimedDetail,
  visitorWithSameEmail: CLAIM_MESSAGES.visitorWithSameEmailDetail,
};

export function claimError(code: "not_found" | "conflict" | "forbidden", key: keyof typeof CLAIM_MESSAGES): AppError {
  const detail = DETAILS[key];
  return new AppError(code, CLAIM_MESSAGES[key], detail ? { detailKey: detail.key } : undefined);
}

function notFound(kind: PersonKind): AppError {
  return claimError("not_found", kind === "representative" ? "representativeNotFound" : "visitorNotFound");
}

/**
 * A person profile by id, of the kind asked for (any without one); within a
 * registration when one is named (a representative's URL names both).
 */
export async function findPerson(
  db: DB,
  options: { kind?: PersonKind; personId: string; registrationId?: string; eventId?: string },
): Promise<Person | null> {
  let query = db.selectFrom("person_profiles").select(PERSON_COLUMNS).where("id", "=", options.personId);
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (options.eventId) query = query.where("event_id", "=", options.eventId);
  if (options.registrationId !== undefined) query = query.where("registration_id", "=", options.registrationId);
  const row = await query.executeTakeFirst();
  return row ? toPerson(row) : null;
}

/**
 * Claims one person profile for the user (docs/product/accounts.md): unknown, or a
 * representative outside the named registration, is not_found; claimed by
 * someone else is a conflict; an address that is not the user's verified
 * login address is forbidden. Claiming one's own again succeeds. The user's
 * profile becomes the representative's (docs/product/accounts.md defaults) or a visitor's
 * holding the attendee id; a user is one person per event, so an earlier
 * claim of theirs at the event is given up.
 */
export async function claimPersonProfile(
  db: DB,
  options: { eventId: string; user: ClaimingUser; kind: PersonKind; personId: string; registrationId?: string },
): Promise<{ person: Person; profile: UserProfile | null }> {
  const { eventId, user, kind } = options;
  const person = await findPerson(db, {
    eventId,
    kind,
    personId: options.personId,
    registrationId: options.registrationId,
  });
  if (!person || (kind === "representative" && !person.registrationId)) throw notFound(kind);
  if (person.claimedBy && person.claimedBy !== user.id) throw claimError("conflict", "alreadyClaimed");
  if (!mayClaim(user, person)) throw claimError("forbidden", "nothingToClaim");

  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const taken = await trx
      .updateTable("person_profiles")
      .set({ claimed_by: user.id, claimed_at: now, updated_at: nextVersion(trx, new Date(now)) })
      .where("id", "=", person.id)
      .where("event_id", "=", eventId)
      .where("kind", "=", kind)
      .where("claimed_by", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) {
      // Claimed meanwhile (or changed): only the user's own claim counts as success.
      const current = await findPerson(trx, { eventId, kind, personId: person.id });
      if (!current) throw notFound(kind);
      if (current.claimedBy !== user.id) throw claimError("conflict", "alreadyClaimed");
    }
    const profile =
      kind === "representative"
        ? await makeRepresentative(trx, {
            eventId,
            userId: user.id,
            registrationId: person.registrationId!,
            representativeId: person.id,
          })
        : await makeAttendee(trx, { eventId, userId: user.id, attendeeId: person.id });
    return { person: { ...person, claimedBy: user.id }, profile };
  });
}

/** The event's person profiles registered under an address, oldest first. */
async function profilesWithEmail(db: DB, eventId: string, email: string): Promise<Person[]> {
  const rows = await db
    .selectFrom("person_profiles")
    .select(PERSON_COLUMNS)
    .where("event_id", "=", eventId)
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toPerson);
}

/** The automatic claim's plan for the user, read only (the claim page shows it before the user asks). */
export async function claimStatus(db: DB, options: { eventId: string; user: ClaimingUser }): Promise<ClaimStatus> {
  const { eventId, user } = options;
  if (!user.emailVerified || user.email.trim() === "") return { status: "nothing" };
  const candidates = await profilesWithEmail(db, eventId, user.email);
  const plan = planAutoClaim(candidates, user.id);
  if (plan.action === "nothing" || plan.action === "alreadyClaimed") return { status: plan.action };
  const chosen = candidates.find((c) => c.id === plan.id)!;
  return plan.action === "mine" ? { status: "claimed", person: chosen } : { status: "claimable", person: chosen };
}

/**
 * docs/product/accounts.md's automatic claim with the login address, tried at every sign-in
 * and on the claim page: success, already claimed, or nothing matching the
 * login address. An unverified address matches nothing.
 */
export async function autoClaim(db: DB, options: { eventId: string; user: ClaimingUser }): Promise<AutoClaimOutcome> {
  const { eventId, user } = options;
  const status = await claimStatus(db, { eventId, user });
  if (status.status !== "claimable") return status;
  const chosen = status.person;
  try {
    const { person } = await claimPersonProfile(db, { eventId, user, kind: chosen.kind, personId: chosen.id });
    return { status: "claimed", person };
  } catch (error) {
    // Someone else was quicker.
    if (error instanceof AppError && error.code === "conflict") return { status: "alreadyClaimed" };
    throw error;
  }
}
