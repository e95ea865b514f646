import { hashPassword } from "better-auth/crypto";
import type { DB } from "~/.server/db/connect";
import { dialectOf, fromBool } from "~/.server/db/dialect";

// A verified email-and-password login written straight into better-auth's
// tables, as its sign-up and confirmation would have left it: the demo
// organizer, and the browser journeys' logins (tests/e2e/support/accounts.ts),
// which then sign in through the real endpoint.

export interface PasswordUser {
  id: string;
  name: string;
  /** Stored lower-case, as better-auth stores and looks up addresses. */
  email: string;
  password: string;
  /** ISO time of creation. */
  now: string;
}

/** Inserts the user and its credential; false (and nothing written) when the address exists. */
export async function insertVerifiedPasswordUser(db: DB, user: PasswordUser): Promise<boolean> {
  const password = await hashPassword(user.password);
  // Inside the caller's transaction when there is one (the demo fair is written in one).
  const write = async (trx: DB): Promise<boolean> => {
    const inserted = await trx
      .insertInto("auth_users")
      .values({
        id: user.id,
        name: user.name,
        email: user.email.trim().toLowerCase(),
        email_verified: fromBool(dialectOf(db), true),
        image: null,
        phone: null,
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto("auth_accounts")
      .values({
        id: `${user.id}-credential`,
        user_id: user.id,
        account_id: user.id,
        provider_id: "credential",
        password,
        created_at: user.now,
        updated_at: user.now,
      })
      .execute();
    return true;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
