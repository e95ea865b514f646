import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { connect } from "../../app/.server/db/connect";
import { links } from "../../app/lib/links";
import { DEFAULT_PASSWORD, login, type TestAccount, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { escapeRegExp, mainHeading, waitForHydration } from "./support/catalogue";
import { waitForMail } from "./support/inbox";
import { APP_PORT, E2E_DATA_DIR } from "./support/stack";
import { expect, test } from "./support/test";

// The sample cart (docs/product/my-catalogue.md, Cart): a visitor fills it to 12 from the
// product pages, is refused a 13th ("Cart is full") and one already in it
// ("Already in cart"), finds it again after signing out and in, and sends
// it: each exhibitor gets its part by email, the visitor a confirmation.

interface Pick {
  productId: string;
  /** The product's name as its page passes it to the button. */
  name: string;
  /** With the vintage, as the cart, the confirmation and the emails write it. */
  title: string;
  path: string;
  exhibitorId: string;
  exhibitorName: string;
  exhibitorEmail: string;
}

/**
 * Products of the primary event (the newest) from the database the test stack
 * loaded: 5, 4 and 3 of three exhibitors with an address (12), and one of a
 * fourth exhibitor (the 13th).
 */
async function productsToRequest(): Promise<{ eventId: string; twelve: Pick[]; thirteenth: Pick }> {
  const db = connect(`file:${E2E_DATA_DIR}/uncork.db`);
  try {
    const event = await db.selectFrom("events").select("id").orderBy("starts_on", "desc").executeTakeFirstOrThrow();
    const base = { locale: "en" as const, collectionId: event.id };
    const exhibitors = await db
      .selectFrom("registered_products as rp")
      .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
      .select(["e.id", "e.name", "e.email", (eb) => eb.fn.countAll<number>().as("n")])
      .where("rp.event_id", "=", event.id)
      .where("e.email", "<>", "")
      .groupBy(["e.id", "e.name", "e.email"])
      .having((eb) => eb.fn.countAll(), ">=", 5)
      .orderBy("e.id")
      .limit(4)
      .execute();
    if (exhibitors.length < 4) throw new Error("the demo fair needs four exhibitors with five products and an address");
    const picks: Pick[] = [];
    for (const [index, exhibitor] of exhibitors.entries()) {
      const products = await db
        .selectFrom("registered_products as rp")
        .innerJoin("products as p", "p.id", "rp.product_id")
        .select(["p.id", "p.name", "p.vintage"])
        .where("rp.event_id", "=", event.id)
        .where("rp.exhibitor_id", "=", exhibitor.id)
        .orderBy("p.id")
        .limit([5, 4, 3, 1][index])
        .execute();
      for (const product of products) {
        picks.push({
          productId: product.id,
          name: product.name,
          title: product.vintage ? `${product.name} ${product.vintage}` : product.name,
          path: links.productByExhibitor(base, exhibitor.id, product.id),
          exhibitorId: exhibitor.id,
          exhibitorName: exhibitor.name,
          exhibitorEmail: exhibitor.email,
        });
      }
    }
    return { eventId: event.id, twelve: picks.slice(0, 12), thirteenth: picks[12] };
  } finally {
    await db.destroy();
  }
}

/** The cart's state as the product page and the cart page write it. */
function stateText(count: number): string {
  if (count === 12) return "Your cart is full";
  if (count === 11) return "One slot left";
  return `${count} of 12 — room for ${12 - count} more`;
}

/** A product page with the sample control loaded for the signed-in visitor; returns the link to the cart. */
async function openProduct(page: Page, pick: Pick) {
  await page.goto(pick.path);
  await expect(mainHeading(page)).toContainText(pick.name);
  const cartLink = page.getByRole("link", { name: /^Your sample cart \(/ });
  await expect(cartLink).toBeVisible();
  return cartLink;
}

/** The live region that announces what the server answered. */
const announced = (page: Page, text: string) => page.getByRole("main").getByRole("status").filter({ hasText: text });

async function addFromProductPage(page: Page, pick: Pick, countAfter: number) {
  const cartLink = await openProduct(page, pick);
  await page.getByRole("button", { name: "Request a sample" }).click();
  await expect(announced(page, `${pick.name} is now in your sample cart.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "In your sample cart" })).toBeVisible();
  await expect(cartLink).toHaveText(`Your sample cart (${stateText(countAfter)})`);
}

const header = (page: Page) => page.getByRole("banner");
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

async function signInWithDialog(page: Page, account: TestAccount) {
  await header(page).getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Uncork" });
  await dialog.getByLabel("Email address").fill(account.email);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(header(page).getByRole("link", { name: new RegExp(escapeRegExp(account.name)) })).toBeVisible();
}

/** An account made in a context of its own, so the page under test stays signed out. */
async function accountElsewhere(browser: Browser, name: string): Promise<TestAccount> {
  const context = await browser.newContext();
  try {
    return await login(context, { email: uniqueEmail("samples"), name });
  } finally {
    await context.close();
  }
}

test("fill the cart to 12 and try a 13th; the cart survives signing out; sending it tells every exhibitor and the requester", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const name = `Sam Sampler ${randomBytes(3).toString("hex")}`;
  const account = await login(context, { email: uniqueEmail("samples"), name });
  const { eventId, twelve, thirteenth } = await productsToRequest();

  for (const [index, pick] of twelve.slice(0, 11).entries()) await addFromProductPage(page, pick, index + 1);

  // A second tab that does not hear the live stream still shows room for one …
  const stale = await context.newPage();
  await stale.route("**/live", (route) => route.abort());
  await expect(await openProduct(stale, thirteenth)).toHaveText("Your sample cart (One slot left)");

  await addFromProductPage(page, twelve[11], 12);

  // … so its click reaches the server, which answers "Cart is full" in the live region.
  await stale.getByRole("button", { name: "Request a sample" }).click();
  await expect(announced(stale, "Cart is full")).toBeVisible();
  await expect(stale.getByRole("button", { name: "Cart is full" })).toBeDisabled();
  await stale.close();

  // A 13th product's page says so before anyone clicks; the API refuses it too.
  const thirteenthLink = await openProduct(page, thirteenth);
  await expect(page.getByRole("button", { name: "Cart is full" })).toBeDisabled();
  await expect(thirteenthLink).toHaveText("Your sample cart (Your cart is full)");
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const refused = await page.request.put(
    `/api/collections/${eventId}/users/${me.user.id}/sampleCart/${thirteenth.productId}`,
  );
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: { code: "conflict", message: "Cart is full", messageKey: "samples:errors.full" },
  });

  // A product already in the cart.
  await openProduct(page, twelve[0]);
  await page.getByRole("button", { name: "In your sample cart" }).click();
  await expect(announced(page, "Already in cart")).toBeVisible();

  // Signed out and in again, the cart is still full.
  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();
  await signInWithDialog(page, account);
  await page.goto("/en/my/cart");
  await expect(mainHeading(page)).toHaveText("Sample cart");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "Your cart is full" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: /^Remove .* from your sample cart$/ })).toHaveCount(12);

  // By exhibitor, each with its count.
  const groups = [twelve.slice(0, 5), twelve.slice(5, 9), twelve.slice(9, 12)];
  for (const group of groups) {
    const section = main.getByRole("region", {
      name: new RegExp(`^${escapeRegExp(group[0].exhibitorName)} \\(${group.length} products\\)$`),
    });
    for (const pick of group) await expect(section.getByRole("link", { name: pick.title, exact: true })).toBeVisible();
  }
  await expectNoSeriousViolations(page, "the sample cart");

  // Remove one; the state follows.
  const removed = twelve[11];
  await main.getByRole("button", { name: `Remove ${removed.title} from your sample cart` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${removed.title} was removed from your sample cart.` }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "One slot left" })).toBeVisible();
  await expect(main.getByRole("button", { name: /^Remove .* from your sample cart$/ })).toHaveCount(11);

  // Send it.
  const message = "Please send the samples to our stand B12. Thank you!";
  const after = new Date(Date.now() - 1000);
  await page.getByLabel("Message to the exhibitors (optional)").fill(message);
  await page.getByRole("button", { name: "Send the sample request" }).click();
  const confirmation = page.getByRole("heading", { level: 1, name: "Your sample request has been sent" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(main).toContainText("We sent your request to 3 exhibitors:");
  await expect(main).toContainText(`A confirmation is on its way to ${account.email}`);
  const sent = [twelve.slice(0, 5), twelve.slice(5, 9), twelve.slice(9, 11)];
  for (const group of sent) {
    const part = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: group[0].exhibitorName, exact: true }) });
    await expect(part).toContainText("Sent by email.");
    for (const pick of group)
      await expect(
        part.getByRole("listitem").filter({ hasText: new RegExp(`^${escapeRegExp(pick.title)}$`) }),
      ).toHaveCount(1);
  }

  // Each exhibitor's email holds its own products, the requester and the message.
  for (const group of sent) {
    const mail = await waitForMail({ to: group[0].exhibitorEmail, subject: new RegExp(escapeRegExp(name)), after });
    const lines = mail.text.split(/\r?\n/);
    for (const pick of group) expect(lines).toContain(`- ${pick.title}`);
    for (const other of twelve.filter((pick) => pick.exhibitorId !== group[0].exhibitorId))
      expect(lines).not.toContain(`- ${other.title}`);
    expect(mail.text).toContain(account.email);
    expect(lines).toContain(message);
    expect(mail.headers["reply-to"]).toContain(account.email);
  }
  const receipt = (await waitForMail({ to: account.email, subject: /^Your sample request at /, after })).text.split(
    /\r?\n/,
  );
  for (const pick of twelve.slice(0, 11)) expect(receipt).toContain(`- ${pick.title}`);
  for (const group of sent) expect(receipt).toContain(group[0].exhibitorName);
  expect(receipt).not.toContain(`- ${removed.title}`);

  // The cart is empty again.
  await page.goto("/en/my/cart");
  await expect(page.getByRole("status").filter({ hasText: "Your sample cart is empty." })).toBeVisible();
});

