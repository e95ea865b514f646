import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";
import { insertPerson } from "../factories/people";
import { DEFAULT_PASSWORD, e2eDatabase, uniqueEmail } from "./support/accounts";
import { adminHeaders } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { linkFrom, waitForMail } from "./support/inbox";
import { eventOfMyOwn, organizerOf } from "./support/own-event";
import { saveThenReload, slowReadings } from "./support/slow-readings";
import { expect, test } from "./support/test";

// The console's people (docs/product/site-settings.md "People"): the
// organizer adds a person, changes them, invites them to claim their
// profile in German; the person follows the e-mail's link, signs in and
// claims it; a person is removed; wrong input is named beside its field.
// Each journey runs on an event of its own.

/** The page's own notice (the layout's live regions stay empty). */
function notice(page: Page) {
  return page.getByRole("status").filter({ hasText: /\S/ });
}

test("the organizer adds a person, changes them and invites them in German; they sign in from the e-mail and claim the profile", async ({
  page,
  browser,
  context,
}) => {
  const eventId = await eventOfMyOwn("People Fair");
  const organizer = await organizerOf(context, eventId, "Pia");
  await page.goto(`/en/organizer/people?event=${eventId}`);
  await waitForHydration(page);
  await expect(mainHeading(page)).toHaveText("Registered people");
  await expectNoSeriousViolations(page, "the organizer's people");

  await page.getByRole("link", { name: "Add a person" }).click();
  await expect(mainHeading(page)).toHaveText("Add a person");
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "adding a person");

  // A wrong address is named beside its field, which takes the focus.
  await page.getByLabel("Name", { exact: true }).fill("Greta Gast");
  await page.getByLabel("E-mail address").fill("not an address");
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await expectNoSeriousViolations(page, "a person with a wrong address");

  const email = uniqueEmail("greta");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Company").fill("Weinhandel Gast");
  await page.getByLabel("Country").fill("de");
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(mainHeading(page)).toHaveText("Greta Gast");
  await expect(page).toHaveURL(new RegExp(`/en/organizer/people/[0-9a-f]{24}\\?event=${eventId}$`));
  const personId = /people\/([0-9a-f]{24})/.exec(page.url())![1];
  await waitForHydration(page);
  await expectNoSeriousViolations(page, "a person's page");
  await expect(page.getByText("Not claimed yet.")).toBeVisible();
  await expect(page.getByText("Not invited yet.")).toBeVisible();

  // The change is saved and shown.
  await page.getByLabel("Company").fill("Weinhandel Gast & Söhne");
  await page.getByLabel("Job title").fill("Head buyer");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(notice(page)).toHaveText("Changes saved.");
  await page.reload();
  await expect(page.getByLabel("Company")).toHaveValue("Weinhandel Gast & Söhne");

  // The invitation, in German.
  await page.getByLabel("Language of the e-mail").selectOption("de");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(notice(page)).toHaveText(`Invitation sent to ${email.toLowerCase()}.`);
  await expect(page.getByText(/Last invited on /)).toBeVisible();
  const mail = await waitForMail({ to: email, subject: /Übernehmen Sie Ihr Profil bei People Fair/ });
  expect(mail.text).toContain("Guten Tag Greta Gast,");
  expect(mail.text).toContain("Sie sind als Teilnehmer von People Fair");
  const link = linkFrom(mail, /\/de\/sign-in\?next=/);
  expect(link).toContain(`/de/sign-in?next=%2Fde%2Fattendees%2F${personId}%2Fonboarding`);

  // A second invitation is allowed and says when the first went.
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(notice(page)).toContainText("again; the previous one went on");

  // Greta has an account with this address; she follows the link and signs in.
  await insertVerifiedPasswordUser(e2eDatabase(), {
    id: `e2e-${randomBytes(8).toString("hex")}`,
    email,
    password: DEFAULT_PASSWORD,
    name: "Greta",
    now: new Date().toISOString(),
  });
  const gretaContext = await browser.newContext();
  const greta = await gretaContext.newPage();
  await greta.goto(link);
  await waitForHydration(greta);
  const main = greta.getByRole("main");
  await main.getByLabel("E-Mail-Adresse").fill(email);
  await main.getByLabel("Passwort", { exact: true }).fill(DEFAULT_PASSWORD);
  await main.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(greta).toHaveURL(new RegExp(`/de/attendees/${personId}/onboarding`));
  await expect(greta.getByText("Sind Sie das? Übernehmen Sie dieses Profil, um fortzufahren.")).toBeVisible();
  await waitForHydration(greta);
  await greta.getByRole("button", { name: "Ja, das bin ich" }).click();
  await expect(greta).toHaveURL(/\?step=2$/);
  await gretaContext.close();

  // The organizer's list says she claimed it.
  await page.goto(`/en/organizer/people?event=${eventId}`);
  const row = page.getByRole("row").filter({ hasText: "Greta Gast" });
  await expect(row).toContainText(`by ${email.toLowerCase()} on`);
  await page.getByRole("link", { name: "Greta Gast" }).click();
  await expect(page.getByText(`Claimed by ${email.toLowerCase()} on`)).toBeVisible();
  // Her own details are hers now: the form offers the organizer's fields only.
  await expect(page.getByLabel("E-mail address")).toHaveCount(0);
  await expect(page.getByLabel("Table number")).toBeVisible();

  // Each change is in the audit log, with who made it.
  await page.goto(`/en/organizer/audit?event=${eventId}`);
  for (const action of ["Person added", "Person changed", "Person invited to claim"])
    await expect(page.getByRole("row").filter({ hasText: action }).first()).toContainText(
      organizer.email.toLowerCase(),
    );
});

