import { hashPassword } from "better-auth/crypto";
import type { DB } from "~/.server/db/connect";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { DEMO_ORGANIZER } from "./people";

/**
 * The demo organizer (email and password sign-in, address verified) as an
 * organizer of every event of the fair. Kept when it exists already: a
 * reset of the catalogue keeps the accounts.
 */
export async function writeDemoOrganizer(db: DB, eventIds: string[]): Promise<void> {
  const dialect = dialectOf(db);
  const now = "2026-04-15T09:00:00.000Z";
  const id = "uncork-demo-organizer";
  const inserted = await db
    .insertInto("auth_users")
    .values({
      id,
      name: DEMO_ORGANIZER.name,
      email: DEMO_ORGANIZER.email,
      email_verified: fromBool(dialect, true),
      image: null,
      phone: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await db
      .insertInto("auth_accounts")
      .values({
        id: `${id}-credential`,
        user_id: id,
        account_id: id,
        provider_id: "credential",
        password: await hashPassword(DEMO_ORGANIZER.password),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
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
}
