import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { claimedPersonRow } from "~/features/accounts/person-profiles.server";
import { newBadgeCode } from "./badge-code";
import { LEAD_MESSAGES } from "./lead-messages";

// An attendee's personal badge code at an event (docs/leads.md): made on the
// first request by a conditional insert (one per event and user, codes
// unique), renewed by replacing the code in one update, so the old code finds
// nothing from the moment the renewal commits.

export interface Badge {
  eventId: string;
  userId: string;
  personId: string;
  code: string;
}

/** Tries a fresh code again when one, by a chance of 1 in 10^14, is taken. */
const CODE_ATTEMPTS = 3;

async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newBadgeCode());
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

async function ownBadge(db: DB, eventId: string, userId: string): Promise<Badge | undefined> {
  const row = await db
    .selectFrom("badges")
    .select(["event_id", "user_id", "person_id", "code"])
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && { eventId: row.event_id, userId: row.user_id, personId: row.person_id, code: row.code };
}

/** The user's badge at the event, made on first asking; 404 when they claimed no person there. */
export async function badgeOf(db: DB, options: { eventId: string; userId: string }): Promise<Badge> {
  const { eventId, userId } = options;
  const existing = await ownBadge(db, eventId, userId);
  if (existing) return existing;
  const person = await claimedPersonRow(db, eventId, userId);
  if (!person) throw new AppError("not_found", LEAD_MESSAGES.notAttendee);
  await withFreshCode((code) =>
    db
      .insertInto("badges")
      .values({
        event_id: eventId,
        user_id: userId,
        person_id: person.id,
        code,
        created_at: new Date().toISOString(),
        renewed_at: null,
      })
      .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
      .execute(),
  );
  const made = await ownBadge(db, eventId, userId);
  if (!made) throw new AppError("not_found", LEAD_MESSAGES.notAttendee);
  return made;
}

/** A new code for the user's badge; the old one is useless from the commit on. */
export async function renewBadge(db: DB, options: { eventId: string; userId: string }): Promise<Badge> {
  const current = await badgeOf(db, options);
  await withFreshCode((code) =>
    db
      .updateTable("badges")
      .set({ code, renewed_at: new Date().toISOString() })
      .where("event_id", "=", current.eventId)
      .where("user_id", "=", current.userId)
      .execute(),
  );
  const renewed = await ownBadge(db, options.eventId, options.userId);
  if (!renewed) throw new AppError("not_found", LEAD_MESSAGES.notAttendee);
  return renewed;
}

/** The badge a (normalized) code belongs to, at any event; undefined for an unknown or renewed code. */
export async function badgeByCode(db: DB, code: string): Promise<Badge | undefined> {
  const row = await db
    .selectFrom("badges")
    .select(["event_id", "user_id", "person_id", "code"])
    .where("code", "=", code)
    .executeTakeFirst();
  return row && { eventId: row.event_id, userId: row.user_id, personId: row.person_id, code: row.code };
}
