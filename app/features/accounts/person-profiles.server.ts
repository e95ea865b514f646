import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool, toBool } from "~/.server/db/dialect";
import { nextVersion } from "~/.server/db/next-version";
import type { PersonKind, PersonProfilesTable } from "~/.server/db/schema-accounts";
import { AppError } from "~/.server/errors";
import { type PersonProfile, personProfileSchema } from "./profile-schema";
import { ProfileValidationError } from "./profiles.server";

// The directory entry (attendee or representative, docs/product/accounts.md) a user has
// claimed at an event. Every query names the claimant: an entry someone else
// claimed is not found, never shown or changed.

export interface OwnPersonProfile extends PersonProfile {
  id: string;
  kind: PersonKind;
}

/** What the claimant may change; name, email and the rest come from the organizer's registration. */
const COMMON_EDITABLE = [
  "jobTitle",
  "company",
  "telephone",
  "officePhone",
  "mobilePhone",
  "videoCallId",
  "discoverable",
] as const;
const EDITABLE_BY_KIND: Record<PersonKind, readonly string[]> = {
  attendee: [...COMMON_EDITABLE, "attendeeType"],
  representative: [...COMMON_EDITABLE, "tableNumber"],
};

/** The fields a claimant of this kind of entry may change. */
export function editablePersonFields(kind: PersonKind): readonly string[] {
  return EDITABLE_BY_KIND[kind];
}

function toPersonProfile(row: Selectable<PersonProfilesTable>): OwnPersonProfile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    jobTitle: row.job_title,
    company: row.company,
    telephone: row.telephone,
    linkedInURL: row.linkedin_url,
    videoCallId: row.video_call_id,
    officePhone: row.office_phone,
    mobilePhone: row.mobile_phone,
    profileImageUrl: row.profile_image_url,
    attendeeType: row.attendee_type,
    tableNumber: row.table_number,
    sortNumber: row.sort_number,
    discoverable: toBool(row.discoverable),
  };
}

/** The person profile a user claimed at an event: the representative entry before attendee ones, else the first claimed. */
export function claimedPersonRow(db: DB, eventId: string, userId: string) {
  return (
    db
      .selectFrom("person_profiles")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("claimed_by", "=", userId)
      // A representative who also holds attendee entries edits the representative
      // one ("representative" sorts after "attendee"); otherwise the first claimed.
      .orderBy("kind", "desc")
      .orderBy("claimed_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst()
  );
}

/** The entry this user claimed at the event, or null. */
export async function getOwnPersonProfile(db: DB, eventId: string, userId: string): Promise<OwnPersonProfile | null> {
  const row = await claimedPersonRow(db, eventId, userId);
  return row ? toPersonProfile(row) : null;
}

/**
 * Merges the claimant's changes into their entry, validated with the person
 * profile rules. Fields the claimant may not change keep their stored values;
 * invalid input throws ProfileValidationError (message keys per field) and
 * changes nothing.
 */
export async function updateOwnPersonProfile(
  db: DB,
  eventId: string,
  userId: string,
  input: Record<string, unknown>,
): Promise<OwnPersonProfile> {
  const row = await claimedPersonRow(db, eventId, userId);
  if (!row) throw new AppError("not_found", "Profile not found");
  const stored = toPersonProfile(row);
  const { id, kind, ...fields } = stored;
  const merged: Record<string, unknown> = { ...fields };
  for (const key of editablePersonFields(kind)) if (key in input) merged[key] = input[key];

  const parsed = personProfileSchema.safeParse(merged);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "form"] ??= issue.message;
    throw new ProfileValidationError(fieldErrors);
  }
  const next = parsed.data;
  const result = await db
    .updateTable("person_profiles")
    .set({
      job_title: next.jobTitle,
      company: next.company,
      telephone: next.telephone,
      office_phone: next.officePhone,
      mobile_phone: next.mobilePhone,
      video_call_id: next.videoCallId,
      attendee_type: next.attendeeType,
      table_number: next.tableNumber,
      discoverable: fromBool(dialectOf(db), next.discoverable),
      updated_at: nextVersion(db),
    })
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .where("claimed_by", "=", userId)
    .executeTakeFirst();
  // Released or reclaimed between the read and the write.
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("not_found", "Profile not found");
  return { ...next, id, kind };
}
