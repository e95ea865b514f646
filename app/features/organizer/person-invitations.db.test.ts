import { beforeEach, expect, it } from "vitest";
import type { OutgoingMessage } from "~/.server/email/mailer";
import { sendOrganizerInvitation } from "~/features/organizer/organizer-invitation-email.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser, makeOrganizer } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { eventNameIn } from "../events/event-name.server";
import { addPerson } from "./people-admin.server";
import { invitePerson } from "./person-invitations.server";

// The invitation to claim a profile is written wholly in its reader's
// language: the event's name too, whatever language the organizer's page
// (which sends it) is in.

function fakeMailer() {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message: OutgoingMessage) {
      sent.push(message);
      return { id: String(sent.length), transport: "outbox" as const };
    },
    async close() {},
  };
}

describeEachDialect("an invitation in one language", (t) => {
  let eventId: string;
  let actor: { userId: string; email: string };
  beforeEach(async () => {
    eventId = await insertEvent(t.db, { name: "Uncork Wine & Spirits Fair 2026" });
    await t.db
      .insertInto("event_translations")
      .values({
        event_id: eventId,
        locale: "de",
        name: "Uncork Wein- & Spirituosenmesse 2026",
        tagline: "",
        description: "",
      })
      .execute();
    const user = await insertUser(t.db, { email: `olga-${eventId}@example.com` });
    await makeOrganizer(t.db, eventId, user.id);
    actor = { userId: user.id, email: user.email };
  });

  it("names the event as the invitation's language does, not as the organizer's page did", async () => {
    const values = {
      kind: "attendee" as const,
      registrationId: null,
      name: "Greta Gast",
      email: "greta@example.com",
      company: "",
      jobTitle: "",
      telephone: "",
      country: "DE",
      attendeeType: "",
      tableNumber: "",
      discoverable: true,
    };
    const { id } = await addPerson(t.db, { eventId, values, actor });
    const mail = fakeMailer();
    const origin = "https://fair.example";
    // The organizer works in German and invites in English, then the other way round.
    const german = { id: eventId, name: "Uncork Wein- & Spirituosenmesse 2026", defaultLocale: "en" as const };
    await invitePerson(t.db, mail, { event: german, origin, actor, personId: id, locale: "en" });
    const english = { ...german, name: "Uncork Wine & Spirits Fair 2026" };
    await invitePerson(t.db, mail, { event: english, origin, actor, personId: id, locale: "de" });
    expect(mail.sent.map((m) => m.subject)).toEqual([
      "Claim your profile at Uncork Wine & Spirits Fair 2026",
      "Übernehmen Sie Ihr Profil bei Uncork Wein- & Spirituosenmesse 2026",
    ]);
    expect(mail.sent[0].text).not.toContain("Spirituosenmesse");
    expect(mail.sent[1].text).not.toContain("Spirits Fair");
  });

  it("gives the organizer's invitation the event's name in its language too", async () => {
    const mail = fakeMailer();
    await sendOrganizerInvitation(mail, {
      to: "new@example.com",
      locale: "de",
      eventName: await eventNameIn(t.db, { id: eventId, name: "Uncork Wine & Spirits Fair 2026" }, "de"),
      invitedBy: "Olga",
      origin: "https://fair.example",
      hasAccount: false,
    });
    expect(mail.sent[0].text).toContain("Uncork Wein- & Spirituosenmesse 2026");
    expect(mail.sent[0].text).not.toContain("Spirits Fair");
  });
});
