import { insertPerson } from "../factories/people";
import { e2eDatabase, uniqueEmail } from "./support/accounts";
import { waitForHydration } from "./support/catalogue";
import { waitForMail } from "./support/inbox";
import { eventOfMyOwn, organizerOf } from "./support/own-event";
import { expect, test } from "./support/test";

// The invitation to claim a profile is written wholly in the language the
// organizer picks for it, the event's name included, whatever language the
// organizer's own page is in (docs/localization.md "Which language an e-mail is in").

test("an organizer working in German invites in English, and in English invites in German: one language per e-mail", async ({
  page,
  context,
}) => {
  const eventId = await eventOfMyOwn("Wine & Spirits Fair");
  const db = e2eDatabase();
  const { name: english } = await db
    .selectFrom("event_translations")
    .select("name")
    .where("event_id", "=", eventId)
    .where("locale", "=", "en")
    .executeTakeFirstOrThrow();
  const german = english.replace("Wine & Spirits Fair", "Wein- & Spirituosenmesse");
  await db
    .insertInto("event_translations")
    .values({ event_id: eventId, locale: "de", name: german, tagline: "", description: "" })
    .execute();
  await organizerOf(context, eventId, "Pia");
  const email = uniqueEmail("greta");
  const personId = await insertPerson(db, eventId, { kind: "attendee", name: "Greta Gast", email });

  // The organizer's page is in German; the e-mail is English.
  await page.goto(`/de/organizer/people/${personId}?event=${eventId}`);
  await waitForHydration(page);
  await page.getByLabel("Sprache der E-Mail").selectOption("en");
  await page.getByRole("button", { name: "Einladung senden" }).click();
  // Each mail is found by its language's first words, whichever language the event's name takes.
  const inEnglish = await waitForMail({ to: email, subject: /^Claim your profile at / });
  expect(inEnglish.subject).toBe(`Claim your profile at ${english}`);
  expect(inEnglish.text).toContain(`You are registered as an attendee of ${english}.`);
  expect(`${inEnglish.subject}\n${inEnglish.text}`).not.toContain("Spirituosenmesse");

  // The other way round.
  await page.goto(`/en/organizer/people/${personId}?event=${eventId}`);
  await waitForHydration(page);
  await page.getByLabel("Language of the e-mail").selectOption("de");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const inGerman = await waitForMail({ to: email, subject: /^Übernehmen Sie Ihr Profil bei / });
  expect(inGerman.subject).toBe(`Übernehmen Sie Ihr Profil bei ${german}`);
  expect(`${inGerman.subject}\n${inGerman.text}`).not.toContain("Spirits Fair");
});
