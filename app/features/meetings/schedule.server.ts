import { randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";
import type { SlotHoldKind } from "~/.server/db/schema-meetings";
import { AppError } from "~/.server/errors";
import { publishUserChange } from "~/features/my-pages/publish.server";
import { maySeePerson, type Viewer } from "~/features/people/privacy";
import { findPersonWithPrivacy, type Participant } from "../people/participants.server";
import { loadMeetingEvent } from "./meeting-event.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { mayBlockTime } from "./meeting-rules";
import { findMeetingRow } from "./meeting-views.server";
import { holdForBlock, reapplyBlocks } from "./slot-holds.server";
import { slotRefusal } from "./slot-refusals.server";
import { calendarSlots, type DayPart, dayPartRange, type Slot, slotsInRange, utcToWallClock } from "./slots";

// A person's days at the fair in slots (docs/product/meetings.md "The schedule"): which
// are available, blocked or busy, and blocking and unblocking time in one
// action for a whole range or part of a day.

export type SlotStatus = "available" | "blocked" | "busy";

export interface ScheduleSlot extends Slot {
  status: SlotStatus;
}

/** A slot of one's own schedule: also what holds it. */
export interface OwnScheduleSlot extends ScheduleSlot {
  /** The meeting holding it: its agreed slot, or the slot a pending reschedule proposes. */
  meetingId: string | null;
  hold: "meeting" | "proposal" | null;
  blockId: string | null;
}

export interface ScheduleBlock {
  id: string;
  start: string;
  end: string;
  /** The slots the block holds now; a slot a meeting held when it was made joins once that meeting lets go of it. */
  slots: Slot[];
}

const STATUS_OF_HOLD: Record<SlotHoldKind, SlotStatus> = { meeting: "busy", proposal: "busy", block: "blocked" };

async function holdsOf(db: DB, eventId: string, personId: string) {
  const rows = await db
    .selectFrom("slot_holds")
    .select(["slot_start", "kind", "meeting_id", "block_id"])
    .where("event_id", "=", eventId)
    .where("person_id", "=", personId)
    .execute();
  return new Map(rows.map((row) => [row.slot_start, row]));
}

/**
 * Another person's slots, as the booking form shows them: available,
 * blocked or busy, nothing more. A person the viewer may not see is not found.
 */
export async function personSlots(
  db: DB,
  options: { eventId: string; viewer: Viewer; personId: string },
): Promise<ScheduleSlot[]> {
  const person = await findPersonWithPrivacy(db, { eventId: options.eventId, personId: options.personId });
  if (!person || !maySeePerson(options.viewer, person))
    throw new AppError("not_found", MEETING_MESSAGES.personNotFound);
  const [event, holds] = await Promise.all([
    loadMeetingEvent(db, options.eventId),
    holdsOf(db, options.eventId, person.id),
  ]);
  return calendarSlots(event.calendar).map((slot) => {
    const hold = holds.get(slot.start);
    return { ...slot, status: hold ? STATUS_OF_HOLD[hold.kind] : "available" };
  });
}

/**
 * The slots a new time for one of the participant's meetings may be proposed
 * for: still ahead, and free for both people (nothing holds them, the
 * meeting's own slot included). Anyone else's meeting is not found.
 */
export async function rescheduleSlots(
  db: DB,
  options: { me: Participant; meetingId: string; now?: Date },
): Promise<Slot[]> {
  const { me } = options;
  const row = await findMeetingRow(db, me, options.meetingId);
  const other = row.requester_id === me.personId ? row.partner_id : row.requester_id;
  const [event, mine, theirs] = await Promise.all([
    loadMeetingEvent(db, me.eventId),
    holdsOf(db, me.eventId, me.personId),
    holdsOf(db, me.eventId, other),
  ]);
  const now = (options.now ?? new Date()).getTime();
  return calendarSlots(event.calendar).filter(
    (slot) => Date.parse(slot.start) > now && !mine.has(slot.start) && !theirs.has(slot.start),
  );
}

/** The participant's own schedule: every meeting day's slots with what holds them, and their blocks. */
export async function mySchedule(
  db: DB,
  options: { me: Participant },
): Promise<{ timeZone: string; days: { date: string; slots: OwnScheduleSlot[] }[]; blocks: ScheduleBlock[] }> {
  const { me } = options;
  const [event, holds, blocks] = await Promise.all([
    loadMeetingEvent(db, me.eventId),
    holdsOf(db, me.eventId, me.personId),
    db
      .selectFrom("schedule_blocks")
      .select(["id", "starts_at", "ends_at"])
      .where("event_id", "=", me.eventId)
      .where("person_id", "=", me.personId)
      .orderBy("starts_at")
      .orderBy("id")
      .execute(),
  ]);
  const days = event.calendar.days.map((date) => ({ date, slots: [] as OwnScheduleSlot[] }));
  const blockSlots = new Map<string, Slot[]>();
  for (const slot of calendarSlots(event.calendar)) {
    const hold = holds.get(slot.start);
    const { date } = utcToWallClock(slot.start, event.timeZone);
    days
      .find((day) => day.date === date)
      ?.slots.push({
        ...slot,
        status: hold ? STATUS_OF_HOLD[hold.kind] : "available",
        meetingId: hold?.meeting_id ?? null,
        hold: hold && hold.kind !== "block" ? hold.kind : null,
        blockId: hold?.block_id ?? null,
      });
    if (hold?.block_id) blockSlots.set(hold.block_id, [...(blockSlots.get(hold.block_id) ?? []), slot]);
  }
  return {
    timeZone: event.timeZone,
    days,
    blocks: blocks.map((block) => ({
      id: block.id,
      start: block.starts_at,
      end: block.ends_at,
      slots: blockSlots.get(block.id) ?? [],
    })),
  };
}

/**
 * Blocks a range of the participant's time in one action ("12:00–14:00"):
 * every slot it touches that nothing holds becomes blocked and cannot be
 * requested. A slot a meeting holds keeps its meeting, and is blocked once
 * the meeting lets go of it. Refused outside the meeting hours.
 */
export async function blockTime(
  db: DB,
  options: { me: Participant; start: string; end: string; now?: Date },
): Promise<ScheduleBlock> {
  const { me } = options;
  if (!mayBlockTime(me)) throw new AppError("forbidden", MEETING_MESSAGES.blockingNotAllowed);
  const event = await loadMeetingEvent(db, me.eventId);
  const answer = slotsInRange(event.calendar, { start: options.start, end: options.end });
  if (!answer.ok) throw slotRefusal(answer.reason);
  const start = new Date(options.start).toISOString();
  const end = new Date(options.end).toISOString();
  const id = randomBytes(12).toString("hex");
  const held = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("schedule_blocks")
      .values({
        id,
        event_id: me.eventId,
        person_id: me.personId,
        starts_at: start,
        ends_at: end,
        created_at: (options.now ?? new Date()).toISOString(),
      })
      .execute();
    return holdForBlock(trx, { eventId: me.eventId, personId: me.personId, blockId: id, slots: answer.value });
  });
  await publishUserChange({ userId: me.userId, eventId: me.eventId, resource: "schedule", reload: true });
  return { id, start, end, slots: held };
}

