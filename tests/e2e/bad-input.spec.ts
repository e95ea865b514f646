import type { BrowserContext, Page } from "@playwright/test";
import { DEFAULT_PASSWORD, login, uniqueEmail } from "./support/accounts";
import { openProduct, userPath } from "./support/favorites";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// docs/security.md "Bad input": what the fuzzer found, each a 4xx now, never
// a 500, and nothing stored.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

test("saving a directory entry one does not have is refused, not a server error", async ({ context }) => {
  await login(context);
  const response = await context.request.post("/en/my/profile", {
    headers: { origin: ORIGIN },
    form: { intent: "person", jobTitle: "Sommelier" },
  });
  expect(response.status()).toBe(404);
});

// The text rule (app/lib/storable-text.ts): text that cannot be stored as it
// was sent is refused with the rule's words and nothing is stored.
const TEXT_RULE =
  "This contains characters that cannot be stored (a null character or broken text encoding). Remove them and try again.";
const TEXT_RULE_DE =
  "Dies enthält Zeichen, die nicht gespeichert werden können (ein Nullzeichen oder eine fehlerhafte Textkodierung). Entfernen Sie sie und versuchen Sie es erneut.";

/** The user's list names at the event, through the API. */
async function listNames(page: Page, lists: string): Promise<string[]> {
  return ((await (await page.request.get(lists)).json()) as { lists: { name: string }[] }).lists.map((l) => l.name);
}

/** A new signed-in user at the first fair: its id, the user's lists API and their names now. */
async function newUserAtFair(page: Page, context: BrowserContext) {
  await login(context);
  const { eventId } = await openProduct(page);
  const lists = `${await userPath(page, eventId)}/lists`;
  return { eventId, lists, before: await listNames(page, lists) };
}

test("the API refuses a NUL, a lone surrogate or broken UTF-8 in a list name, naming the field, and stores nothing", async ({
  page,
  context,
}) => {
  const { lists, before } = await newUserAtFair(page, context);
  const bodies = [
    Buffer.from('{"name":"Ro\\u0000s\\u00e9"}'),
    Buffer.from('{"name":"Ros\\ud800"}'),
    Buffer.from([...Buffer.from('{"name":"Ros'), 0xc3, 0x28, ...Buffer.from('"}')]),
  ];
  for (const body of bodies) {
    const response = await page.request.post(lists, {
      headers: { origin: ORIGIN, "content-type": "application/json" },
      data: body,
    });
    expect(response.status()).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; messageKey: string; fields?: { path: string; message: string }[] };
    };
    expect(error.code).toBe("invalid");
    expect(error.messageKey).toBe("common:errors.invalidText");
    if (error.fields)
      expect(error.fields).toEqual([{ path: "name", message: TEXT_RULE, messageKey: "common:errors.invalidText" }]);
  }
  // A list whose name a browser sends intact is taken.
  const created = await page.request.post(lists, { headers: { origin: ORIGIN }, data: { name: "Rosé 🍷" } });
  expect(created.status()).toBe(201);
  expect(await listNames(page, lists)).toEqual([...before, "Rosé 🍷"]);
});

test("a page form with broken text is refused with the rule's words in the reader's language, and nothing is stored", async ({
  page,
  context,
}) => {
  const { eventId, lists, before } = await newUserAtFair(page, context);
  for (const body of ["intent=create&name=Ros%C0%AF", "intent=create&name=Ro%00s", "intent=create&name=%E0%A4%A"]) {
    const response = await page.request.post(`/de/my/lists?event=${encodeURIComponent(eventId)}`, {
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      data: body,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(TEXT_RULE_DE);
  }
  expect(await listNames(page, lists)).toEqual(before);
});

test("a URL that decodes to a NUL is refused before any lookup", async ({ page }) => {
  for (const url of [
    "/en/people/ab%00cd",
    "/p/en/events/x%00/products",
    "/api/search/x%00/products",
    "/en/catalog?q=%00",
  ]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(400);
  }
  await page.goto("/de/people/ab%00cd");
  await expect(page.getByText(TEXT_RULE_DE)).toBeVisible();
});

test("a name longer than 200 characters is refused at sign-up beside the field, by the dialog and by the server", async ({
  page,
}) => {
  const email = uniqueEmail("long-name");
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: ORIGIN },
    data: { email, password: DEFAULT_PASSWORD, name: "N".repeat(201) },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { code: string }).code).toBe("NAME_TOO_LONG");

  await page.goto("/en");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Uncork" });
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByLabel("Your name").fill("N".repeat(201));
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByLabel("Your name")).toHaveAccessibleDescription(
    /This text is too long\. Please shorten it\./,
  );
});
