import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { listOutbox, readOutboxMessage } from "~/.server/email/mailer";
import { describeEachDialect } from "../../../tests/support/test-database";
import { accountsAuthHooks } from "./auth-hooks.server";
import { insertVerifiedPasswordUser } from "./password-user.server";

// better-auth against our tables on both dialects, through its HTTP handler
// as the browser calls it: sign-up with an emailed confirmation, sign-in,
// wrong password, sign-in links that work once, the per-address limit.

const outbox = mkdtempSync(path.join(tmpdir(), "uncork-auth-"));
process.env.OUTBOX_DIR = outbox;
process.env.AUTH_SECRET = "test-secret-0123456789-0123456789-0123456789";
process.env.AUTH_RATE_LIMIT = "4";
delete process.env.SMTP_URL;

const ORIGIN = "http://127.0.0.1:3999";
type AuthInstance = ReturnType<typeof import("~/.server/auth/auth").createAuth>;

async function lastMailTo(to: string) {
  const entry = (await listOutbox(outbox)).find((e) => e.to.includes(to));
  if (!entry) throw new Error(`no mail to ${to}`);
  const message = await readOutboxMessage(outbox, entry.file);
  return message.text.replace(/=\r?\n/g, "");
}

describeEachDialect("better-auth on our tables", (t) => {
  let auth: AuthInstance;
  let ip = 0;
  const call = (pathname: string, init: { json?: object; cookie?: string; ip?: string } = {}) =>
    auth.handler(
      new Request(`${ORIGIN}/api/auth${pathname}`, {
        method: init.json ? "POST" : "GET",
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          // A new address per call unless a test names one: the per-IP limit stays out of the way.
          "x-uncork-client-ip": init.ip ?? `10.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
          ...(init.cookie && { cookie: init.cookie }),
        },
        ...(init.json && { body: JSON.stringify(init.json) }),
      }),
    );
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  beforeAll(async () => {
    const { createAuth } = await import("~/.server/auth/auth");
    // Its own limiter: in memory on SQLite, in t.db's counters on PostgreSQL.
    auth = createAuth(t.db, accountsAuthHooks);
  });

  it("signs up, confirms the address by the emailed link, signs in; a wrong password is refused", async () => {
    const email = `anna-${t.dialect}@example.com`;
    const signUp = await call("/sign-up/email", { json: { email, password: "riesling under the moon", name: "Anna" } });
    expect(signUp.status).toBe(200);
    const unverified = await call("/sign-in/email", { json: { email, password: "riesling under the moon" } });
    expect(unverified.status).toBe(403);

    const link = /http\S+verify-email\S+/.exec(await lastMailTo(email))![0].replace(/=3D/g, "=");
    const verified = await call(new URL(link).pathname.replace("/api/auth", "") + new URL(link).search);
    expect(verified.status).toBeLessThan(400);

    const wrong = await call("/sign-in/email", { json: { email, password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");

    const signIn = await call("/sign-in/email", { json: { email, password: "riesling under the moon" } });
    expect(signIn.status).toBe(200);
    const session = await (await call("/get-session", { cookie: cookieOf(signIn) })).json();
    expect(session.user).toMatchObject({ email, emailVerified: true, name: "Anna" });
    const row = await t.db
      .selectFrom("auth_sessions")
      .select(["expires_at"])
      .where("user_id", "=", session.user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("refuses a weak password with PASSWORD_TOO_WEAK", async () => {
    const response = await call("/sign-up/email", {
      json: { email: `weak-${t.dialect}@example.com`, password: "password123", name: "W" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("PASSWORD_TOO_WEAK");
  });

  it("signs in with an emailed link once; the second use is refused", async () => {
    const email = `link-${t.dialect}@example.com`;
    expect((await call("/sign-in/magic-link", { json: { email, callbackURL: "/en" } })).status).toBe(200);
    const token = /token=([^&\s]+)/.exec(await lastMailTo(email))![1]!.replace(/^3D/, "");
    const verify = `/magic-link/verify?token=${token}&callbackURL=%2Fen&errorCallbackURL=%2Finvalid`;
    const first = await call(verify);
    expect(first.headers.get("location")).toBe(`${ORIGIN}/en`);
    expect(first.headers.getSetCookie().some((c) => c.startsWith("uncork.session_token="))).toBe(true);
    const second = await call(verify);
    expect(second.headers.get("location")).toContain("/invalid?error=INVALID_TOKEN");
  });

  it("limits password attempts per address and client: a stranger's guesses lock out only the stranger", async () => {
    const email = `limited-${t.dialect}@example.com`;
    const password = "the owner's own long passphrase";
    await insertVerifiedPasswordUser(t.db, {
      id: `limited-${t.dialect}`,
      email,
      name: "Lina",
      password,
      now: new Date().toISOString(),
    });
    const stranger = "203.0.113.7";
    const guesses: Response[] = [];
    for (let i = 0; i < 5; i++)
      guesses.push(await call("/sign-in/email", { json: { email, password: "whatever it is" }, ip: stranger }));
    expect(guesses.map((r) => r.status)).toEqual([401, 401, 401, 401, 429]);
    expect(guesses[4]?.headers.get("retry-after")).toBe("60");

    // The owner, from their own client, signs in with the password at once.
    const owner = await call("/sign-in/email", { json: { email, password }, ip: "198.51.100.20" });
    expect(owner.status).toBe(200);
    // Even from the stranger's network (a fair's shared address), the e-mail link still comes.
    const link = await call("/sign-in/magic-link", { json: { email, callbackURL: "/en" }, ip: stranger });
    expect(link.status).toBe(200);
    // The stranger goes on guessing: the next wait is twice as long.
    expect((await call("/sign-in/email", { json: { email, password: "again" }, ip: stranger })).status).toBe(429);
  });
});
