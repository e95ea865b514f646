import { randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { openFair, openResult, openSection, partsOf, shapes } from "./support/catalogue";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// The user-data API (collections/{collectionId}/users/{uid}/favorites, lists,
// tastingNotes, live) against another user's uid, without a session, and
// from another site: every call is refused, a refusal says nothing about the
// other user (not even whether they exist), and their data stays as it was.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

type Method = "GET" | "PUT" | "POST" | "DELETE";
interface Call {
  method: Method;
  /** The path under …/users/{uid}. */
  path: string;
  data?: unknown;
}

interface Fair {
  eventId: string;
  exhibitorId: string;
  productId: string;
}

/** The fair's first product, found as a visitor finds it. */
async function firstProduct(page: Page): Promise<Fair> {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await openResult(page, "en");
  const [eventId, exhibitorId, productId] = partsOf(page.url(), shapes.productByExhibitor("en"));
  return { eventId, exhibitorId, productId };
}

function userPath(eventId: string, uid: string): string {
  return `/api/collections/${eventId}/users/${uid}`;
}

/** One request as our own pages send it (same-origin Origin header on writes). */
async function send(request: APIRequestContext, call: Call, base: string, origin = ORIGIN): Promise<APIResponse> {
  const url = `${base}${call.path}`;
  const headers: Record<string, string> = call.method === "GET" ? {} : { origin };
  return request.fetch(url, { method: call.method, headers, data: call.data, maxRedirects: 0 });
}

async function uidOf(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get("/api/me")).json()) as { user: { id: string } };
  return body.user.id;
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Everything a user keeps at the event, as the API reads it back. */
async function snapshot(request: APIRequestContext, base: string) {
  return {
    favorites: await json(await request.get(`${base}/favorites`)),
    lists: await json(await request.get(`${base}/lists`)),
    tastingNotes: await json(await request.get(`${base}/tastingNotes`)),
  };
}

/** Every call of the API, aimed at the given ids. */
function everyCall(ids: { productId: string; listId: string }): Call[] {
  const note = { rating: 1, note: "Hijacked", sensory: {} };
  return [
    { method: "GET", path: "/favorites" },
    { method: "PUT", path: `/favorites/${ids.productId}`, data: { type: "product", tags: [], listId: null } },
    { method: "DELETE", path: `/favorites/${ids.productId}` },
    { method: "GET", path: "/lists" },
    { method: "POST", path: "/lists", data: { name: "Hijacked" } },
    { method: "PUT", path: `/lists/${ids.listId}`, data: { name: "Hijacked" } },
    { method: "DELETE", path: `/lists/${ids.listId}` },
    { method: "GET", path: "/tastingNotes" },
    { method: "PUT", path: `/tastingNotes/${ids.productId}`, data: note },
    { method: "DELETE", path: `/tastingNotes/${ids.productId}` },
    { method: "GET", path: "/live" },
  ];
}

async function signedIn(
  context: BrowserContext,
  name: string,
  email: string,
): Promise<{ uid: string; email: string; name: string }> {
  const account = await login(context, { email, name });
  return { uid: await uidOf(context.request), email: account.email, name: account.name };
}

test("a user reaches only their own favourites, lists, tasting notes and live stream", async ({
  browser,
  context,
  page,
}) => {
  const fair = await firstProduct(page);
  const a = await signedIn(context, "Anna Matrix", uniqueEmail("anna"));

  const contextB = await browser.newContext({ baseURL: ORIGIN });
  const b = await signedIn(contextB, "Bruno Secretname", uniqueEmail("bruno"));
  const bBase = userPath(fair.eventId, b.uid);
  // B keeps something recognisable everywhere: a list, a tagged favourite in it, a note.
  const { list } = await json<{ list: { id: string } }>(
    await contextB.request.post(`${bBase}/lists`, {
      headers: { origin: ORIGIN },
      data: { name: "Bruno private cellar" },
    }),
  );
  await json(
    await contextB.request.put(`${bBase}/favorites/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { type: "product", tags: ["bruno-secret-tag"], listId: list.id },
    }),
  );
  await json(
    await contextB.request.put(`${bBase}/tastingNotes/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { rating: 5, note: "Bruno private note", sensory: { body: "full" } },
    }),
  );
  const bBefore = await snapshot(contextB.request, bBase);
  expect(JSON.stringify(bBefore)).toContain("bruno-secret-tag");

  // The control: A's own favourites answer, so the refusals below are about B.
  const own = await send(context.request, { method: "GET", path: "/favorites" }, userPath(fair.eventId, a.uid));
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");

  const nobody = userPath(fair.eventId, `x${randomBytes(12).toString("hex")}`);
  for (const call of everyCall({ productId: fair.productId, listId: list.id })) {
    const label = `${call.method} ${call.path}`;
    const response = await send(context.request, call, bBase);
    const body = await response.text();
    expect(response.status(), `${label} on B's uid answered ${response.status()}: ${body}`).toBe(404);
    for (const secret of [b.email, b.email.split("@")[0], "Bruno", "bruno-secret-tag", "Bruno private", list.id]) {
      expect(body, label).not.toContain(secret);
    }
    // B's uid is answered exactly like a uid nobody has.
    const unknown = await send(context.request, call, nobody);
    expect({ status: response.status(), body }, `${label}: B's uid and an unknown uid answer alike`).toEqual({
      status: unknown.status(),
      body: await unknown.text(),
    });
  }

  // Nothing reached B's data, and nothing of A's was made.
  expect(await snapshot(contextB.request, bBase)).toEqual(bBefore);
  expect(await snapshot(context.request, userPath(fair.eventId, a.uid))).toEqual({
    favorites: { favorites: [] },
    lists: { lists: [] },
    tastingNotes: { tastingNotes: [], enabled: true },
  });
  await contextB.close();
});