test("signed out, “Request a sample” opens the login dialog, and the sample is in the cart after signing in", async ({
  page,
  browser,
}) => {
  const account = await accountElsewhere(browser, `Lena Login ${randomBytes(3).toString("hex")}`);
  const { twelve } = await productsToRequest();
  const pick = twelve[0];
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto(pick.path);
  await waitForHydration(page);
  await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();
  // The cached page's anonymous visitor downloads no cart code until they click.
  expect(scripts.filter((url) => url.includes("sample-cart"))).toEqual([]);
  await page.getByRole("button", { name: "Request a sample" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Uncork" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email address").fill(account.email);
  await dialog.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(announced(page, `${pick.name} is now in your sample cart.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "In your sample cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Your sample cart \(/ })).toHaveText(
    `Your sample cart (${stateText(1)})`,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart page removes and sends with plain forms", async ({ page, context }) => {
    await login(context, {
      email: uniqueEmail("samples-nojs"),
      name: `Nora NoScript ${randomBytes(3).toString("hex")}`,
    });
    const { eventId, twelve } = await productsToRequest();
    const me = (await (await context.request.get("/api/me")).json()) as { user: { id: string } };
    for (const pick of [twelve[0], twelve[5]]) {
      const added = await context.request.put(
        `/api/collections/${eventId}/users/${me.user.id}/sampleCart/${pick.productId}`,
      );
      expect(added.status()).toBe(200);
    }
    await page.goto("/en/my/cart");
    await expect(page.getByText("2 of 12 — room for 10 more")).toBeVisible();
    await page.getByRole("button", { name: `Remove ${twelve[5].title} from your sample cart` }).click();
    await expect(page.getByText(`${twelve[5].title} was removed from your sample cart.`)).toBeVisible();
    await expect(page.getByText("1 of 12 — room for 11 more")).toBeVisible();

    await page.getByRole("button", { name: "Send the sample request" }).click();
    await expect(mainHeading(page)).toHaveText("Your sample request has been sent");
    await expect(page.getByRole("main")).toContainText("We sent your request to 1 exhibitor:");
    await expect(page.getByRole("main")).toContainText(twelve[0].title);
  });
});

test("the cart API answers only its owner: another user's uid is the same 404 as an unknown one, no session is 401", async ({
  browser,
  context,
}) => {
  await login(context, { email: uniqueEmail("cart-a"), name: "Anna Cart" });
  const other = await browser.newContext({ baseURL: ORIGIN });
  await login(other, { email: uniqueEmail("cart-b"), name: "Bruno Cart" });
  const { eventId, twelve } = await productsToRequest();
  const uidOf = async (request: typeof context.request) =>
    ((await (await request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  const [a, b] = [await uidOf(context.request), await uidOf(other.request)];
  const cart = (uid: string, productId = "") =>
    `/api/collections/${eventId}/users/${uid}/sampleCart${productId ? `/${productId}` : ""}`;

  expect((await other.request.put(cart(b, twelve[0].productId))).status()).toBe(200);
  const own = await context.request.get(cart(a));
  expect(await own.json()).toEqual({ items: [], limit: 12, state: "hasRoom" });

  const unknownUid = `x${randomBytes(12).toString("hex")}`;
  const calls = [
    (uid: string) => context.request.get(cart(uid)),
    (uid: string) => context.request.put(cart(uid, twelve[1].productId)),
    (uid: string) => context.request.delete(cart(uid, twelve[0].productId)),
    (uid: string) => context.request.post(`/api/collections/${eventId}/users/${uid}/sampleRequests`, { data: {} }),
  ];
  for (const call of calls) {
    const [theirs, nobodys] = [await call(b), await call(unknownUid)];
    expect(theirs.status()).toBe(404);
    expect({ status: theirs.status(), body: await theirs.text() }).toEqual({
      status: nobodys.status(),
      body: await nobodys.text(),
    });
  }
  // Bruno's cart is as he left it.
  const brunos = (await (await other.request.get(cart(b))).json()) as { items: { productId: string }[] };
  expect(brunos.items.map((item) => item.productId)).toEqual([twelve[0].productId]);
  await other.close();

  const anonymous = await browser.newContext({ baseURL: ORIGIN });
  const refused = await anonymous.request.get(cart(a));
  expect(refused.status()).toBe(401);
  await anonymous.close();
});
