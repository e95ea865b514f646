import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { linkFrom, waitForMail } from "./support/inbox";
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_LOGIN_FORM,
  OIDC_REDIRECT_URI,
  SMTP_PORT,
} from "./support/stack";
import { expect, test } from "./support/test";

// The test stack itself (tests/support/test-stack.ts), apart from the app:
// mail sent to its SMTP capture can be read back, and its OpenID provider
// signs a user in with the authorization code flow and PKCE. And the journeys'
// API clients close each call's connection (tests/e2e/support/test.ts).

test("every API client a journey uses opens a connection per call, never reusing an idle one", async ({
  request,
  context,
  page,
}) => {
  const sockets = new Set<unknown>();
  const seen: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    sockets.add(req.socket);
    seen.push(req.headers.connection);
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    for (const client of [request, context.request, page.request]) {
      expect((await client.get(url)).status()).toBe(200);
      expect((await client.post(url, { data: { a: 1 } })).status()).toBe(200);
    }
    // A call may still ask to keep its connection.
    expect((await request.get(url, { headers: { connection: "keep-alive" } })).status()).toBe(200);
  } finally {
    server.close();
  }
  expect(seen).toEqual([...Array(6).fill("close"), "keep-alive"]);
  expect(sockets.size).toBe(7);
});

test("mail sent to the SMTP capture is read back decoded", async () => {
  const to = `harness-${randomBytes(4).toString("hex")}@example.com`;
  const after = new Date();
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${SMTP_PORT}` });
  await transport.sendMail({
    from: "Uncork <no-reply@uncork.localhost>",
    to,
    subject: "Grüße aus Köln",
    text: "Willkommen! Bestätigen: http://127.0.0.1/verify?token=abc123.\nMehr: https://example.com/more",
    html: "<p>Willkommen in Köln</p>",
  });
  transport.close();

  const message = await waitForMail({ to, subject: /Köln/, after });
  expect(message.subject).toBe("Grüße aus Köln");
  expect(message.text).toContain("Willkommen!");
  expect(message.html).toContain("Willkommen in Köln");
  expect(message.headers.from).toContain("no-reply@uncork.localhost");
  expect(linkFrom(message, /\/verify\?token=/)).toBe("http://127.0.0.1/verify?token=abc123");
});

test("the OpenID provider publishes its configuration over http", async () => {
  const response = await fetch(`${OIDC_ISSUER}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  const config = (await response.json()) as Record<string, unknown>;
  expect(config.issuer).toBe(OIDC_ISSUER);
  expect(config.authorization_endpoint).toBe(`${OIDC_ISSUER}/auth`);
  expect(config.token_endpoint).toBe(`${OIDC_ISSUER}/token`);
  expect(config.code_challenge_methods_supported).toContain("S256");
});

test("the OpenID provider signs a typed email address in and issues an id_token", async ({ page }) => {
  const local = `vera-${randomBytes(4).toString("hex")}`;
  const email = `${local}@example.com`;
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${OIDC_ISSUER}/auth`);
  for (const [name, value] of Object.entries({
    client_id: OIDC_CLIENT_ID,
    response_type: "code",
    scope: "openid email profile phone",
    redirect_uri: OIDC_REDIRECT_URI,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "x",
    nonce: "n",
  })) {
    authorize.searchParams.set(name, value);
  }
  await page.goto(authorize.href);
  await page.getByLabel(OIDC_LOGIN_FORM.email).fill(email);
  // The provider answers the form with redirects that end at the app's
  // callback. page.route never sees a redirect's next hop, so the request is
  // watched instead, and whatever the app answers (maybe a 404) is ignored.
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().startsWith(`${OIDC_REDIRECT_URI}?`)),
    page.getByRole("button", { name: OIDC_LOGIN_FORM.submit }).click(),
  ]);
  const callback = new URL(request.url());
  expect(callback.searchParams.get("state")).toBe("x");
  expect(callback.searchParams.get("iss")).toBe(OIDC_ISSUER);
  const code = callback.searchParams.get("code");
  expect(code, `callback ${callback.href}`).toBeTruthy();

  const exchange = (codeVerifier: string) =>
    fetch(`${OIDC_ISSUER}/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`${OIDC_CLIENT_ID}:${OIDC_CLIENT_SECRET}`).toString("base64")}` },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: code ?? "",
        redirect_uri: OIDC_REDIRECT_URI,
        code_verifier: codeVerifier,
      }),
    });
  // PKCE is checked, not ignored: another verifier is refused.
  expect((await exchange(randomBytes(32).toString("base64url"))).status).toBe(400);
  const token = await exchange(verifier);
  const tokens = (await token.json()) as { id_token?: string; access_token?: string };
  expect(token.status, JSON.stringify(tokens)).toBe(200);
  const claims = JSON.parse(Buffer.from(tokens.id_token?.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  expect(claims).toMatchObject({
    iss: OIDC_ISSUER,
    aud: OIDC_CLIENT_ID,
    nonce: "n",
    sub: email,
    email,
    email_verified: true,
  });
  expect(claims.name).toBe(`V${local.slice(1)}`);
  expect(claims.phone_number).toBe("+49 30 1234567");

  const userinfo = await fetch(`${OIDC_ISSUER}/me`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(await userinfo.json()).toMatchObject({ sub: email, email, name: claims.name });
});
