import { randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import sharp from "sharp";
import { login, uniqueEmail } from "./support/accounts";
import { openFair, partsOf, shapes } from "./support/catalogue";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// The profile API (collections/{collectionId}/users/{uid}) against another
// user's uid, without a session, and from another site: every method is
// refused, and a refusal says nothing about the other user, not even
// whether they exist.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

type Method = "GET" | "PUT" | "POST";

async function photo(): Promise<Buffer> {
  return sharp(randomBytes(120 * 120 * 3), { raw: { width: 120, height: 120, channels: 3 } })
    .png()
    .toBuffer();
}

/** One request as our own pages send it (same-origin Origin header on writes). */
async function call(request: APIRequestContext, method: Method, path: string, origin = ORIGIN): Promise<APIResponse> {
  const headers: Record<string, string> = method === "GET" ? {} : { origin };
  if (method === "GET") return request.get(path, { headers });
  if (method === "PUT") return request.put(path, { headers, data: { jobTitle: "Hijacked", displayName: "Hijacked" } });
  return request.post(`${path}/profile-image`, {
    headers: { ...headers, "content-type": "image/png" },
    data: await photo(),
  });
}

interface Who {
  uid: string;
  email: string;
  name: string;
}

async function me(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get("/api/me")).json()) as { user: { id: string } };
  return body.user.id;
}

test("a user reaches only their own profile through the API", async ({ browser, context, page }) => {
  await openFair(page, "en");
  const [eventId] = partsOf(page.url(), shapes.eventHome("en"));
  const profilePath = (uid: string) => `/api/collections/${eventId}/users/${uid}`;

  const a = await login(context, { email: uniqueEmail("anna"), name: "Anna Matrix" });
  const aUid = await me(context.request);

  const contextB = await browser.newContext({ baseURL: ORIGIN });
  const accountB = await login(contextB, { email: uniqueEmail("bruno"), name: "Bruno Secretname" });
  const b: Who = { uid: await me(contextB.request), email: accountB.email, name: accountB.name };
  // B has a stored profile to leak, with something recognisable in it.
  const bPut = await contextB.request.put(profilePath(b.uid), {
    headers: { origin: ORIGIN },
    data: { jobTitle: "Private buyer" },
  });
  expect(bPut.status()).toBe(200);

  // The control: A's own profile answers, so the refusals below are about B.
  const own = await call(context.request, "GET", profilePath(aUid));
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain(a.email.toLowerCase());

  const nobody = profilePath(`x${randomBytes(12).toString("hex")}`);
  for (const method of ["GET", "PUT", "POST"] as const) {
    const response = await call(context.request, method, profilePath(b.uid));
    const body = await response.text();
    expect([403, 404], `${method} on B's uid answered ${response.status()}: ${body}`).toContain(response.status());
    expect(body).not.toContain(b.email);
    expect(body).not.toContain(b.email.split("@")[0]);
    expect(body).not.toContain("Bruno");
    expect(body).not.toContain("Private buyer");
    // B's uid is answered exactly like a uid nobody has.
    const unknown = await call(context.request, method, nobody);
    expect({ status: response.status(), body }, `${method}: B's uid and an unknown uid answer alike`).toEqual({
      status: unknown.status(),
      body: await unknown.text(),
    });
  }

  // Nothing reached B's profile.
  const bAfter = (await (await call(contextB.request, "GET", profilePath(b.uid))).json()) as {
    profile: Record<string, string>;
  };
  expect(bAfter.profile).toMatchObject({ jobTitle: "Private buyer", displayName: b.name, profileImageUrl: "" });
  await contextB.close();
});

test("without a session every method answers 401 Not logged in", async ({ browser, page }) => {
  await openFair(page, "en");
  const [eventId] = partsOf(page.url(), shapes.eventHome("en"));
  const anonymous = await browser.newContext({ baseURL: ORIGIN });
  const path = `/api/collections/${eventId}/users/${randomBytes(16).toString("hex")}`;
  for (const method of ["GET", "PUT", "POST"] as const) {
    const response = await call(anonymous.request, method, path);
    expect(response.status(), method).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthenticated", message: "Not logged in", messageKey: "common:errors.unauthenticated" },
    });
  }
  await anonymous.close();
});

test("a write from another site is refused, even to one's own profile", async ({ context, page }) => {
  await openFair(page, "en");
  const [eventId] = partsOf(page.url(), shapes.eventHome("en"));
  await login(context, { email: uniqueEmail("carla") });
  const path = `/api/collections/${eventId}/users/${await me(context.request)}`;

  for (const method of ["PUT", "POST"] as const) {
    const response = await call(context.request, method, path, "http://evil.example");
    expect(response.status(), method).toBe(403);
  }
  const after = (await (await call(context.request, "GET", path)).json()) as { profile: Record<string, string> };
  expect(after.profile.jobTitle).toBe("");
  expect(after.profile.profileImageUrl).toBe("");
});
