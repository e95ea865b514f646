import { createHash, createHmac, randomBytes } from "node:crypto";
import type { DB } from "~/.server/db";

// The secret in a user's personal calendar-feed URL (docs/meetings.md "My
// calendar"). The token is an HMAC of the server's secret over the user, the
// event and a random nonce; the database keeps the nonce and the token's
// hash only. So the schedule page can show the same URL again (the server
// recomputes it), a copy of the database alone opens no one's calendar,
// renewing (a new nonce) ends every old URL, and revoking deletes the row.

function derive(secret: string, row: { event_id: string; user_id: string; nonce: string }): string {
  return createHmac("sha256", secret)
    .update(`calendar-feed\n${row.event_id}\n${row.user_id}\n${row.nonce}`)
    .digest("base64url");
}

function hash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface TokenOptions {
  eventId: string;
  userId: string;
  /** The server's signing secret (authSecret()). */
  secret: string;
  now?: Date;
}

function freshRow(options: TokenOptions) {
  const row = {
    event_id: options.eventId,
    user_id: options.userId,
    nonce: randomBytes(16).toString("base64url"),
    created_at: (options.now ?? new Date()).toISOString(),
  };
  return { ...row, token_hash: hash(derive(options.secret, row)) };
}

/** The user's feed token at the event, made on first use; the same token every time until renewed or revoked. */
export async function calendarFeedToken(db: DB, options: TokenOptions): Promise<string> {
  await db
    .insertInto("calendar_tokens")
    .values(freshRow(options))
    .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
    .execute();
  // Of two first uses at once one row wins; both answer with it.
  const row = await db
    .selectFrom("calendar_tokens")
    .select(["event_id", "user_id", "nonce"])
    .where("event_id", "=", options.eventId)
    .where("user_id", "=", options.userId)
    .executeTakeFirstOrThrow();
  return derive(options.secret, row);
}

/** The user's feed token if they have one (not made here: a revoked feed stays revoked until renewed). */
export async function currentCalendarToken(
  db: DB,
  options: { eventId: string; userId: string; secret: string },
): Promise<string | null> {
  const row = await db
    .selectFrom("calendar_tokens")
    .select(["event_id", "user_id", "nonce"])
    .where("event_id", "=", options.eventId)
    .where("user_id", "=", options.userId)
    .executeTakeFirst();
  return row ? derive(options.secret, row) : null;
}

/** A new token for the user; the old URL stops working at once. */
export async function renewCalendarToken(db: DB, options: TokenOptions): Promise<string> {
  const row = freshRow(options);
  await db
    .insertInto("calendar_tokens")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["event_id", "user_id"]).doUpdateSet({
        nonce: row.nonce,
        token_hash: row.token_hash,
        created_at: row.created_at,
      }),
    )
    .execute();
  return derive(options.secret, row);
}

/** Ends the user's feed URL; a later calendarFeedToken makes a new one. */
export async function revokeCalendarToken(db: DB, options: { eventId: string; userId: string }): Promise<void> {
  await db
    .deleteFrom("calendar_tokens")
    .where("event_id", "=", options.eventId)
    .where("user_id", "=", options.userId)
    .execute();
}

/** Whose feed a token opens, or null for an unknown, renewed or revoked one. */
export async function findCalendarFeedOwner(
  db: DB,
  options: { token: string },
): Promise<{ eventId: string; userId: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(options.token)) return null;
  const row = await db
    .selectFrom("calendar_tokens")
    .select(["event_id", "user_id"])
    .where("token_hash", "=", hash(options.token))
    .executeTakeFirst();
  return row ? { eventId: row.event_id, userId: row.user_id } : null;
}
