import { expect, it } from "vitest";
import { insertExhibitor, register, testId } from "../../../tests/factories/catalogue";
import { appError } from "../../../tests/support/my-data-fixture";
import { recordingMailer, samplesFixture, warmPool } from "../../../tests/support/samples-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { sendContactMessage } from "./contact-messages.server";

const PRIVACY = "I accept the data privacy policy for sending my message.";

describeEachDialect("messages to an exhibitor's contact", (t) => {
  const stored = (userId: string) =>
    t.db.selectFrom("contact_messages").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();

  async function setup() {
    const f = await samplesFixture(t.db);
    const chloe = f.beta.contactIds[1];
    const send = (options: {
      input?: unknown;
      now?: Date;
      contactId?: string;
      exhibitorId?: string;
      mail?: ReturnType<typeof recordingMailer>;
      user?: typeof f.anna;
    }) =>
      sendContactMessage(t.db, {
        eventId: f.eventId,
        exhibitorId: options.exhibitorId ?? f.beta.id,
        contactId: options.contactId ?? chloe,
        user: options.user ?? f.anna,
        input: "input" in options ? options.input : { message: "Hello Chloé", acceptPrivacy: true },
        now: options.now,
        mail: options.mail ?? recordingMailer(),
      });
    return { f, chloe, send };
  }

  it("stores the message and emails it to the contact in the event's language, with Reply-To the sender", async () => {
    const { f, chloe, send } = await setup();
    const mail = recordingMailer();
    const now = new Date("2026-12-07T09:30:00.000Z");
    const sent = await send({
      input: { message: "  Haben Sie noch Termine frei?\nGrüße  ", acceptPrivacy: true, locale: "fr" },
      now,
      mail,
    });
    expect(sent).toEqual({ id: expect.any(String), createdAt: now.toISOString(), contactName: "Chloé Martin" });
    expect(await stored(f.anna.id)).toEqual([
      {
        id: sent.id,
        event_id: f.eventId,
        user_id: f.anna.id,
        exhibitor_id: f.beta.id,
        contact_id: chloe,
        sender_name: "Anna Weiss",
        sender_email: f.anna.email,
        message: "Haben Sie noch Termine frei?\nGrüße",
        locale: "fr",
        created_at: now.toISOString(),
        privacy_accepted_at: now.toISOString(),
      },
    ]);
    expect(mail.sent).toHaveLength(1);
    const [email] = mail.sent;
    expect(email.to).toBe('"Chloé Martin" <chloe@cave-beta.example>');
    expect(email.headers?.["Reply-To"]).toBe(`"Anna Weiss" <${f.anna.email}>`);
    expect(email.subject).toBe("Nachricht von Anna Weiss über Testmesse");
    expect(email.text).toContain(
      `Anna Weiss (${f.anna.email}) hat Ihnen diese Nachricht von der Seite von Cave Beta im Katalog von Testmesse gesendet:`,
    );
    expect(email.text).toContain("Haben Sie noch Termine frei?\nGrüße");
  });

  it("wants a message and the accepted privacy policy (docs/product/my-catalogue.md), and sends nothing without them", async () => {
    const { f, send } = await setup();
    const mail = recordingMailer();
    await expect(send({ input: { message: "Hello", acceptPrivacy: false }, mail })).rejects.toEqual(
      expect.objectContaining({
        code: "invalid",
        details: { fields: { acceptPrivacy: PRIVACY }, fieldKeys: { acceptPrivacy: "contact:errors.privacy" } },
      }),
    );
    await expect(send({ input: { message: "   " }, mail })).rejects.toEqual(
      expect.objectContaining({
        code: "invalid",
        details: {
          fields: { message: "This is a required field", acceptPrivacy: PRIVACY },
          fieldKeys: { message: "contact:errors.required", acceptPrivacy: "contact:errors.privacy" },
        },
      }),
    );
    await expect(send({ input: null, mail })).rejects.toEqual(appError("invalid"));
    await expect(send({ input: { message: "x".repeat(5001), acceptPrivacy: true }, mail })).rejects.toEqual(
      expect.objectContaining({
        details: {
          fields: { message: "A message can have at most 5,000 characters." },
          fieldKeys: { message: "contact:errors.tooLong" },
        },
      }),
    );
    expect(await stored(f.anna.id)).toEqual([]);
    expect(mail.sent).toEqual([]);
  });

  it("answers not found for an unknown contact, a contact of another exhibitor or without an address, and an exhibitor not at the event", async () => {
    const { f, send } = await setup();
    const elsewhere = await insertExhibitor(t.db, { name: "Elsewhere" });
    const elsewhereContact = testId();
    await t.db
      .insertInto("exhibitor_contacts")
      .values({
        id: elsewhereContact,
        exhibitor_id: elsewhere,
        position: 0,
        name: "X",
        job_title: "",
        email: "x@example.com",
        phone: "",
      })
      .execute();
    const otherEvent = (await samplesFixture(t.db)).eventId;
    await register(t.db, { eventId: otherEvent, exhibitorId: elsewhere });

    await expect(send({ contactId: "f".repeat(24) })).rejects.toEqual(appError("not_found", "Nothing found."));
    await expect(send({ exhibitorId: f.alpha.id })).rejects.toEqual(appError("not_found"));
    await expect(send({ contactId: f.beta.contactIds[0] })).rejects.toEqual(appError("not_found"));
    await expect(send({ exhibitorId: elsewhere, contactId: elsewhereContact })).rejects.toEqual(appError("not_found"));
    expect(await stored(f.anna.id)).toEqual([]);
  });

  it("lets five messages through in ten minutes, refuses the sixth in the sender's language, and lets one through again later", async () => {
    const { f, send } = await setup();
    const start = Date.parse("2026-12-07T09:00:00.000Z");
    for (let i = 0; i < 5; i++) await send({ now: new Date(start + i * 60_000) });
    const refused = send({
      input: { message: "Noch eine", acceptPrivacy: true, locale: "de" },
      now: new Date(start + 9 * 60_000),
    });
    await expect(refused).rejects.toEqual(
      expect.objectContaining({
        code: "limit",
        message:
          "Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten, bevor Sie die nächste senden.",
        messageKey: "contact:errors.tooManyRecent",
      }),
    );
    expect(await stored(f.anna.id)).toHaveLength(5);
    await send({ now: new Date(start + 11 * 60_000) });
    expect(await stored(f.anna.id)).toHaveLength(6);
    // Another sender has their own allowance.
    await send({ user: f.bruno, now: new Date(start + 9 * 60_000) });
  });

  it("refuses a 21st message in a day", async () => {
    const { f, send } = await setup();
    const start = Date.parse("2026-12-07T00:00:00.000Z");
    for (let i = 0; i < 20; i++) await send({ now: new Date(start + i * 30 * 60_000) });
    await expect(
      send({
        input: { message: "One more", acceptPrivacy: true, locale: "en" },
        now: new Date(start + 20 * 30 * 60_000),
      }),
    ).rejects.toEqual(
      expect.objectContaining({
        code: "limit",
        message: "You have sent as many messages as allowed for one day. Please try again tomorrow.",
      }),
    );
    // A day after the first, one more fits.
    await send({ now: new Date(start + 24 * 60 * 60_000 + 60_000) });
    expect(await stored(f.anna.id)).toHaveLength(21);
  });

  it("lets only one of two messages racing at the limit through", async () => {
    const { f, send } = await setup();
    const now = new Date("2026-12-07T09:00:00.000Z");
    for (let i = 0; i < 4; i++) await send({ now });
    await warmPool(t.db);
    const results = await Promise.allSettled([send({ now }), send({ now })]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await stored(f.anna.id)).toHaveLength(5);
  });

  it("takes a message whose email failed back, so it neither stays nor counts, and answers docs/product/my-catalogue.md's server error", async () => {
    const { f, send } = await setup();
    await expect(send({ mail: recordingMailer(["chloe@cave-beta.example"]) })).rejects.toEqual(
      appError("internal", "The server returned an error. Please try again later."),
    );
    expect(await stored(f.anna.id)).toEqual([]);
  });
});
