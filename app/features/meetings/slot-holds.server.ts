import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { isConcurrencyFailure, isUniqueViolation } from "~/.server/db/dialect";
import type { SlotHoldKind } from "~/.server/db/schema-meetings";
import { AppError } from "~/.server/errors";
import { COMMON_MESSAGES, type Message } from "~/lib/messages";
import { MEETING_MESSAGES } from "./meeting-messages";
import type { Slot } from "./slots";

// The rows that keep one thing per person and slot (docs/meetings.md "Slot
// holds"). The primary key (event, person, slot start) is the rule: a
// meeting, a pending reschedule's proposal and a block all hold the same
// key, so two writers racing for one person's slot meet at one constraint
// and exactly one commits. These run inside the caller's transaction.

/**
 * Holds a slot for a meeting (or its proposal) for both people. One insert,
 * rows in person order: two transactions holding the same two people's slot
 * lock the rows in the same order, so they wait for each other instead of
 * deadlocking. Throws the unique violation of a taken slot.
 */
export async function holdForMeeting(
  trx: DB,
  options: {
    eventId: string;
    meetingId: string;
    personIds: [string, string];
    slot: Slot;
    kind: "meeting" | "proposal";
  },
): Promise<void> {
  const { eventId, meetingId, slot, kind } = options;
  const rows = [...options.personIds].sort().map((personId) => ({
    event_id: eventId,
    person_id: personId,
    slot_start: slot.start,
    slot_end: slot.end,
    kind,
    meeting_id: meetingId,
    block_id: null,
  }));
  await trx.insertInto("slot_holds").values(rows).execute();
}

/** Holds a block's slots that nothing else holds yet; the ones taken stay with what holds them. */
export async function holdForBlock(
  trx: DB,
  options: { eventId: string; personId: string; blockId: string; slots: Slot[] },
): Promise<Slot[]> {
  if (options.slots.length === 0) return [];
  const held = await trx
    .insertInto("slot_holds")
    .values(
      options.slots.map((slot) => ({
        event_id: options.eventId,
        person_id: options.personId,
        slot_start: slot.start,
        slot_end: slot.end,
        kind: "block" as const,
        meeting_id: null,
        block_id: options.blockId,
      })),
    )
    .onConflict((oc) => oc.columns(["event_id", "person_id", "slot_start"]).doNothing())
    .returning(["slot_start", "slot_end"])
    .execute();
  return held
    .map((row) => ({ start: row.slot_start, end: row.slot_end }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

export interface FreedHold {
  person_id: string;
  slot_start: string;
  slot_end: string;
}

/** Releases a meeting's holds of the kinds given; returns what it freed. */
export async function releaseMeetingHolds(
  trx: DB,
  options: { meetingId: string; kinds: SlotHoldKind[] },
): Promise<FreedHold[]> {
  return trx
    .deleteFrom("slot_holds")
    .where("meeting_id", "=", options.meetingId)
    .where("kind", "in", options.kinds)
    .returning(["person_id", "slot_start", "slot_end"])
    .execute();
}

/**
 * A freed slot that a person's block covers is blocked again: a block stands
 * for its whole range, also for a slot a meeting held when it was made. One
 * insert from the blocks per slot, so a block removed meanwhile adds nothing.
 */
export async function reapplyBlocks(trx: DB, eventId: string, freed: readonly FreedHold[]): Promise<void> {
  const text = (value: string | null) => sql<string>`cast(${value} as text)`;
  for (const hold of freed) {
    await trx
      .insertInto("slot_holds")
      .columns(["event_id", "person_id", "slot_start", "slot_end", "kind", "meeting_id", "block_id"])
      .expression(
        trx
          .selectFrom("schedule_blocks")
          .select([
            "event_id",
            "person_id",
            text(hold.slot_start).as("slot_start"),
            text(hold.slot_end).as("slot_end"),
            text("block").as("kind"),
            text(null).as("meeting_id"),
            "id as block_id",
          ])
          .where("event_id", "=", eventId)
          .where("person_id", "=", hold.person_id)
          .where("starts_at", "<", hold.slot_end)
          .where("ends_at", ">", hold.slot_start)
          .orderBy("created_at")
          .orderBy("id")
          .limit(1),
      )
      .onConflict((oc) => oc.columns(["event_id", "person_id", "slot_start"]).doNothing())
      .execute();
  }
}

/**
 * The refusal for a write that lost its slot: "blocked" when one of the two
 * people blocked it, else "no longer available". Read after the failed
 * transaction only to choose the words; the constraint already decided.
 */
export async function takenSlotRefusal(
  db: DB,
  options: { eventId: string; personIds: string[]; slotStart: string },
): Promise<AppError> {
  const holds = await db
    .selectFrom("slot_holds")
    .select("kind")
    .where("event_id", "=", options.eventId)
    .where("person_id", "in", options.personIds)
    .where("slot_start", "=", options.slotStart)
    .execute();
  const message: Message = holds.some((hold) => hold.kind === "block")
    ? MEETING_MESSAGES.slotBlocked
    : MEETING_MESSAGES.slotTaken;
  return new AppError("conflict", message);
}

/**
 * Runs a write that holds a slot: a lost race becomes the slot's refusal (or
 * "changed in the meantime" when PostgreSQL broke a deadlock), any other
 * failure the server's ("Error booking a meeting", "Reschedule error").
 */
export async function withSlot<T>(
  db: DB,
  slotOf: { eventId: string; personIds: string[]; slotStart: string | null },
  serverError: Message,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error) && slotOf.slotStart) {
      throw await takenSlotRefusal(db, { ...slotOf, slotStart: slotOf.slotStart });
    }
    if (isConcurrencyFailure(error)) throw new AppError("conflict", COMMON_MESSAGES.conflict);
    console.error(error);
    throw new AppError("internal", serverError);
  }
}
