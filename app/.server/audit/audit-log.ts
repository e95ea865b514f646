import { randomBytes } from "node:crypto";
import { type AuditAction, type AuditActor, type AuditEntry, actorColumns } from "~/lib/audit-actions";
import type { DB } from "../db";

// The audit log: one row per change an organizer (or a tool) made, written
// in the same transaction as the change, so the log never claims a change
// that did not happen nor misses one that did.

let sequence = 0;

/**
 * Ids that sort in the order this process wrote them, even within one
 * millisecond (the time, a counter, then randomness against other processes),
 * so the log reads newest first by (created_at, id).
 */
function auditId(): string {
  sequence = (sequence + 1) % 0x1000000;
  return `${Date.now().toString(16).padStart(12, "0")}${sequence.toString(16).padStart(6, "0")}${randomBytes(4).toString("hex")}`;
}

export async function recordAudit(
  db: DB,
  entry: { eventId: string; actor: AuditActor; action: AuditAction; subject?: string; details?: object; at?: string },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: auditId(),
      event_id: entry.eventId,
      ...actorColumns(entry.actor),
      action: entry.action,
      subject: entry.subject ?? "",
      details: JSON.stringify(entry.details ?? {}),
      created_at: entry.at ?? new Date().toISOString(),
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

/** A position in the log, newest first: the last entry shown. */
export function auditCursor(entry: Pick<AuditEntry, "createdAt" | "id">): string {
  return `${entry.createdAt}|${entry.id}`;
}

function parseCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const at = cursor.indexOf("|");
  return at > 0 ? { at: cursor.slice(0, at), id: cursor.slice(at + 1) } : null;
}

/** The event's log, newest first, filtered by action and actor, a page at a time. */
export async function listAudit(
  db: DB,
  options: { eventId: string; action?: AuditAction; actor?: string; after?: string; limit?: number },
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const limit = options.limit ?? AUDIT_PAGE_SIZE;
  let query = db
    .selectFrom("audit_log")
    .select(["id", "actor", "action", "subject", "details", "created_at"])
    .where("event_id", "=", options.eventId);
  if (options.action) query = query.where("action", "=", options.action);
  if (options.actor) query = query.where("actor", "=", options.actor);
  const cursor = parseCursor(options.after);
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb("created_at", "<", cursor.at), eb.and([eb("created_at", "=", cursor.at), eb("id", "<", cursor.id)])]),
    );
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const entries = rows.slice(0, limit).map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action as AuditAction,
    subject: row.subject,
    details: JSON.parse(row.details) as Record<string, unknown>,
    createdAt: row.created_at,
  }));
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? auditCursor(last) : null };
}

/** Everyone who appears in the event's log, for the actor filter. */
export async function auditActors(db: DB, eventId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("actor")
    .distinct()
    .where("event_id", "=", eventId)
    .orderBy("actor")
    .limit(500)
    .execute();
  return rows.map((row) => row.actor);
}
