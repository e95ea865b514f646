import { randomBytes } from "node:crypto";
import { connect } from "~/.server/db/connect";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";

// A verified account written straight into the cluster's database (as the
// journeys' login() does), signed in through one instance's real endpoint:
// the session cookie then works on every instance, which is the point.

export interface SignedIn {
  userId: string;
  email: string;
  password: string;
  /** The Cookie header to send. */
  cookie: string;
}

export async function createAccount(databaseUrl: string): Promise<{ userId: string; email: string; password: string }> {
  const userId = `cluster-${randomBytes(6).toString("hex")}`;
  const account = { email: `${userId}@example.com`, password: "tasting notes in the cellar", name: "Cluster Taster" };
  const db = connect(databaseUrl);
  try {
    if (!(await insertVerifiedPasswordUser(db, { id: userId, ...account, now: new Date().toISOString() })))
      throw new Error(`an account for ${account.email} exists already`);
  } finally {
    await db.destroy();
  }
  return { userId, email: account.email, password: account.password };
}

export async function signIn(origin: string, account: { userId: string; email: string; password: string }) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", "x-uncork-locale": "en" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in through ${origin} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token=")) throw new Error(`sign-in through ${origin} set no session cookie`);
  return { ...account, cookie } satisfies SignedIn;
}

/** Headers for a write as the signed-in user, to the instance at `origin`. */
export function asUser(user: SignedIn, origin: string): Record<string, string> {
  return { cookie: user.cookie, origin, "content-type": "application/json" };
}
