import type { Updateable } from "kysely";
import type { DB } from "~/.server/db";
import { type DialectName, dialectOf, fromBool } from "~/.server/db/dialect";
import type { MeetingsTable } from "~/.server/db/schema-meetings";
import { AppError } from "~/.server/errors";
import { COMMON_MESSAGES } from "~/lib/messages";
import type { Participant } from "../people/participants.server";
import { loadMeetingEvent, requireBookingOn } from "./meeting-event.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { awaitingSide, type MeetingAction, type MeetingState, type SlotEffect, transition } from "./meeting-states";
import {
  findMeetingRow,
  type Meeting,
  type MeetingRow,
  publishMeetingChange,
  sideOf,
  stateOfRow,
  toMeeting,
} from "./meeting-views.server";
import { type FreedHold, holdForMeeting, reapplyBlocks, releaseMeetingHolds, withSlot } from "./slot-holds.server";
import { slotRefusal } from "./slot-refusals.server";
import { type Slot, slotStartingAt } from "./slots";

// Confirm, accept, decline, cancel and reschedule (docs/meetings.md). Each is
// the pure transition applied as ONE conditional UPDATE guarded by the
// status and version read, with the slot holds it implies in the same
// transaction: of two people acting at once, one wins and the other gets
// "This was changed in the meantime.", never an impossible state.

/** Actions that commit someone to a time: refused while booking is off. Declining and cancelling never are. */
const NEEDS_BOOKING: readonly MeetingAction[] = ["confirm", "accept", "reschedule"];

interface ActOptions {
  me: Participant;
  meetingId: string;
  /** The reader agrees to share their contact details with the other person from now on. */
  shareContactDetails?: boolean;
  now?: Date;
}

/** The columns a transition writes besides status. */
function changedColumns(
  row: MeetingRow,
  next: MeetingState,
  effect: SlotEffect,
  proposal: Slot | null,
  dialect: DialectName,
): Updateable<MeetingsTable> {
  const columns: Updateable<MeetingsTable> = {
    status: next.status,
    awaiting: awaitingSide(next),
    proposed_by: next.proposedBy,
    resumes_status: next.resumes,
    cancelled_by: next.cancelledBy,
    declined: fromBool(dialect, next.declined),
  };
  if (effect === "holdProposal" && proposal) {
    columns.proposed_start = proposal.start;
    columns.proposed_end = proposal.end;
  } else {
    columns.proposed_start = null;
    columns.proposed_end = null;
  }
  if (effect === "moveToProposal") {
    columns.slot_start = row.proposed_start;
    columns.slot_end = row.proposed_end;
  }
  return columns;
}

async function act(db: DB, action: MeetingAction, options: ActOptions & { start?: string }): Promise<Meeting> {
  const { me } = options;
  const row = await findMeetingRow(db, me, options.meetingId);
  const side = sideOf(row, me.personId);
  const state = stateOfRow(row);
  const result = state ? transition(state, side, action) : ({ ok: false, reason: "notAllowed" } as const);
  if (!result.ok) throw new AppError("conflict", MEETING_MESSAGES[result.reason]);
  const event = await loadMeetingEvent(db, me.eventId);
  if (NEEDS_BOOKING.includes(action)) requireBookingOn(event);

  let proposal: Slot | null = null;
  if (action === "reschedule") {
    const answer = slotStartingAt(event.calendar, options.start ?? "");
    if (!answer.ok) throw slotRefusal(answer.reason);
    proposal = answer.value;
    if (proposal.start === row.slot_start) throw new AppError("invalid", MEETING_MESSAGES.sameSlot);
  }

  const dialect = dialectOf(db);
  const now = (options.now ?? new Date()).toISOString();
  const { next, effect } = result;
  const personIds: [string, string] = [row.requester_id, row.partner_id];
  const columns = changedColumns(row, next, effect, proposal, dialect);
  if (options.shareContactDetails) columns[`${side}_shares_contact`] = fromBool(dialect, true);

  await withSlot(
    db,
    { eventId: me.eventId, personIds, slotStart: proposal?.start ?? null },
    action === "reschedule" ? MEETING_MESSAGES.rescheduleError : MEETING_MESSAGES.bookingError,
    () =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable("meetings")
          .set({ ...columns, version: row.version + 1, updated_at: now })
          .where("id", "=", row.id)
          .where("event_id", "=", me.eventId)
          .where("status", "=", row.status)
          .where("version", "=", row.version)
          .executeTakeFirst();
        // Someone else changed the meeting since it was read: their change stands.
        if (Number(updated.numUpdatedRows) !== 1) throw new AppError("conflict", COMMON_MESSAGES.conflict);

        let freed: FreedHold[] = [];
        if (effect === "holdProposal" && proposal) {
          freed = await releaseMeetingHolds(trx, { meetingId: row.id, kinds: ["proposal"] });
          await holdForMeeting(trx, {
            eventId: me.eventId,
            meetingId: row.id,
            personIds,
            slot: proposal,
            kind: "proposal",
          });
          freed = freed.filter((hold) => hold.slot_start !== proposal.start);
        } else if (effect === "moveToProposal") {
          freed = await releaseMeetingHolds(trx, { meetingId: row.id, kinds: ["meeting"] });
          await trx
            .updateTable("slot_holds")
            .set({ kind: "meeting" })
            .where("meeting_id", "=", row.id)
            .where("kind", "=", "proposal")
            .execute();
        } else if (effect === "dropProposal") {
          freed = await releaseMeetingHolds(trx, { meetingId: row.id, kinds: ["proposal"] });
        } else if (effect === "releaseAll") {
          freed = await releaseMeetingHolds(trx, { meetingId: row.id, kinds: ["meeting", "proposal"] });
        }
        await reapplyBlocks(trx, me.eventId, freed);

        await trx
          .insertInto("meeting_history")
          .values({
            meeting_id: row.id,
            version: row.version + 1,
            actor_id: me.personId,
            actor_side: side,
            action,
            status: next.status,
            slot_start: effect === "moveToProposal" ? row.proposed_start : row.slot_start,
            proposed_start: proposal?.start ?? null,
            created_at: now,
          })
          .execute();
      }),
  );
  await publishMeetingChange(db, row.id);
  return toMeeting(await findMeetingRow(db, me, row.id), side);
}

/** The partner confirms a request at its suggested slot. */
export function confirmMeeting(db: DB, options: ActOptions): Promise<Meeting> {
  return act(db, "confirm", options);
}

/** The side a new slot waits for accepts it: the meeting moves there, confirmed. */
export function acceptMeeting(db: DB, options: ActOptions): Promise<Meeting> {
  return act(db, "accept", options);
}

/** The partner declines a request (a cancellation shown as "declined"), or the side a new slot waits for declines the new slot (the meeting stays as it was). */
export function declineMeeting(db: DB, options: ActOptions): Promise<Meeting> {
  return act(db, "decline", options);
}

/** Either side cancels: both people's slots are free again. */
export function cancelMeeting(db: DB, options: ActOptions): Promise<Meeting> {
  return act(db, "cancel", options);
}

/** Either side proposes another slot; it is held for both until the other side accepts or declines it. */
export function rescheduleMeeting(db: DB, options: ActOptions & { start: string }): Promise<Meeting> {
  return act(db, "reschedule", options);
}

/** Any of the five by name, as a meeting's action page posts it (reschedule needs `start`). */
export function takeMeetingAction(
  db: DB,
  action: MeetingAction,
  options: ActOptions & { start?: string },
): Promise<Meeting> {
  return act(db, action, options);
}