/** Blocks a part of a meeting day ("Tuesday afternoon") in one action. */
export async function blockDayPart(
  db: DB,
  options: { me: Participant; date: string; part: DayPart; now?: Date },
): Promise<ScheduleBlock> {
  const event = await loadMeetingEvent(db, options.me.eventId);
  const range = dayPartRange(event.calendar, options.date, options.part);
  if (!range.ok) throw slotRefusal(range.reason);
  return blockTime(db, { me: options.me, ...range.value, now: options.now });
}

/** Removes one of the participant's blocks; its slots are free again unless another block covers them. */
export async function unblockTime(db: DB, options: { me: Participant; blockId: string }): Promise<void> {
  const { me } = options;
  await db.transaction().execute(async (trx) => {
    const freed = await trx
      .deleteFrom("slot_holds")
      .where("event_id", "=", me.eventId)
      .where("person_id", "=", me.personId)
      .where("block_id", "=", options.blockId)
      .returning(["person_id", "slot_start", "slot_end"])
      .execute();
    const deleted = await trx
      .deleteFrom("schedule_blocks")
      .where("id", "=", options.blockId)
      .where("event_id", "=", me.eventId)
      .where("person_id", "=", me.personId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new AppError("not_found", MEETING_MESSAGES.blockNotFound);
    await reapplyBlocks(trx, me.eventId, freed);
  });
  await publishUserChange({ userId: me.userId, eventId: me.eventId, resource: "schedule", reload: true });
}
