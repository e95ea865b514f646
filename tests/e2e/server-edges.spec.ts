import type { APIRequestContext } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { adminHeaders } from "./support/admin";
import { mainHeading, openFair, openResult, openSection, partsOf, shapes, waitForHydration } from "./support/catalogue";
import { registerPerson, representativeOnboarding, signInOrganizer } from "./support/people";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// Issue 29's edges of the server: the pages' scripts run under the
// Content-Security-Policy without eval (zod jitless, app/lib/zod-config.ts),
// which the page watcher (support/test.ts) would report; the admin API's sync
// of an event the site does not have is a quick 404; a bookmark's tags
// replaced through the API with If-Match lose no client's change; converting
// a representative to a visitor whose address a visitor of the event has
// already is refused in words beside the buttons, not a 500.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

test("my profile, signed in, runs its scripts without anything the Content-Security-Policy refuses", async ({
  context,
  page,
}) => {
  await login(context, { email: uniqueEmail("csp"), name: "Vera Weiss" });
  await page.goto("/en/my/profile");
  await expect(mainHeading(page)).toHaveText("Your profile");
  await waitForHydration(page);
  // A form's schema parses on the first change: the browser's validation runs too.
  await page.getByRole("textbox", { name: "Job title", exact: true }).fill("Head sommelier");
  await page.getByRole("textbox", { name: "Job title", exact: true }).blur();
});

test("syncing an event the site does not have, without asking to create it, is a quick 404", async ({ request }) => {
  const started = Date.now();
  const response = await request.post("/api/admin/events/no-such-event-29/sync", {
    headers: adminHeaders(),
    data: { dryRun: true },
  });
  expect(response.status(), await response.text()).toBe(404);
  expect(Date.now() - started).toBeLessThan(3_000);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error).toMatchObject({ code: "not_found", message: "No event no-such-event-29" });
});

interface Favorite {
  tags: string[];
}

/** Reads the bookmark, adds `tag` to its tags and PUTs them with If-Match, again from the current state after each 412. */
async function addTagWithIfMatch(request: APIRequestContext, url: string, tag: string): Promise<number> {
  let response = await request.get(url);
  for (let tries = 1; tries <= 50; tries++) {
    expect([200, 412], await response.text()).toContain(response.status());
    const etag = response.headers().etag;
    const { favorite } = (await response.json()) as { favorite: Favorite };
    const put = await request.put(url, {
      headers: { origin: ORIGIN, "if-match": etag ?? "" },
      data: { type: "product", tags: [...favorite.tags, tag] },
    });
    if (put.status() === 200) return tries;
    expect(put.status(), await put.text()).toBe(412);
    response = put;
  }
  throw new Error(`${tag} was never written`);
}

test("16 clients that each read a bookmark and PUT its tags with one tag added, with If-Match, keep all 16", async ({
  context,
  page,
}) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await openResult(page, "en");
  const [eventId, , productId] = partsOf(page.url(), shapes.productByExhibitor("en"));
  await login(context, { email: uniqueEmail("etag"), name: "Ida Etag" });
  const { user } = (await (await context.request.get("/api/me")).json()) as { user: { id: string } };
  const url = `/api/collections/${eventId}/users/${user.id}/favorites/${productId}`;

  const created = await context.request.put(url, { headers: { origin: ORIGIN }, data: { type: "product" } });
  expect(created.status(), await created.text()).toBe(200);
  const first = created.headers().etag;
  expect(first).toMatch(/^"\d+\.[0-9a-z]+"$/);
  const read = await context.request.get(url);
  expect(read.headers().etag).toBe(first);
  expect(await read.json()).toMatchObject({ favorite: { id: productId, tags: [] } });

  // A PUT with the ETag it read is written; one with an ETag gone stale is 412, told the tags as they are now.
  const written = await context.request.put(url, {
    headers: { origin: ORIGIN, "if-match": first ?? "" },
    data: { type: "product", tags: ["first"] },
  });
  expect(written.status()).toBe(200);
  const stale = await context.request.put(url, {
    headers: { origin: ORIGIN, "if-match": first ?? "" },
    data: { type: "product", tags: ["lost"] },
  });
  expect(stale.status()).toBe(412);
  expect(stale.headers().etag).toBe(written.headers().etag);
  expect(await stale.json()).toEqual({
    error: {
      code: "precondition_failed",
      message: "This bookmark was changed since you read it. Apply your change to its current tags and send it again.",
      messageKey: "my:errors.favoriteChanged",
    },
    favorite: expect.objectContaining({ id: productId, tags: ["first"] }),
  });

  const tags = Array.from({ length: 16 }, (_, i) => `client ${i}`);
  await Promise.all(tags.map((tag) => addTagWithIfMatch(context.request, url, tag)));
  const { favorite } = (await (await context.request.get(url)).json()) as { favorite: Favorite };
  expect([...favorite.tags].sort()).toEqual(["first", ...tags].sort());
});

test("converting a representative to a visitor when a visitor has the same address says so beside the buttons", async ({
  browser,
}) => {
  const email = uniqueEmail("twin");
  const rep = await registerPerson((await browser.newContext({ baseURL: ORIGIN })).request, {
    kind: "representative",
    email,
    name: "Tilda Twin",
  });
  const organizer = await browser.newContext({ baseURL: ORIGIN });
  try {
    await registerPerson(organizer.request, { kind: "attendee", email, name: "Tilda Twin" });
    await signInOrganizer(organizer);
    const admin = await organizer.newPage();
    await admin.goto(representativeOnboarding("en", rep));
    const fixes = admin.getByRole("region", { name: "Fix this profile" });
    await waitForHydration(admin);
    await fixes.getByRole("link", { name: "Convert to a visitor…" }).click();
    await expect(fixes.getByText("Convert Tilda Twin into a visitor?")).toBeVisible();
    const [answer] = await Promise.all([
      admin.waitForResponse((r) => r.request().method() === "POST"),
      fixes.getByRole("button", { name: "Yes, convert to a visitor" }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect(fixes.getByText("This event already has a visitor with this email address.")).toBeVisible();
    await expect(
      fixes.getByText(
        "Whoever signs in with this address can claim the visitor's profile: remove this profile from the stand, or disconnect it from its account, instead.",
      ),
    ).toBeVisible();
    await expect(fixes.getByRole("link", { name: "Remove from this stand…" })).toBeVisible();
    // Nothing changed: still the stand's representative.
    await admin.goto(representativeOnboarding("en", rep));
    await expect(
      admin.getByRole("region", { name: "Fix this profile" }).getByRole("link", { name: "Convert to a visitor…" }),
    ).toBeVisible();
  } finally {
    await organizer.close();
  }
});
