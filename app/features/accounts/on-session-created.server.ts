import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import { env } from "~/.server/env";
import { getPrimaryEvent } from "~/features/events/events.server";
import { acceptOrganizerInvitations } from "~/features/events/organizers.server";
import { autoClaim } from "./claims.server";
import { ensureProfile } from "./profiles.server";

/**
 * After every sign-in: the user's profile at the primary event is created if
 * it does not exist yet (docs/product/accounts.md), then the automatic claim with the login
 * address is tried. Organizer invitations for a verified address become roles first. Other events create theirs on first visit. A failed
 * claim never fails the sign-in: the claim page offers it again.
 */
export async function onSessionCreated(database: DB, userId: string): Promise<void> {
  const user = await database
    .selectFrom("auth_users")
    .select(["id", "email", "name", "image", "phone", "email_verified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const event = await getPrimaryEvent(database, { locale: "en", configured: env().PRIMARY_EVENT });
  if (!user) return;
  const emailVerified = toBool(user.email_verified);
  await acceptOrganizerInvitations(database, { id: user.id, email: user.email, emailVerified });
  if (!event) return;
  await ensureProfile(database, event.id, user);
  try {
    await autoClaim(database, {
      eventId: event.id,
      user: { id: user.id, email: user.email, emailVerified },
    });
  } catch (error) {
    console.warn(`Automatic profile claim failed for user ${user.id}:`, error);
  }
}
