import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { dialectOf, toBool } from "~/.server/db/dialect";
import { AppError } from "~/.server/errors";
import type { AuditActor } from "~/lib/audit-actions";
import { EVENT_MESSAGES } from "./event-messages";

// Who runs an event (docs/product/site-settings.md "The organizers"). An
// organizer is added by address: an account with that address verified
// becomes organizer at once; any other address is an invitation, turned into
// the role when its owner first signs in with the address verified (an
// unverified account cannot take an organizer's rights by naming an address).

export interface Organizer {
  userId: string;
  email: string;
  name: string;
  since: string;
}

export interface OrganizerInvitation {
  email: string;
  invitedAt: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function listOrganizers(
  db: DB,
  eventId: string,
): Promise<{ organizers: Organizer[]; invitations: OrganizerInvitation[] }> {
  const [organizers, invitations] = await Promise.all([
    db
      .selectFrom("event_roles")
      .innerJoin("auth_users", "auth_users.id", "event_roles.user_id")
      .select(["auth_users.id", "auth_users.email", "auth_users.name", "event_roles.created_at"])
      .where("event_roles.event_id", "=", eventId)
      .where("event_roles.role", "=", "organizer")
      .orderBy("auth_users.email")
      .execute(),
    db
      .selectFrom("organizer_invitations")
      .select(["email", "created_at"])
      .where("event_id", "=", eventId)
      .orderBy("email")
      .execute(),
  ]);
  return {
    organizers: organizers.map((row) => ({ userId: row.id, email: row.email, name: row.name, since: row.created_at })),
    invitations: invitations.map((row) => ({ email: row.email, invitedAt: row.created_at })),
  };
}

/**
 * Makes the address an organizer of the event (or invites it). Adding an
 * organizer twice changes nothing and logs nothing.
 */
export async function addOrganizer(
  db: DB,
  options: { eventId: string; email: string; actor: AuditActor; at?: string },
): Promise<{ status: "added" | "invited" | "unchanged" }> {
  const email = normalizeEmail(options.email);
  const at = options.at ?? new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("auth_users")
      .select(["id", "email_verified"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (user && toBool(user.email_verified)) {
      const inserted = await trx
        .insertInto("event_roles")
        .values({ event_id: options.eventId, user_id: user.id, role: "organizer", created_at: at })
        .onConflict((oc) => oc.columns(["event_id", "user_id", "role"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { status: "unchanged" as const };
      await recordAudit(trx, {
        eventId: options.eventId,
        actor: options.actor,
        action: "organizer.added",
        subject: email,
        at,
      });
      return { status: "added" as const };
    }
    const invited = await trx
      .insertInto("organizer_invitations")
      .values({
        event_id: options.eventId,
        email,
        invited_by: "userId" in options.actor ? options.actor.userId : null,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(["event_id", "email"]).doNothing())
      .executeTakeFirst();
    if (Number(invited.numInsertedOrUpdatedRows ?? 0) === 0) return { status: "unchanged" as const };
    await recordAudit(trx, {
      eventId: options.eventId,
      actor: options.actor,
      action: "organizer.invited",
      subject: email,
      at,
    });
    return { status: "invited" as const };
  });
}

/**
 * Removes an organizer, unless they are the event's last one. The count and
 * the delete are one conditional statement; on PostgreSQL the event's row is
 * locked first, so two organizers removing each other at the same moment
 * cannot leave the event with none (SQLite runs one writer at a time).
 */
export async function removeOrganizer(
  db: DB,
  options: { eventId: string; userId: string; actor: AuditActor },
): Promise<{ email: string }> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === "postgres")
      await trx.selectFrom("events").select("id").where("id", "=", options.eventId).forUpdate().execute();
    const user = await trx
      .selectFrom("event_roles")
      .innerJoin("auth_users", "auth_users.id", "event_roles.user_id")
      .select("auth_users.email")
      .where("event_roles.event_id", "=", options.eventId)
      .where("event_roles.user_id", "=", options.userId)
      .where("event_roles.role", "=", "organizer")
      .executeTakeFirst();
    if (!user) throw new AppError("not_found", EVENT_MESSAGES.notOrganizer);
    const removed = await trx
      .deleteFrom("event_roles")
      .where("event_id", "=", options.eventId)
      .where("user_id", "=", options.userId)
      .where("role", "=", "organizer")
      .where((eb) =>
        eb(
          eb
            .selectFrom("event_roles as others")
            .select((o) => o.fn.countAll().as("n"))
            .where("others.event_id", "=", options.eventId)
            .where("others.role", "=", "organizer"),
          ">",
          1,
        ),
      )
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new AppError("conflict", EVENT_MESSAGES.lastOrganizer);
    await recordAudit(trx, {
      eventId: options.eventId,
      actor: options.actor,
      action: "organizer.removed",
      subject: user.email,
    });
    return { email: user.email };
  });
}

export async function withdrawInvitation(
  db: DB,
  options: { eventId: string; email: string; actor: AuditActor },
): Promise<void> {
  const email = normalizeEmail(options.email);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("organizer_invitations")
      .where("event_id", "=", options.eventId)
      .where("email", "=", email)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new AppError("not_found", EVENT_MESSAGES.notOrganizer);
    await recordAudit(trx, {
      eventId: options.eventId,
      actor: options.actor,
      action: "invitation.withdrawn",
      subject: email,
    });
  });
}

/**
 * At sign-in: the invitations for the user's verified address become
 * organizer roles (each logged as added by whoever invited).
 */
export async function acceptOrganizerInvitations(
  db: DB,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<number> {
  if (!user.emailVerified) return 0;
  const email = normalizeEmail(user.email);
  return db.transaction().execute(async (trx) => {
    const invitations = await trx
      .selectFrom("organizer_invitations")
      .select(["event_id", "created_at"])
      .where("email", "=", email)
      .execute();
    const now = new Date().toISOString();
    for (const invitation of invitations) {
      await trx
        .insertInto("event_roles")
        .values({ event_id: invitation.event_id, user_id: user.id, role: "organizer", created_at: now })
        .onConflict((oc) => oc.columns(["event_id", "user_id", "role"]).doNothing())
        .execute();
      await recordAudit(trx, {
        eventId: invitation.event_id,
        actor: { userId: user.id, email },
        action: "organizer.added",
        subject: email,
        details: { invitedAt: invitation.created_at },
        at: now,
      });
    }
    if (invitations.length > 0) await trx.deleteFrom("organizer_invitations").where("email", "=", email).execute();
    return invitations.length;
  });
}
