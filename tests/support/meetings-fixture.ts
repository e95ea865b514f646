import type { DB } from "~/.server/db";
import { bus, type UserDataChanged } from "~/.server/realtime/bus";

// What the meetings database tests share: the fair and its people
// (tests/factories/meetings.ts: booking on, meeting 7–9 December 2026,
// 10:00–18:00 Berlin time in 30-minute slots; two representatives of one
// stand and two attendees, each claimed by a user whose login address is
// theirs), the changes they hear, the refusals they expect.

/** Collects the user.changed messages published while a test runs. */
export function listenToUserChanges(): { messages: UserDataChanged[]; stop: () => void } {
  const messages: UserDataChanged[] = [];
  const stop = bus().subscribe((message) => {
    if (message.type === "user.changed") messages.push(message);
  });
  return { messages, stop };
}

/** Every hold of an event as "person slot kind meeting|block" lines, sorted: the state the races must leave consistent. */
export async function holdsOf(db: DB, eventId: string) {
  return db
    .selectFrom("slot_holds")
    .select(["person_id", "slot_start", "kind", "meeting_id", "block_id"])
    .where("event_id", "=", eventId)
    .orderBy("person_id")
    .orderBy("slot_start")
    .execute();
}

export {
  at,
  bookingForm,
  claimedPerson,
  FAIR_SCHEDULE,
  type MeetingsFixture,
  manyAttendees,
  meetingsFixture,
} from "../factories/meetings";
export { appError } from "./my-data-fixture";
