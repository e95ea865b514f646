import type { DB } from "~/.server/db/connect";
import { claimPersonProfile } from "~/features/accounts/claims.server";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";
import { confirmMeeting } from "~/features/meetings/meeting-actions.server";
import { loadMeetingEvent } from "~/features/meetings/meeting-event.server";
import { requestMeeting } from "~/features/meetings/meetings.server";
import { blockDayPart } from "~/features/meetings/schedule.server";
import { wallClockToUtc } from "~/features/meetings/slots";
import type { Participant } from "~/features/people/participants.server";
import { writeDemoDesk } from "./demo-desk.server";
import { DEMO_MEETING_PEOPLE, DEMO_ORGANIZER, demoPersonId } from "./people";

// The demo's meeting people (README "The demo fair"): Sam Seller, a
// representative at the first stand, and Bea Buyer, signed in with the
// organizer's password, each holding their profile at every demo event; at
// an event with booking on, a few meetings between them and others so the
// inbox and the schedule show every state at once. Written through the
// meetings' own functions, so slot holds and history are what use makes.
// Kept when they exist already: loading again changes nothing.

const ROLES = [
  ["seller", "representative", DEMO_MEETING_PEOPLE.representative],
  ["buyer", "attendee", DEMO_MEETING_PEOPLE.attendee],
] as const;

const CREATED = "2026-04-15T09:00:00.000Z";

async function demoUsers(db: DB): Promise<Record<"seller" | "buyer", { id: string; email: string }>> {
  for (const [role, , person] of ROLES) {
    await insertVerifiedPasswordUser(db, {
      id: `uncork-demo-${role}`,
      email: person.email,
      name: person.name,
      password: DEMO_ORGANIZER.password,
      now: CREATED,
    });
  }
  const rows = await db
    .selectFrom("auth_users")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      ROLES.map(([, , person]) => person.email),
    )
    .execute();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return {
    seller: byEmail.get(DEMO_MEETING_PEOPLE.representative.email)!,
    buyer: byEmail.get(DEMO_MEETING_PEOPLE.attendee.email)!,
  };
}

const at = (date: string, time: string, timeZone: string) => wallClockToUtc(date, time, timeZone).toISOString();

async function demoMeetings(db: DB, eventId: string, seller: Participant, buyer: Participant): Promise<void> {
  const event = await loadMeetingEvent(db, eventId);
  const [first, second = first] = event.calendar.days;
  const last = event.calendar.days.at(-1) ?? first;
  if (!event.bookingOn || !first) return;
  const existing = await db
    .selectFrom("meetings")
    .select("id")
    .where("event_id", "=", eventId)
    .where("partner_id", "=", seller.personId)
    .executeTakeFirst();
  if (existing) return;
  const zone = event.timeZone;
  const form = { telephone: "+31 20 555 0101", shareContactDetails: true as const, acceptTerms: true as const };

  // Confirmed: the buyer meets the seller on the first morning.
  const confirmed = await requestMeeting(db, {
    me: buyer,
    form: {
      ...form,
      partnerId: seller.personId,
      start: at(first, "11:00", zone),
      message: "Your new vintages, for our spring list.",
    },
  });
  await confirmMeeting(db, { me: seller, meetingId: confirmed.id, shareContactDetails: true });

  // Waiting for the seller: another attendee asks for the first afternoon.
  const other = await db
    .selectFrom("person_profiles")
    .select(["id", "kind"])
    .where("event_id", "=", eventId)
    .where("kind", "=", "attendee")
    .where("claimed_by", "is", null)
    .where("id", "!=", buyer.personId)
    .orderBy("sort_number")
    .orderBy("id")
    .executeTakeFirst();
  if (other) {
    await requestMeeting(db, {
      me: { eventId, userId: "", personId: other.id, kind: "attendee" },
      form: {
        ...form,
        partnerId: seller.personId,
        start: at(first, "14:00", zone),
        message: "Could we taste your reds together?",
      },
    });
  }

  // Waiting for the buyer: the seller asks for the second morning.
  await requestMeeting(db, {
    me: seller,
    form: {
      ...form,
      partnerId: buyer.personId,
      start: at(second, "10:30", zone),
      message: "May I show you our sparkling wines?",
    },
  });

  // The seller keeps the last afternoon free.
  await blockDayPart(db, { me: seller, date: last, part: "afternoon" });
}

/** The two demo accounts with their profiles at every demo event, their meetings where booking is on, and the seller's desk. */
export async function writeDemoMeetingPeople(db: DB, eventIds: string[]): Promise<void> {
  const users = await demoUsers(db);
  for (const eventId of eventIds) {
    const participants: Partial<Record<"seller" | "buyer", Participant>> = {};
    for (const [role, kind] of ROLES) {
      const personId = demoPersonId(eventId, role);
      const person = await db
        .selectFrom("person_profiles")
        .select(["id", "claimed_by"])
        .where("event_id", "=", eventId)
        .where("id", "=", personId)
        .executeTakeFirst();
      if (!person) continue;
      const user = users[role];
      if (person.claimed_by !== user.id) {
        await claimPersonProfile(db, { eventId, user: { ...user, emailVerified: true }, kind, personId });
      }
      participants[role] = { eventId, userId: user.id, personId, kind };
    }
    if (participants.seller && participants.buyer) {
      await demoMeetings(db, eventId, participants.seller, participants.buyer);
      await writeDemoDesk(db, {
        eventId,
        seller: participants.seller,
        buyer: { ...participants.buyer, email: users.buyer.email },
      });
    }
  }
}
