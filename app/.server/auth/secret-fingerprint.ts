import { createHmac } from "node:crypto";
import type { DB } from "../db/connect";
import { dialectOf } from "../db/dialect";

// Instances of one site must sign sessions with one secret, or a session
// made through one is refused by the next (the user is signed out at
// random). The first instance to start on a PostgreSQL database stores the
// secret's fingerprint (an HMAC of a constant under the secret: it cannot
// give the secret back); an instance whose secret gives another fingerprint
// refuses to start.

const FACT = "auth_secret_fingerprint";

/** Why an instance refuses to start: said to the operator as it is, without a stack. */
export class StartRefused extends Error {
  override name = "StartRefused";
}

export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("uncork: the fingerprint of AUTH_SECRET").digest("hex");
}

/** Stores the fingerprint if the site has none yet; throws StartRefused when it has another. SQLite: one process, nothing to compare. */
export async function checkSecretFingerprint(db: DB, secret: () => string, now = new Date()): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  const fingerprint = secretFingerprint(secret());
  await db
    .insertInto("site_facts")
    .values({ name: FACT, value: fingerprint, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const stored = await db.selectFrom("site_facts").select("value").where("name", "=", FACT).executeTakeFirstOrThrow();
  if (stored.value !== fingerprint)
    throw new StartRefused(
      "AUTH_SECRET differs from the one the other instances of this site use (the database holds the fingerprint " +
        "of another secret), so sessions signed by one instance would be refused by the others. Start every " +
        "instance with the same AUTH_SECRET (or the same shared AUTH_SECRET_FILE). To change the secret on " +
        `purpose, stop every instance, run DELETE FROM site_facts WHERE name = '${FACT}'; and start them with the new one.`,
    );
}