test("an address the event has already is named beside the field; a search finds people; all not yet claimed are invited; a person is removed", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("People Fair");
  await organizerOf(context, eventId, "Rolf");
  const db = e2eDatabase();
  const taken = uniqueEmail("taken");
  await insertPerson(db, eventId, { kind: "attendee", name: "Tina Taken", email: taken, company: "Cave Tina" });
  const leaving = await insertPerson(db, eventId, {
    kind: "attendee",
    name: "Lars Leaving",
    email: uniqueEmail("lars"),
    company: "Lars Liquors",
  });

  await page.goto(`/en/organizer/people/new?event=${eventId}`);
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill("Tina Twice");
  await page.getByLabel("E-mail address").fill(taken.toUpperCase());
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(page.getByText("Another person of this role at the event has this e-mail address.")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousViolations(page, "a person with an address taken");

  // The admin API meets the same rule.
  const again = await page.request.post("/api/admin/people", {
    headers: adminHeaders(),
    data: { event: eventId, kind: "attendee", name: "Tina Again", email: taken },
  });
  expect(again.status()).toBe(409);

  // The search box finds by company.
  await page.goto(`/en/organizer/people?event=${eventId}`);
  await page.getByRole("searchbox", { name: "Search people" }).fill("liquors");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=liquors/);
  await expect(page.getByRole("link", { name: "Lars Leaving" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tina Taken" })).toHaveCount(0);

  // Everyone not yet claimed is invited, a bounded batch per click.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Invite all not yet claimed" }).click();
  await expect(notice(page)).toHaveText("2 invitations sent.");
  await expect(page.getByRole("row").filter({ hasText: "Lars Leaving" })).toContainText("Invited on");
  await waitForMail({ to: taken, subject: /Claim your profile at People Fair/ });
  await page.getByRole("button", { name: "Invite all not yet claimed" }).click();
  await expect(notice(page)).toHaveText("Everyone not yet claimed has been invited already.");

  // Removing asks first.
  await page.getByRole("link", { name: "Lars Leaving" }).click();
  await expect(mainHeading(page)).toHaveText("Lars Leaving");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Remove from the event" }).click();
  await page.getByRole("button", { name: "Yes, remove Lars Leaving" }).click();
  await expect(notice(page)).toContainText("Lars Leaving was removed from the event.");
  await page.goto(`/en/organizer/people?event=${eventId}`);
  await expect(page.getByRole("link", { name: "Tina Taken" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lars Leaving" })).toHaveCount(0);

  // Gone, unknown, or another event's: the 404 page.
  const other = await eventOfMyOwn("People Fair");
  const stranger = await insertPerson(db, other, { kind: "attendee", name: "Otto Other", email: uniqueEmail("otto") });
  for (const id of [leaving, "000000000000000000000bad", stranger]) {
    const response = await page.goto(`/en/organizer/people/${id}?event=${eventId}`);
    expect(response?.status(), id).toBe(404);
  }
});

test("a representative added in the console is in the public people directory, and a change shows on the next view", async ({
  page,
  browser,
  context,
}) => {
  const eventId = await eventOfMyOwn("People Fair");
  await organizerOf(context, eventId, "Vera");
  const stand = `Bodega ${randomBytes(3).toString("hex")}`;
  const now = new Date().toISOString();
  await e2eDatabase()
    .insertInto("registrations")
    .values({
      id: randomBytes(12).toString("hex"),
      event_id: eventId,
      kind: "single",
      name: stand,
      table_number: "C3",
      sort_number: null,
      created_at: now,
      updated_at: now,
    })
    .execute();

  await page.goto(`/en/organizer/people/new?event=${eventId}`);
  await waitForHydration(page);
  await page.getByLabel("Role").selectOption("representative");
  await page.getByLabel("Name", { exact: true }).fill("Rita Rep");
  await page.getByLabel("E-mail address").fill(uniqueEmail("rita"));
  await page.getByRole("button", { name: "Add person" }).click();
  // A representative needs the exhibitor they belong to.
  await expect(page.getByText("Choose the exhibitor this representative belongs to.")).toBeVisible();
  await expect(page.getByLabel("Exhibitor")).toBeFocused();
  await page.getByLabel("Exhibitor").selectOption({ label: stand });
  await page.getByLabel("Listed in the people directory").check();
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(mainHeading(page)).toHaveText("Rita Rep");
  await waitForHydration(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/en/people/representatives?event=${eventId}`);
  await expect(visitor.getByRole("heading", { level: 2, name: "Rita Rep" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Rita Representative");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(notice(page)).toHaveText("Changes saved.");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 2, name: "Rita Representative" })).toBeVisible();
  await visitor.context().close();
});

test("a second change saved at once after the first is written, not refused as someone else's", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("People Fair");
  await organizerOf(context, eventId, "Olaf");
  await page.goto(`/en/organizer/people/new?event=${eventId}`);
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill("Otto Oft");
  await page.getByLabel("E-mail address").fill(uniqueEmail("otto"));
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(mainHeading(page)).toHaveText("Otto Oft");
  await waitForHydration(page);
  // The page's reading after a save takes a second, as on a hall's network.
  await slowReadings(page, /\/organizer\/people\/[0-9a-f]+\.data/);
  const company = page.getByLabel("Company");
  const save = page.getByRole("button", { name: "Save changes" });
  await company.fill("Erste Weinhandlung");
  await save.click();
  await expect(notice(page)).toHaveText("Changes saved.");
  // Changed again at once: the form takes it once it holds the version the first save wrote.
  await company.fill("Zweite Weinhandlung");
  await saveThenReload(page, save);
  await expect(page.getByLabel("Company")).toHaveValue("Zweite Weinhandlung");
});
