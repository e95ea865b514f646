import { insertExhibitor, register } from "../factories/catalogue";
import { e2eDatabase, login, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { waitForHydration } from "./support/catalogue";
import { randomId } from "./support/own-event";
import { registerPerson } from "./support/people";
import { controlled } from "./support/saved-fair";
import { expect, test } from "./support/test";

// A badge scanned without a network (docs/leads.md "Scanned offline"): the
// representative's phone has no connection at the stand; the code typed on
// the Scan page (a broken camera) opens the German offline page, which keeps
// the scan with its score and note on the device. Back online, it is sent
// from the page and becomes the stand's lead, once; the desk lists it.

test.use({ serviceWorkers: "allow" });

test("a badge scanned without a network is kept on the device and becomes the stand's lead once back online", async ({
  page,
  context,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail("offline-visitor"),
    name: `Vivi Visitor ${stamp}`,
    company: "Vivi Weinhandel",
  });
  // A stand of this journey's own at the fair: other journeys' leads are not in its lists.
  const eventId = visitor.eventId;
  const db = e2eDatabase();
  const exhibitorId = await insertExhibitor(db, { id: randomId(), name: `Weingut Funkloch ${stamp}` });
  // Last in every order, so journeys that take the fair's first registration never land on it.
  const registrationId = `ffff${randomId().slice(4)}`;
  await register(db, { eventId, exhibitorId, registrationId, products: [] });
  await db.updateTable("registrations").set({ sort_number: 1_000_000 }).where("id", "=", registrationId).execute();
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("offline-rep"),
    name: `Otto Offline ${stamp}`,
    registrationId,
  });
  const visitorPage = await signedInPage(browser, visitor);
  await visitorPage.goto(`/en/my/badge?event=${encodeURIComponent(eventId)}`);
  const code = (await visitorPage.getByTestId("badge-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[2-9A-Z]{10}$/);
  await visitorPage.context().close();

  // Online once, so the phone knows who is signed in and has the offline page.
  await login(context, { email: rep.email, name: rep.name });
  await page.goto(`/de/scan?event=${encodeURIComponent(eventId)}`);
  await waitForHydration(page);
  await controlled(page);

  // At the stand, without a network: the code typed by hand.
  await context.setOffline(true);
  await page.getByLabel("Oder den Code eingeben").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Öffnen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neuer Kontakt");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(`Ausweis ${code}`);
  await page.getByRole("radio", { name: "Heiß" }).check();
  await page.getByLabel("Notiz").fill(`Sucht Riesling ${stamp}`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Auf diesem Gerät gespeichert" })).toHaveText(
    "Auf diesem Gerät gespeichert: Er wird gesendet, sobald Sie wieder online sind.",
  );
  await expectNoSeriousViolations(page, "a badge scanned offline");
  const leads = () =>
    db
      .selectFrom("leads")
      .select(["score", "note"])
      .where("event_id", "=", eventId)
      .where("person_id", "=", visitor.id)
      .execute();
  expect(await leads()).toEqual([]);

  // The network returns: the scan is sent from the open page and is the stand's lead.
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Gesendet" })).toHaveText(
    "Gesendet: Der Kontakt ist für Ihren Stand gespeichert.",
    { timeout: 15_000 },
  );
  expect(await leads()).toEqual([{ score: "hot", note: `Sucht Riesling ${stamp}` }]);

  // The desk lists it with what the person shares; nothing waits on the device any more.
  await page.goto(`/de/my/desk/leads?event=${encodeURIComponent(eventId)}`);
  const lead = page.getByRole("article", { name: visitor.name });
  await expect(lead).toContainText(`Gescannt von ${rep.name}`);
  await expect(lead).toContainText("Vivi Weinhandel");
  await expect(page.getByText("auf diesem Gerät gespeichert und wird gesendet")).toHaveCount(0);
});
