import type { APIRequestContext, Page } from "@playwright/test";
import { signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { waitForHydration } from "./support/catalogue";
import { waitForMail } from "./support/inbox";
import { type RegisteredPerson, registerPerson, signInOrganizer } from "./support/people";
import { expect, test } from "./support/test";

// Chat as two people use it (docs/product/chat.md): a visitor starts a
// conversation from a representative's page, the representative's open
// inbox and conversation show it without a reload and they answer, the
// visitor sees the answer live; blocking stops the visitor's next message
// with a clear error beside the field; links in a message are links and
// markup is text; someone else's conversation is the 404 page.

async function pair(request: APIRequestContext, tag: string, options: { visitorListed?: boolean } = {}) {
  const stamp = Date.now().toString(36);
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail(`chat-rep-${tag}`),
    name: `Carla ${tag} ${stamp}`,
    company: "Cantina Carla",
    discoverable: true,
  });
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail(`chat-vis-${tag}`),
    name: `Viktor ${tag} ${stamp}`,
    company: "Weinhandel Viktor",
    discoverable: options.visitorListed,
  });
  return { rep, visitor };
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

async function send(page: Page, text: string) {
  await page.getByLabel("Your message").fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

async function startFromPersonPage(page: Page, person: RegisteredPerson) {
  await page.goto(`/en/people/${person.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send a message" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Conversation with ${person.name}`);
  await waitForHydration(page);
}

test("a visitor writes to a representative who sees it live and answers; blocking stops the next message", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { rep, visitor } = await pair(request, "live");
  const repPage = await signedInPage(browser, rep);
  const visitorPage = await signedInPage(browser, visitor);

  // The representative's inbox is open before anything is written.
  await repPage.goto("/en/my/messages");
  await expect(repPage.getByRole("heading", { level: 1, name: "My messages" })).toBeVisible();
  await expect(repPage.getByText("No conversations yet.")).toBeVisible();
  await waitForHydration(repPage);

  await startFromPersonPage(visitorPage, rep);
  await expect(visitorPage.getByText("No messages yet. Write the first one below.")).toBeVisible();
  await send(visitorPage, "Hello Carla, is your Barolo 2019 at the fair? https://example.com/barolo <b>bold?</b>");
  const sent = messages(visitorPage).getByRole("listitem").last();
  await expect(sent).toContainText("You");
  await expect(visitorPage.getByLabel("Your message")).toHaveValue("");
  await expect(sent.getByRole("link", { name: "https://example.com/barolo" })).toHaveAttribute(
    "href",
    "https://example.com/barolo",
  );
  // Markup in a message is text.
  await expect(sent).toContainText("<b>bold?</b>");
  await expect(sent.locator("b")).toHaveCount(0);

  // Live on the representative's open inbox, without a reload (how soon: npm run bench:live).
  const row = repPage.getByRole("listitem").filter({ hasText: visitor.name });
  await expect(row).toContainText("1 unread");
  await expect(row).toContainText("Hello Carla, is your Barolo 2019 at the fair?");
  // The header says so on every page of the representative's.
  const myPages = repPage.getByRole("banner").getByRole("button", { name: /^My pages/ });
  await expect(myPages).toHaveAccessibleName("My pages, 1 unread message");
  await expectNoSeriousViolations(repPage, "the messages page");

  await row.getByRole("link", { name: visitor.name }).click();
  await expect(repPage.getByRole("heading", { level: 1 })).toHaveText(`Conversation with ${visitor.name}`);
  await waitForHydration(repPage);
  await expectNoSeriousViolations(repPage, "a conversation");
  // The visitor is writing something when the answer arrives.
  await visitorPage.getByLabel("Your message").fill("Perfect, and may I bring");
  await send(repPage, "Yes, at table B12. Come by at 11.");
  // Answered: the field is emptied.
  await expect(repPage.getByLabel("Your message")).toHaveValue("");
  // Live on the visitor's open conversation, and what they were typing is still there.
  await expect(messages(visitorPage).getByRole("listitem").last()).toContainText("Yes, at table B12. Come by at 11.");
  await expect(visitorPage.getByLabel("Your message")).toHaveValue("Perfect, and may I bring");
  await expect(messages(visitorPage).getByRole("listitem").last()).toContainText(rep.name);

  // Read: opening the conversation marked it; the inbox and the header say so.
  await repPage.goto("/en/my/messages");
  await expect(repPage.getByText("No unread messages.")).toBeVisible();
  await expect(myPages).toHaveAccessibleName("My pages");

  // The representative blocks the visitor; the visitor's next message is refused beside the field, and kept.
  await repPage.getByRole("link", { name: visitor.name }).click();
  await waitForHydration(repPage);
  await repPage.getByRole("button", { name: `Block ${visitor.name}` }).click();
  await expect(repPage.getByRole("status").filter({ hasText: `${visitor.name} is blocked.` })).toBeVisible();
  await expect(repPage.getByRole("button", { name: `Unblock ${visitor.name}` })).toBeVisible();

  await send(visitorPage, "Hello?");
  const field = visitorPage.getByLabel("Your message");
  await expect(visitorPage.getByRole("alert")).toHaveText("You cannot write to this person.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("Hello?");
  await expect(messages(visitorPage).getByRole("listitem")).toHaveCount(2);

  // The representative reports the conversation; the organizers read it with its messages and handle it.
  await repPage.getByText("Report this conversation to the organizers").click();
  await repPage.getByLabel("What is wrong? (optional)").fill("Keeps asking after I said no.");
  await repPage.getByRole("button", { name: "Send report" }).click();
  await expect(
    repPage.getByRole("status").filter({ hasText: "Thank you. The organizers will read this conversation." }),
  ).toBeVisible();
  const organizer = await browser.newContext();
  await signInOrganizer(organizer);
  const console = await organizer.newPage();
  await console.goto("/en/organizer/reports");
  const report = console.getByRole("article", { name: `${rep.name} reported ${visitor.name}` });
  await expect(report).toContainText("Keeps asking after I said no.");
  await report.getByText(/^The conversation \(\d+ messages\)$/).click();
  await expect(report.getByRole("listitem").filter({ hasText: "Yes, at table B12. Come by at 11." })).toBeVisible();
  await expectNoSeriousViolations(console, "the chat reports page");
  await report.getByRole("button", { name: "Mark handled" }).click();
  await expect(report).toHaveCount(0);
  await console.getByRole("link", { name: "Show handled reports" }).click();
  await expect(console.getByRole("article", { name: `${rep.name} reported ${visitor.name}` })).toContainText(
    "handled on",
  );
  await organizer.close();

  // A third person gets the 404 page for the conversation.
  const conversationPath = new URL(visitorPage.url()).pathname;
  const { rep: stranger } = await pair(request, "stranger");
  const strangerPage = await signedInPage(browser, stranger);
  const response = await strangerPage.goto(conversationPath);
  expect(response?.status()).toBe(404);

  await Promise.all([repPage.context().close(), visitorPage.context().close(), strangerPage.context().close()]);
});

test("the chat pages speak German, and a signed-out visitor is asked to sign in", async ({ browser, request }) => {
  const { rep, visitor } = await pair(request, "de");
  const visitorPage = await signedInPage(browser, visitor);
  await visitorPage.goto(`/de/people/${rep.id}`);
  await waitForHydration(visitorPage);
  await visitorPage.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(`Gespräch mit ${rep.name}`);
  await waitForHydration(visitorPage);
  await visitorPage.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(visitorPage.getByRole("alert")).toHaveText("Bitte schreiben Sie eine Nachricht.");

  const anonymous = await browser.newContext();
  const page = await anonymous.newPage();
  const response = await page.goto("/de/my/messages");
  expect(response?.status()).toBe(401);
  await expect(page.getByText("Melden Sie sich an, um Nachrichten zu lesen und zu senden.")).toBeVisible();
  await Promise.all([anonymous.close(), visitorPage.context().close()]);
});

test("unread messages reach a German recipient as an e-mail digest in German, with a link to the messages page", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { rep, visitor } = await pair(request, "digest", { visitorListed: true });
  // The representative writes first, in German: their digests are written in it.
  // From the visitor's card in the people directory.
  const repPage = await signedInPage(browser, rep);
  await repPage.goto(`/de/people/visitors?q=${encodeURIComponent(visitor.name)}`);
  await waitForHydration(repPage);
  await repPage.getByRole("button", { name: `Nachricht senden: ${visitor.name}` }).click();
  await expect(repPage.getByRole("heading", { level: 1 })).toHaveText(`Gespräch mit ${visitor.name}`);
  await waitForHydration(repPage);
  await repPage.getByLabel("Ihre Nachricht").fill("Guten Tag, kommen Sie an unseren Stand?");
  await repPage.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(repPage.getByRole("list", { name: "Nachrichten" }).getByRole("listitem")).toHaveCount(1);
  await repPage.context().close();

  // The visitor answers; nobody reads it.
  const visitorPage = await signedInPage(browser, visitor);
  await visitorPage.goto("/en/my/messages");
  await visitorPage.getByRole("link", { name: rep.name }).click();
  await waitForHydration(visitorPage);
  const sentAt = new Date();
  await send(visitorPage, "Yes, at eleven.");
  await expect(messages(visitorPage).getByRole("listitem")).toHaveCount(2);
  await visitorPage.context().close();

  // The e2e server looks every second for conversations quiet for a second.
  const mail = await waitForMail({ to: rep.email, subject: /ungelesene Nachricht/, after: sentAt, timeoutMs: 15_000 });
  expect(mail.subject).toMatch(/^1 ungelesene Nachricht auf der /);
  expect(mail.text).toContain(`- ${visitor.name} (Weinhandel Viktor): 1 ungelesene Nachricht`);
  expect(mail.text).toMatch(/\/de\/my\/messages\?event=/);
  expect(mail.text).toContain("höchstens einmal pro Stunde");
});
