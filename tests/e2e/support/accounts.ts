import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { connect, type DB } from "~/.server/db/connect";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";
import { APP_PORT, E2E_DATA_DIR } from "./stack";

// Accounts for journeys that start signed in. `login()` writes a verified
// email-and-password account straight into the app's database (as sign-up
// and the confirmation link would have left it) and signs in through the
// real endpoint, so the context carries a real session cookie and the
// sign-in hooks (profile, automatic claim) run as they do for a person.
// Signing up through real mail is one journey of its own: sign-in.spec.ts.

export const DEFAULT_PASSWORD = "tasting notes in the cellar";

/** An address no other test uses. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
}

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

let database: DB | undefined;
/** The journeys' database, the file the app serves from (one connection per worker). */
export function e2eDatabase(): DB {
  database ??= connect(`file:${path.join(E2E_DATA_DIR, "uncork.db")}`);
  return database;
}

/** A verified account that exists already, signed in in `context`. */
export async function login(
  context: BrowserContext,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const account = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? DEFAULT_PASSWORD,
    name: options.name ?? "Test Taster",
  };
  const created = await insertVerifiedPasswordUser(e2eDatabase(), {
    id: `e2e-${randomBytes(8).toString("hex")}`,
    ...account,
    now: new Date().toISOString(),
  });
  if (!created) throw new Error(`an account for ${account.email} exists already`);
  await signIn(context, account);
  return account;
}

/** Signs in an account that exists (a demo one, or one login() made) through the real endpoint. */
/** Signs a context in with e-mail and password, on this site or on another one the journey started (`origin`). */
export async function signIn(
  context: BrowserContext,
  account: { email: string; password: string },
  origin = `http://127.0.0.1:${APP_PORT}`,
): Promise<void> {
  const response = await context.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin, "x-uncork-locale": "en" },
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const me = (await (await context.request.get(`${origin}/api/me`)).json()) as {
    user: { email: string } | null;
  };
  if (me.user?.email !== account.email.toLowerCase())
    throw new Error(`not signed in after sign-in: ${JSON.stringify(me)}`);
}

/** A new browser (its own context) signed in as a registered person, with a page open. */
export async function signedInPage(browser: Browser, person: { email: string; name: string }): Promise<Page> {
  const context = await browser.newContext();
  await login(context, { email: person.email, name: person.name });
  return context.newPage();
}
