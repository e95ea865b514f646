import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import { hasBlocked } from "~/features/people/person-blocks.server";
import { findPersonWithPrivacy, type Participant } from "../people/participants.server";
import { type BookingFormInput, bookingFormSchema } from "./booking-form";
import { loadMeetingEvent, requireBookingOn } from "./meeting-event.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { meetingRequestRefusal } from "./meeting-rules";
import { awaitingSide, requestedState } from "./meeting-states";
import {
  findMeetingRow,
  type Meeting,
  type MeetingHistoryEntry,
  participantMeetingRows,
  publishMeetingChange,
  sideOf,
  toMeeting,
} from "./meeting-views.server";
import { holdForMeeting, withSlot } from "./slot-holds.server";
import { slotRefusal } from "./slot-refusals.server";
import { type Slot, slotStartingAt } from "./slots";

// Requesting a meeting and reading one's meetings (docs/meetings.md).

const REQUEST_REFUSALS = {
  ownMeeting: () => new AppError("invalid", MEETING_MESSAGES.ownMeeting),
  personNotFound: () => new AppError("not_found", MEETING_MESSAGES.personNotFound),
  notAccepted: () => new AppError("forbidden", MEETING_MESSAGES.notAccepted),
};

/**
 * Asks `partnerId` for a meeting, at the suggested slot or with the time
 * left to the partner. The form is checked first (a ZodError names every
 * field), then the event, the partner and the slot; nothing is stored when
 * any check fails. The meeting, its history entry and both people's slot
 * holds are one transaction: of many requests for one person's slot,
 * exactly one commits, the others get "This timeslot is no longer available.".
 */
export async function requestMeeting(
  db: DB,
  options: { me: Participant; form: BookingFormInput; now?: Date },
): Promise<Meeting> {
  const { me } = options;
  const form = bookingFormSchema.parse(options.form);
  const event = await loadMeetingEvent(db, me.eventId);
  requireBookingOn(event);
  const [partner, self] = await Promise.all([
    findPersonWithPrivacy(db, { eventId: me.eventId, personId: form.partnerId }),
    findPersonWithPrivacy(db, { eventId: me.eventId, personId: me.personId }),
  ]);
  if (!partner) throw REQUEST_REFUSALS.personNotFound();
  const refusal = meetingRequestRefusal({ id: me.personId, kind: me.kind }, partner);
  if (refusal) throw REQUEST_REFUSALS[refusal]();
  // Someone who blocked me in chat does not get my meeting requests either.
  if (await hasBlocked(db, { blocker: partner.id, blocked: me.personId })) throw REQUEST_REFUSALS.notAccepted();

  let slot: Slot | null = null;
  if (form.start) {
    const answer = slotStartingAt(event.calendar, form.start);
    if (!answer.ok) throw slotRefusal(answer.reason);
    slot = answer.value;
  }
  // The representative's table is where they meet by default (the partner's first).
  const place = partner.tableNumber || self?.tableNumber || "";

  const id = randomBytes(12).toString("hex");
  const now = (options.now ?? new Date()).toISOString();
  const state = requestedState(slot !== null);
  const dialect = dialectOf(db);
  await withSlot(
    db,
    { eventId: me.eventId, personIds: [me.personId, partner.id], slotStart: slot?.start ?? null },
    MEETING_MESSAGES.bookingError,
    () =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("meetings")
          .values({
            id,
            event_id: me.eventId,
            requester_id: me.personId,
            partner_id: partner.id,
            status: state.status,
            awaiting: awaitingSide(state),
            slot_start: slot?.start ?? null,
            slot_end: slot?.end ?? null,
            proposed_start: null,
            proposed_end: null,
            proposed_by: null,
            resumes_status: null,
            cancelled_by: null,
            declined: fromBool(dialect, false),
            place,
            message: form.message,
            requester_telephone: form.telephone,
            requester_shares_contact: fromBool(dialect, form.shareContactDetails),
            partner_shares_contact: fromBool(dialect, false),
            version: 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto("meeting_history")
          .values({
            meeting_id: id,
            version: 1,
            actor_id: me.personId,
            actor_side: "requester",
            action: "request",
            status: state.status,
            slot_start: slot?.start ?? null,
            proposed_start: null,
            created_at: now,
          })
          .execute();
        if (slot) {
          await holdForMeeting(trx, {
            eventId: me.eventId,
            meetingId: id,
            personIds: [me.personId, partner.id],
            slot,
            kind: "meeting",
          });
        }
      }),
  );
  await publishMeetingChange(db, id);
  return toMeeting(await findMeetingRow(db, me, id), "requester");
}

/** One of the participant's meetings with its history; anyone else's is not_found. */
export async function getMeeting(
  db: DB,
  options: { me: Participant; meetingId: string },
): Promise<Meeting & { history: MeetingHistoryEntry[] }> {
  const row = await findMeetingRow(db, options.me, options.meetingId);
  const history = await db
    .selectFrom("meeting_history")
    .selectAll()
    .where("meeting_id", "=", row.id)
    .orderBy("version")
    .execute();
  return {
    ...toMeeting(row, sideOf(row, options.me.personId)),
    history: history.map((entry) => ({
      version: entry.version,
      action: entry.action,
      actorSide: entry.actor_side,
      status: entry.status,
      start: entry.slot_start,
      proposedStart: entry.proposed_start,
      at: entry.created_at,
    })),
  };
}

export interface MeetingInbox {
  /** Waiting for the reader's answer. */
  needsResponse: Meeting[];
  /** Still ahead (or without a time yet), not waiting for the reader. */
  upcoming: Meeting[];
  /** Their slot has ended. */
  past: Meeting[];
  cancelled: Meeting[];
}

const byStart = (a: Meeting, b: Meeting) =>
  (a.start ?? "9999").localeCompare(b.start ?? "9999") || a.createdAt.localeCompare(b.createdAt);

/** The participant's meetings at the event in the inbox's four groups, each by time (past ones newest first). */
export async function listMeetings(db: DB, options: { me: Participant; now?: Date }): Promise<MeetingInbox> {
  const now = (options.now ?? new Date()).toISOString();
  const rows = await participantMeetingRows(db, options.me).execute();
  const inbox: MeetingInbox = { needsResponse: [], upcoming: [], past: [], cancelled: [] };
  for (const row of rows) {
    const meeting = toMeeting(row, sideOf(row, options.me.personId));
    // Ended once its slot, and a slot proposed for it, are over.
    const ended = meeting.end !== null && meeting.end <= now && (!meeting.proposal || meeting.proposal.end <= now);
    if (meeting.status === "cancelled") inbox.cancelled.push(meeting);
    else if (ended) inbox.past.push(meeting);
    else if (meeting.awaiting === meeting.mySide) inbox.needsResponse.push(meeting);
    else inbox.upcoming.push(meeting);
  }
  for (const group of Object.values(inbox)) group.sort(byStart);
  inbox.past.reverse();
  return inbox;
}

/** The participant's confirmed meetings with a slot, by time: what their calendar feed lists. */
export async function confirmedMeetings(db: DB, options: { me: Participant }): Promise<Meeting[]> {
  const rows = await participantMeetingRows(db, options.me)
    .where("m.status", "=", "confirmed")
    .where("m.slot_start", "is not", null)
    .orderBy("m.slot_start")
    .orderBy("m.id")
    .execute();
  return rows.map((row) => toMeeting(row, sideOf(row, options.me.personId)));
}
