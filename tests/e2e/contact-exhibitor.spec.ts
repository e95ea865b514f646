import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { connect } from "../../app/.server/db/connect";
import { links } from "../../app/lib/links";
import { login, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { escapeRegExp, mainHeading, waitForHydration } from "./support/catalogue";
import { waitForMail } from "./support/inbox";
import { E2E_DATA_DIR } from "./support/stack";
import { expect, test } from "./support/test";

// Writing to an exhibitor's contact from the exhibitor page (docs/product/my-catalogue.md):
// the message is required, the data privacy policy must be accepted (its
// exact sentence is the error), a signed-out visitor signs in first, and a
// sent message arrives by email with the sender to reply to.

const PRIVACY = "I accept the data privacy policy for sending my message.";
const REQUIRED = "This is a required field";

interface Target {
  path: string;
  eventId: string;
  exhibitorId: string;
  contactId: string;
  exhibitorName: string;
  contactName: string;
  contactEmail: string;
}

/** An exhibitor of the primary event with a contact who has an address, from the database the test stack loaded. */
async function contactToWrite(): Promise<Target> {
  const db = connect(`file:${E2E_DATA_DIR}/uncork.db`);
  try {
    const event = await db.selectFrom("events").select("id").orderBy("starts_on", "desc").executeTakeFirstOrThrow();
    const row = await db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .innerJoin("exhibitor_contacts as c", "c.exhibitor_id", "e.id")
      .select(["e.id", "e.name", "c.id as contact_id", "c.name as contact_name", "c.email as contact_email"])
      .where("re.event_id", "=", event.id)
      .where("c.email", "<>", "")
      .orderBy("e.id", "desc")
      .orderBy("c.position")
      .executeTakeFirstOrThrow();
    return {
      path: links.exhibitor({ locale: "en", collectionId: event.id }, row.id),
      eventId: event.id,
      exhibitorId: row.id,
      contactId: row.contact_id,
      exhibitorName: row.name,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
    };
  } finally {
    await db.destroy();
  }
}

async function openExhibitor(page: Page, target: Target) {
  await page.goto(target.path);
  await expect(mainHeading(page)).toHaveText(target.exhibitorName);
  await waitForHydration(page);
}

const openButton = (page: Page, target: Target) =>
  page.getByRole("button", { name: `Send a message to ${target.contactName}` });

test("a message needs the accepted privacy policy and a text; a sent one reaches the contact by email", async ({
  page,
  context,
}) => {
  const name = `Carla Contact ${randomBytes(3).toString("hex")}`;
  const account = await login(context, { email: uniqueEmail("contact"), name });
  const target = await contactToWrite();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/contacts/")) posts.push(request.url());
  });
  await openExhibitor(page, target);

  await openButton(page, target).click();
  await expect(openButton(page, target)).toHaveAttribute("aria-expanded", "true");
  const form = page.getByRole("form", { name: `Message to ${target.contactName}` });
  const message = form.getByRole("textbox", { name: "Your message" });
  const privacy = form.getByRole("checkbox", { name: PRIVACY, exact: true });
  await expect(message).toBeFocused();
  // The policy is the site's "privacy" content page (docs/product/content-pages.md#regions).
  await expect(form.getByRole("link", { name: "Data privacy policy" })).toHaveAttribute("href", "/en/pages/privacy");

  // Nothing filled in: both fields say why, beside themselves.
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(REQUIRED);
  await expect(privacy).toHaveAccessibleDescription(PRIVACY);
  await expect(message).toBeFocused();
  await expectNoSeriousViolations(page, "the open contact form with errors");

  // A message, but the policy not accepted: the spec's sentence beside the box, and nothing sent.
  const text = `Dear ${target.contactName}, could we taste your wines on Monday at 10? ${randomBytes(4).toString("hex")}`;
  await message.fill(text);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(privacy).toHaveAttribute("aria-invalid", "true");
  await expect(privacy).toHaveAccessibleDescription(PRIVACY);
  await expect(form.getByText(PRIVACY, { exact: true }).last()).toBeVisible();
  await expect(message).not.toHaveAttribute("aria-invalid", "true");
  await expect(privacy).toBeFocused();
  expect(posts).toEqual([]);

  // Accepted: sent, confirmed on the page, and in the contact's inbox with the sender to reply to.
  const after = new Date(Date.now() - 1000);
  await privacy.check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Your message has been sent to ${target.contactName}.` }),
  ).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole("link", { name: "What happens next" })).toHaveAttribute("href", "/en/pages/thank-you");
  expect(posts).toHaveLength(1);
  const mail = await waitForMail({ to: target.contactEmail, subject: new RegExp(escapeRegExp(name)), after });
  expect(mail.text).toContain(text);
  expect(mail.text).toContain(account.email);
  expect(mail.headers["reply-to"]).toContain(account.email);
  await expectNoSeriousViolations(page, "the contact form after sending");
});

test("signed out, “Send a message” opens the login dialog first", async ({ page }) => {
  const target = await contactToWrite();
  const posts: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/contacts/")) posts.push(request.url());
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await openExhibitor(page, target);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await openButton(page, target).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Uncork" })).toBeVisible();
  await expect(page.getByRole("form", { name: `Message to ${target.contactName}` })).toHaveCount(0);
  // The API agrees: no session, no message.
  const refused = await page.request.post("/api/collections/x/exhibitors/y/contacts/z/messages", {
    data: { message: "Hello", acceptPrivacy: true },
  });
  expect(refused.status()).toBe(401);
  expect(posts).toEqual([]);
  // The cached page's anonymous visitor never downloads the form.
  expect(scripts.filter((url) => url.includes("contact-form"))).toEqual([]);
});

test("the message API checks what the form checks, and answers 404 for ids it does not know", async ({ context }) => {
  await login(context, { email: uniqueEmail("contact-api"), name: "Ada Api" });
  const target = await contactToWrite();
  const path = (exhibitorId: string, contactId: string) =>
    `/api/collections/${target.eventId}/exhibitors/${exhibitorId}/contacts/${contactId}/messages`;

  const unaccepted = await context.request.post(path(target.exhibitorId, target.contactId), {
    data: { message: "  ", acceptPrivacy: false },
  });
  expect(unaccepted.status()).toBe(400);
  expect(((await unaccepted.json()) as { error: { fields: unknown } }).error.fields).toEqual({
    message: REQUIRED,
    acceptPrivacy: PRIVACY,
  });

  for (const [exhibitorId, contactId] of [
    [target.exhibitorId, "f".repeat(24)],
    ["f".repeat(24), target.contactId],
  ]) {
    const unknown = await context.request.post(path(exhibitorId, contactId), {
      data: { message: "Hello", acceptPrivacy: true },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "not_found", message: "Nothing found.", messageKey: "contact:errors.notFound" },
    });
  }
});