test("without a session every call answers 401 Not logged in", async ({ browser, page }) => {
  const fair = await firstProduct(page);
  const anonymous = await browser.newContext({ baseURL: ORIGIN });
  const base = userPath(fair.eventId, randomBytes(16).toString("hex"));
  for (const call of everyCall({ productId: fair.productId, listId: randomBytes(12).toString("hex") })) {
    const response = await send(anonymous.request, call, base);
    expect(response.status(), `${call.method} ${call.path}`).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthenticated", message: "Not logged in", messageKey: "common:errors.unauthenticated" },
    });
  }
  await anonymous.close();
});

test("a write from another site is refused, even to one's own data", async ({ context, page }) => {
  const fair = await firstProduct(page);
  const me = await signedIn(context, "Carla Origin", uniqueEmail("carla"));
  const base = userPath(fair.eventId, me.uid);
  const { list } = await json<{ list: { id: string } }>(
    await context.request.post(`${base}/lists`, { headers: { origin: ORIGIN }, data: { name: "Mine" } }),
  );
  await json(
    await context.request.put(`${base}/favorites/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { type: "product", listId: list.id },
    }),
  );
  await json(
    await context.request.put(`${base}/tastingNotes/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { rating: 3, note: "Mine", sensory: {} },
    }),
  );
  const before = await snapshot(context.request, base);

  const writes = everyCall({ productId: fair.productId, listId: list.id }).filter((call) => call.method !== "GET");
  for (const call of writes) {
    const response = await send(context.request, call, base, "http://evil.example");
    expect(response.status(), `${call.method} ${call.path}`).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "forbidden", message: "No permission.", messageKey: "common:errors.forbidden" },
    });
  }
  expect(await snapshot(context.request, base)).toEqual(before);
});

test("a tasting note bookmarks its product, a tagged favourite is kept, and open tabs hear both", async ({
  context,
  page,
}) => {
  const fair = await firstProduct(page);
  const me = await signedIn(context, "Dora Journey", uniqueEmail("dora"));
  const base = userPath(fair.eventId, me.uid);

  // An open tab listens to the live stream as the site's pages do.
  await page.goto("/en");
  await page.evaluate((url) => {
    const w = window as unknown as { heard: unknown[]; ready: boolean };
    w.heard = [];
    const source = new EventSource(url);
    source.addEventListener("open", () => (w.ready = true));
    source.addEventListener("change", (event) => w.heard.push(JSON.parse((event as MessageEvent<string>).data)));
  }, `${base}/live`);
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);

  expect(await json(await context.request.get(`${base}/favorites`))).toEqual({ favorites: [] });
  const saved = await json<{ tastingNote: { productId: string; rating: number; addedAt: string } }>(
    await context.request.put(`${base}/tastingNotes/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { rating: 4, note: "Pear, white flowers.", sensory: { acidity: "high", body: "light" } },
    }),
  );
  expect(saved.tastingNote).toMatchObject({
    productId: fair.productId,
    rating: 4,
    note: "Pear, white flowers.",
    sensory: { acidity: "high", body: "light" },
  });

  const { favorites } = await json<{ favorites: { id: string; type: string; tags: string[] }[] }>(
    await context.request.get(`${base}/favorites`),
  );
  expect(favorites).toEqual([
    { id: fair.productId, type: "product", addedAt: saved.tastingNote.addedAt, tags: [], list: null },
  ]);

  // Tagged, the favourite cannot be removed; untagged it can, and its note stays.
  await json(
    await context.request.put(`${base}/favorites/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { type: "product", tags: ["to order"] },
    }),
  );
  const refused = await context.request.delete(`${base}/favorites/${fair.productId}`, { headers: { origin: ORIGIN } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: {
      code: "conflict",
      message: "A favourite with tags cannot be removed. Remove its tags first.",
      messageKey: "my:errors.taggedCannotBeRemoved",
    },
  });
  expect((await json<{ favorites: unknown[] }>(await context.request.get(`${base}/favorites`))).favorites).toHaveLength(
    1,
  );

  await json(
    await context.request.put(`${base}/favorites/${fair.productId}`, {
      headers: { origin: ORIGIN },
      data: { type: "product", tags: [] },
    }),
  );
  const removed = await context.request.delete(`${base}/favorites/${fair.productId}`, { headers: { origin: ORIGIN } });
  expect(removed.status()).toBe(204);
  expect(await json(await context.request.get(`${base}/favorites`))).toEqual({ favorites: [] });
  expect(
    (await json<{ tastingNotes: unknown[] }>(await context.request.get(`${base}/tastingNotes`))).tastingNotes,
  ).toHaveLength(1);

  // The tab heard every change, in order.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { heard: { resource: string; set?: unknown[]; deleted?: string[] }[] }).heard,
      ),
    )
    .toEqual([
      { resource: "tastingNotes", set: [saved.tastingNote] },
      { resource: "favorites", set: [favorites[0]] },
      { resource: "favorites", set: [{ ...favorites[0], tags: ["to order"] }] },
      { resource: "favorites", set: [favorites[0]] },
      { resource: "favorites", deleted: [fair.productId] },
    ]);
});
