import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { claimError, findPerson, type Person } from "./claims.server";
import { type NewPerson, newPersonSchema } from "./new-person-schema";

// Attendees and representatives as the organizer registers them (imports,
// the admin API): unclaimed directory entries a user later claims by signing
// in with the same address.

export { type NewPerson, newPersonSchema };

/**
 * Adds a person profile to the event. A representative belongs to a
 * registration of the event: the one named, else the event's first.
 */
export async function createPersonProfile(db: DB, options: { eventId: string; person: NewPerson }): Promise<Person> {
  const input = newPersonSchema.parse(options.person);
  let registrationId: string | null = null;
  if (input.kind === "representative") {
    let query = db.selectFrom("registrations").select("id").where("event_id", "=", options.eventId);
    query = input.registrationId
      ? query.where("id", "=", input.registrationId)
      : query.orderBy("sort_number").orderBy("id").limit(1);
    const registration = await query.executeTakeFirst();
    if (!registration) throw claimError("not_found", "registrationNotFound");
    registrationId = registration.id;
  }
  const id = randomBytes(12).toString("hex");
  const now = new Date().toISOString();
  await db
    .insertInto("person_profiles")
    .values({
      id,
      event_id: options.eventId,
      kind: input.kind,
      registration_id: registrationId,
      claimed_by: null,
      claimed_at: null,
      sort_number: input.sortNumber,
      discoverable: fromBool(dialectOf(db), input.discoverable),
      email: input.email.toLowerCase(),
      name: input.name,
      job_title: input.jobTitle,
      company: input.company,
      telephone: input.telephone,
      linkedin_url: input.linkedInURL,
      video_call_id: input.videoCallId,
      office_phone: input.officePhone,
      mobile_phone: input.mobilePhone,
      profile_image_url: input.profileImageUrl,
      attendee_type: input.attendeeType,
      table_number: input.tableNumber,
      country: input.country,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await findPerson(db, { eventId: options.eventId, personId: id }))!;
}
