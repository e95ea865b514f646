import type { DB } from "~/.server/db/connect";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";
import { DEMO_ORGANIZER } from "./people";

/**
 * The demo organizer (email and password sign-in, address verified) as an
 * organizer of every event of the fair. Kept when it exists already: a
 * reset of the catalogue keeps the accounts. Gives the account's id.
 */
export async function writeDemoOrganizer(db: DB, eventIds: string[]): Promise<string> {
  const now = "2026-04-15T09:00:00.000Z";
  const id = "uncork-demo-organizer";
  await insertVerifiedPasswordUser(db, { id, ...DEMO_ORGANIZER, now });
  const user = await db
    .selectFrom("auth_users")
    .select("id")
    .where("email", "=", DEMO_ORGANIZER.email)
    .executeTakeFirstOrThrow();
  for (const eventId of eventIds) {
    await db
      .insertInto("event_roles")
      .values({ event_id: eventId, user_id: user.id, role: "organizer", created_at: now })
      .onConflict((oc) => oc.columns(["event_id", "user_id", "role"]).doNothing())
      .execute();
  }
  return user.id;
}
