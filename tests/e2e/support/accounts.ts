import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { linkFrom, waitForMail } from "./inbox";
import { APP_PORT } from "./stack";

// Accounts for journeys that start signed in: created through the real
// sign-up endpoint and the real confirmation email (SMTP capture), so the
// browser context ends up with a real session cookie.

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

/** Signs up, opens the confirmation link from the email, and leaves the context signed in. */
export async function signUpVerified(
  context: BrowserContext,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const account = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? DEFAULT_PASSWORD,
    name: options.name ?? "Test Taster",
  };
  const origin = `http://127.0.0.1:${APP_PORT}`;
  const after = new Date(Date.now() - 1000);
  const response = await context.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin, "x-uncork-locale": "en" },
    data: { ...account, callbackURL: "/en/my/profile" },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const mail = await waitForMail({ to: account.email, subject: /confirm/i, after });
  const verified = await context.request.get(linkFrom(mail, /verify-email/), { maxRedirects: 0 });
  if (verified.status() >= 400) throw new Error(`verification failed: ${verified.status()}`);
  const me = (await (await context.request.get(`${origin}/api/me`)).json()) as { user: { email: string } | null };
  if (me.user?.email !== account.email.toLowerCase())
    throw new Error(`not signed in after verification: ${JSON.stringify(me)}`);
  return account;
}
