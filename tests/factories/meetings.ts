import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import type { MeetingSchedule } from "~/features/events/meeting-schedule";
import type { BookingFormInput } from "~/features/meetings/booking-form";
import { wallClockToUtc } from "~/features/meetings/slots";
import type { Participant } from "~/features/people/participants.server";
import { insertEvent, insertExhibitor, register } from "./catalogue";
import { insertPerson, insertUser } from "./people";

// People and meetings for database tests and the meetings benchmark: an
// event with booking on over three fair days in Berlin, representatives and
// attendees claimed by their own users, a complete booking form.

export const FAIR_SCHEDULE: MeetingSchedule = {
  days: ["2026-12-07", "2026-12-08", "2026-12-09"],
  opens: "10:00",
  closes: "18:00",
  slotMinutes: 30,
};

export interface MeetingsFixture {
  eventId: string;
  registrationId: string;
  exhibitorId: string;
  rep: Participant;
  rep2: Participant;
  anna: Participant;
  bruno: Participant;
}

/** A person of the event claimed by a new user with the same address. */
export async function claimedPerson(
  db: DB,
  eventId: string,
  person: { kind: "representative" | "attendee"; name: string; registrationId?: string; discoverable?: boolean },
): Promise<Participant> {
  const email = `${person.name.toLowerCase().replace(/\W+/g, ".")}-${randomBytes(4).toString("hex")}@example.com`;
  const user = await insertUser(db, { email });
  const personId = await insertPerson(db, eventId, {
    kind: person.kind,
    name: person.name,
    email,
    company: person.kind === "representative" ? "Weingut Test" : "Test Wine Merchants",
    jobTitle: person.kind === "representative" ? "Export Manager" : "Wine Buyer",
    telephone: "+49 30 1234567",
    registrationId: person.registrationId,
    discoverable: person.discoverable ?? true,
  });
  await db.updateTable("person_profiles").set({ claimed_by: user.id }).where("id", "=", personId).execute();
  return { eventId, userId: user.id, personId, kind: person.kind };
}

export async function meetingsFixture(
  db: DB,
  options: { settings?: object; schedule?: MeetingSchedule } = {},
): Promise<MeetingsFixture> {
  const eventId = await insertEvent(db, {
    settings: { meetingBooking: "true", meetingSchedule: options.schedule ?? FAIR_SCHEDULE, ...options.settings },
  });
  const exhibitorId = await insertExhibitor(db);
  const registrationId = await register(db, { eventId, exhibitorId, tableNumber: "B12" });
  const rep = await claimedPerson(db, eventId, { kind: "representative", name: "Rita Rep", registrationId });
  const rep2 = await claimedPerson(db, eventId, { kind: "representative", name: "Robert Rep", registrationId });
  const anna = await claimedPerson(db, eventId, { kind: "attendee", name: "Anna Attendee" });
  const bruno = await claimedPerson(db, eventId, { kind: "attendee", name: "Bruno Buyer" });
  return { eventId, registrationId, exhibitorId, rep, rep2, anna, bruno };
}

/** Many attendees at once, each claimed by their own user (for the races). */
export function manyAttendees(db: DB, eventId: string, count: number): Promise<Participant[]> {
  return manyPeople(db, eventId, count, { kind: "attendee" });
}

/** Many people of one kind at once (representatives of one registration), each claimed by their own user. */
export async function manyPeople(
  db: DB,
  eventId: string,
  count: number,
  options: { kind: "attendee" } | { kind: "representative"; registrationId: string },
): Promise<Participant[]> {
  const now = "2026-11-01T00:00:00.000Z";
  const dialect = dialectOf(db);
  const people = Array.from({ length: count }, (_, i) => {
    const id = randomBytes(12).toString("hex");
    return { id, userId: `user-${id}`, email: `${options.kind}-${i}-${id}@example.com` };
  });
  for (let i = 0; i < people.length; i += 100) {
    const batch = people.slice(i, i + 100);
    await db
      .insertInto("auth_users")
      .values(
        batch.map((p) => ({
          id: p.userId,
          name: p.email,
          email: p.email,
          email_verified: fromBool(dialect, true),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto("person_profiles")
      .values(
        batch.map((p, j) => ({
          id: p.id,
          event_id: eventId,
          kind: options.kind,
          registration_id: options.kind === "representative" ? options.registrationId : null,
          claimed_by: p.userId,
          claimed_at: now,
          sort_number: i + j,
          discoverable: fromBool(dialect, true),
          email: p.email,
          name: `${options.kind === "representative" ? "Representative" : "Attendee"} ${i + j}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return people.map((p) => ({ eventId, userId: p.userId, personId: p.id, kind: options.kind }));
}

/** A complete booking form for a partner, at a slot or without one. */
export function bookingForm(partnerId: string, start?: string | null): BookingFormInput {
  return {
    partnerId,
    start,
    message: "Shall we taste your Rieslings?",
    telephone: "+49 30 1234567",
    shareContactDetails: true,
    acceptTerms: true,
  };
}

/** An instant of the fair as UTC ISO text: "10:00" on 8 December in Berlin. */
export function at(time: string, date = "2026-12-08"): string {
  return wallClockToUtc(date, time, "Europe/Berlin").toISOString();
}
