import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import type { Mailer, OutgoingMessage } from "~/.server/email/mailer";
import { AppError } from "~/.server/errors";
import { claimPersonProfile } from "~/features/accounts/claims.server";
import { listPeople } from "~/features/accounts/people-list.server";
import { getProfile } from "~/features/accounts/profiles.server";
import { requestMeeting } from "~/features/meetings/meetings.server";
import { insertEvent, insertExhibitor, register } from "../../../tests/factories/catalogue";
import { at, bookingForm, meetingsFixture } from "../../../tests/factories/meetings";
import { insertUser, makeOrganizer, personFormValues as person } from "../../../tests/factories/people";
import { listenToUserChanges } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import {
  addPerson,
  changePerson,
  getConsolePerson,
  INVITE_BATCH,
  recordInvitation,
  removePerson,
} from "./people-admin.server";
import { PERSON_MESSAGES } from "./person-form";
import { invitePerson, inviteUnclaimed } from "./person-invitations.server";

const isCode = (code: string) => (error: unknown) => error instanceof AppError && error.code === code;

function fakeMailer(options: { failFor?: string } = {}): Mailer & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      if (message.to === options.failFor) throw new Error("SMTP is down");
      sent.push(message);
      return { id: String(sent.length), transport: "outbox" };
    },
    async close() {},
  };
}

describeEachDialect("the console's people", (t) => {
  let eventId: string;
  let registrationId: string;
  let actor: { userId: string; email: string };
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());

  beforeEach(async () => {
    eventId = await insertEvent(t.db, { name: "Uncork Test Fair" });
    registrationId = await register(t.db, { eventId, exhibitorId: await insertExhibitor(t.db) });
    const user = await insertUser(t.db, { email: `olga-${eventId}@example.com` });
    await makeOrganizer(t.db, eventId, user.id);
    actor = { userId: user.id, email: user.email };
    heard.messages.length = 0;
  });

  describe("adding", () => {
    it("adds a person with its history and audit entry", async () => {
      const { id } = await addPerson(t.db, { eventId, values: person(), actor });
      expect(await getConsolePerson(t.db, { eventId, personId: id })).toMatchObject({
        kind: "attendee",
        name: "Greta Gast",
        email: "greta@example.com",
        discoverable: true,
        claimedBy: null,
        invitedAt: null,
      });
      const log = await listAudit(t.db, { eventId });
      expect(log.entries.map((e) => [e.action, e.actor, e.subject, e.details.personId])).toEqual([
        ["person.added", actor.email, "greta@example.com", id],
      ]);
      const history = await t.db.selectFrom("history").selectAll().where("entity_id", "=", id).execute();
      expect(history.map((h) => h.field).sort()).toContain("kind");
      // A person's own details are in the history without their values.
      expect(history.find((h) => h.field === "email")?.new_value ?? null).toBeNull();
    });

    it("refuses an address the event has for the role already, and adds nothing", async () => {
      await addPerson(t.db, { eventId, values: person(), actor });
      const error = await addPerson(t.db, { eventId, values: person({ name: "Other Greta" }), actor }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "conflict", messageKey: PERSON_MESSAGES.emailTaken.key });
      const rows = await t.db.selectFrom("person_profiles").select("name").where("event_id", "=", eventId).execute();
      expect(rows).toEqual([{ name: "Greta Gast" }]);
      expect((await listAudit(t.db, { eventId })).entries).toHaveLength(1);
      // The same address as a representative, or at another event, is another entry.
      await addPerson(t.db, { eventId, values: person({ kind: "representative", registrationId }), actor });
      const other = await insertEvent(t.db, {});
      await addPerson(t.db, { eventId: other, values: person(), actor });
    });

    it("lets exactly one of 50 concurrent adds of the same address win", async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          addPerson(t.db, { eventId, values: person({ name: `Racer ${i}`, email: "race@example.com" }), actor }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results) if (r.status === "rejected") expect(isCode("conflict")(r.reason)).toBe(true);
      const rows = await t.db
        .selectFrom("person_profiles")
        .select("id")
        .where("event_id", "=", eventId)
        .where("email", "=", "race@example.com")
        .execute();
      expect(rows).toHaveLength(1);
      expect((await listAudit(t.db, { eventId, action: "person.added" })).entries).toHaveLength(1);
    });
  });

  describe("changing", () => {
    it("changes the fields against the version shown, and refuses a stale form", async () => {
      const { id } = await addPerson(t.db, { eventId, values: person(), actor });
      const shown = (await getConsolePerson(t.db, { eventId, personId: id }))!;
      const { changed } = await changePerson(t.db, {
        eventId,
        personId: id,
        base: shown.updatedAt,
        values: person({ name: "Greta Gastmann", kind: "representative", registrationId, tableNumber: "B7" }),
        actor,
      });
      expect(changed.sort()).toEqual(["kind", "name", "registrationId", "tableNumber"]);
      const after = (await getConsolePerson(t.db, { eventId, personId: id }))!;
      expect(after).toMatchObject({
        name: "Greta Gastmann",
        kind: "representative",
        registrationId,
        tableNumber: "B7",
      });
      const entry = (await listAudit(t.db, { eventId, action: "person.changed" })).entries[0];
      expect(entry).toMatchObject({ actor: actor.email, subject: "greta@example.com" });

      // The old form again: someone changed the person meanwhile.
      await expect(
        changePerson(t.db, { eventId, personId: id, base: shown.updatedAt, values: person({ name: "Late" }), actor }),
      ).rejects.toMatchObject({ code: "conflict", messageKey: PERSON_MESSAGES.changed.key });
      expect((await getConsolePerson(t.db, { eventId, personId: id }))?.name).toBe("Greta Gastmann");
    });

    it("refuses another person's address beside the field and changes nothing", async () => {
      await addPerson(t.db, { eventId, values: person({ email: "taken@example.com" }), actor });
      const { id } = await addPerson(t.db, { eventId, values: person(), actor });
      const shown = (await getConsolePerson(t.db, { eventId, personId: id }))!;
      const error = await changePerson(t.db, {
        eventId,
        personId: id,
        base: shown.updatedAt,
        values: person({ email: "taken@example.com", name: "Changed" }),
        actor,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: "conflict",
        messageKey: PERSON_MESSAGES.emailTaken.key,
        details: { field: "email" },
      });
      expect(await getConsolePerson(t.db, { eventId, personId: id })).toMatchObject({
        name: "Greta Gast",
        email: "greta@example.com",
      });
      expect((await listAudit(t.db, { eventId, action: "person.changed" })).entries).toEqual([]);
    });

    it("changes only the organizer's fields of a claimed profile", async () => {
      const email = `greta-${eventId}@example.com`;
      const { id } = await addPerson(t.db, { eventId, values: person({ email }), actor });
      const user = await insertUser(t.db, { email });
      await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId: id });
      const shown = (await getConsolePerson(t.db, { eventId, personId: id }))!;
      await changePerson(t.db, {
        eventId,
        personId: id,
        base: shown.updatedAt,
        values: person({ name: "Not Greta", email: "else@example.com", attendeeType: "Press" }),
        actor,
      });
      expect(await getConsolePerson(t.db, { eventId, personId: id })).toMatchObject({
        name: "Greta Gast",
        email,
        attendeeType: "Press",
        claimedBy: user.id,
      });
    });

    it("does not find another event's person", async () => {
      const other = await insertEvent(t.db, {});
      const { id } = await addPerson(t.db, { eventId: other, values: person(), actor });
      expect(await getConsolePerson(t.db, { eventId, personId: id })).toBeNull();
      await expect(changePerson(t.db, { eventId, personId: id, base: "", values: person(), actor })).rejects.toSatisfy(
        isCode("not_found"),
      );
      await expect(removePerson(t.db, { eventId, personId: id, actor })).rejects.toSatisfy(isCode("not_found"));
      expect(await getConsolePerson(t.db, { eventId: other, personId: id })).not.toBeNull();
    });
  });

  describe("removing", () => {
    it("removes a claimed person: the user keeps the account and is a visitor again; meetings go, both sides hear it", async () => {
      const f = await meetingsFixture(t.db);
      const organizer = await insertUser(t.db, { email: `org-${f.eventId}@example.com` });
      const by = { userId: organizer.id, email: organizer.email };
      await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      // The representative's profile record, as their claim made it.
      const repUser = await t.db
        .selectFrom("auth_users")
        .select(["id", "email"])
        .where("id", "=", f.rep.userId)
        .executeTakeFirstOrThrow();
      await claimPersonProfile(t.db, {
        eventId: f.eventId,
        user: { ...repUser, emailVerified: true },
        kind: "representative",
        personId: f.rep.personId,
        registrationId: f.registrationId,
      });
      expect((await getProfile(t.db, f.eventId, f.rep.userId))?.primaryRole).toBe("REPRESENTATIVE");
      heard.messages.length = 0;

      await removePerson(t.db, { eventId: f.eventId, personId: f.rep.personId, actor: by });

      expect(await getConsolePerson(t.db, { eventId: f.eventId, personId: f.rep.personId })).toBeNull();
      expect(await t.db.selectFrom("auth_users").select("id").where("id", "=", f.rep.userId).execute()).toHaveLength(1);
      expect(await getProfile(t.db, f.eventId, f.rep.userId)).toMatchObject({ primaryRole: "VISITOR" });
      expect(await t.db.selectFrom("meetings").selectAll().where("event_id", "=", f.eventId).execute()).toEqual([]);
      expect(heard.messages.map((m) => m.userId).sort()).toEqual([f.anna.userId, f.rep.userId].sort());
      const log = await listAudit(t.db, { eventId: f.eventId, action: "person.removed" });
      expect(log.entries[0]).toMatchObject({
        actor: organizer.email,
        details: { personId: f.rep.personId, claimed: true },
      });
    });

    it("takes a removed attendee out of the claimant's profile", async () => {
      const email = `greta-${eventId}@example.com`;
      const { id } = await addPerson(t.db, { eventId, values: person({ email }), actor });
      const user = await insertUser(t.db, { email });
      await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId: id });
      expect(await getProfile(t.db, eventId, user.id)).toMatchObject({ attendeeProfileIds: [id] });
      await removePerson(t.db, { eventId, personId: id, actor });
      expect(await getProfile(t.db, eventId, user.id)).not.toHaveProperty("attendeeProfileIds");
    });
  });

  it("finds people by name, address or company, every word matching, and shows when each was invited", async () => {
    const { id: greta } = await addPerson(t.db, { eventId, values: person(), actor });
    await addPerson(t.db, {
      eventId,
      values: person({
        name: "Rita Rep",
        email: "rita@bodega.example",
        company: "Bodega 100%",
        kind: "representative",
        registrationId,
      }),
      actor,
    });
    await recordInvitation(t.db, { eventId, personId: greta, locale: "de", actor, at: "2026-11-20T10:00:00.000Z" });
    const names = async (q: string) => (await listPeople(t.db, eventId, { q })).map((p) => p.name);
    expect(await names("GRETA")).toEqual(["Greta Gast"]);
    expect(await names("bodega.example")).toEqual(["Rita Rep"]);
    expect(await names("100%")).toEqual(["Rita Rep"]);
    expect(await names("weinhandel greta")).toEqual(["Greta Gast"]);
    expect(await names("weinhandel rita")).toEqual([]);
    expect((await listPeople(t.db, eventId, {})).find((p) => p.id === greta)?.invitedAt).toBe(
      "2026-11-20T10:00:00.000Z",
    );
  });

  describe("inviting", () => {
    it("sends the invitation, then records when and in which language; a second says when the first was", async () => {
      const { id } = await addPerson(t.db, { eventId, values: person(), actor });
      const mail = fakeMailer();
      const context = {
        event: { id: eventId, name: "Uncork Test Fair", defaultLocale: "en" as const },
        origin: "https://fair.example",
        actor,
      };
      const first = await invitePerson(t.db, mail, { ...context, personId: id, locale: "de" });
      expect(first).toEqual({ email: "greta@example.com", previous: null });
      expect(mail.sent[0]).toMatchObject({
        to: "greta@example.com",
        subject: "Übernehmen Sie Ihr Profil bei Uncork Test Fair",
      });
      const invited = (await getConsolePerson(t.db, { eventId, personId: id }))!;
      expect(invited.invitedLocale).toBe("de");
      expect(invited.invitedAt).not.toBeNull();

      const second = await invitePerson(t.db, mail, { ...context, personId: id, locale: "fr" });
      expect(second.previous).toBe(invited.invitedAt);
      const log = await listAudit(t.db, { eventId, action: "person.invited" });
      expect(log.entries.map((e) => e.details)).toEqual([
        { personId: id, language: "fr", again: true },
        { personId: id, language: "de", again: false },
      ]);
    });

    it("records nothing when the e-mail does not go", async () => {
      const { id } = await addPerson(t.db, { eventId, values: person(), actor });
      const context = {
        event: { id: eventId, name: "Fair", defaultLocale: "en" as const },
        origin: "https://fair.example",
        actor,
      };
      await expect(
        invitePerson(t.db, fakeMailer({ failFor: "greta@example.com" }), { ...context, personId: id, locale: "en" }),
      ).rejects.toThrow("SMTP is down");
      expect((await getConsolePerson(t.db, { eventId, personId: id }))?.invitedAt).toBeNull();
      expect((await listAudit(t.db, { eventId, action: "person.invited" })).entries).toEqual([]);
    });

    it("invites all not yet claimed a batch at a time, each in their language or the event's", async () => {
      const count = INVITE_BATCH + 3;
      for (let i = 0; i < count; i++)
        await addPerson(t.db, { eventId, values: person({ name: `P${i}`, email: `p${i}@example.com` }), actor });
      const claimedEmail = `claimed-${eventId}@example.com`;
      const { id: claimed } = await addPerson(t.db, {
        eventId,
        values: person({ email: claimedEmail }),
        actor,
      });
      const user = await insertUser(t.db, { email: claimedEmail });
      await claimPersonProfile(t.db, { eventId, user, kind: "attendee", personId: claimed });
      await t.db
        .updateTable("person_profiles")
        .set({ locale: "it" })
        .where("event_id", "=", eventId)
        .where("email", "=", "p0@example.com")
        .execute();
      const context = {
        event: { id: eventId, name: "Fair", defaultLocale: "de" as const },
        origin: "https://fair.example",
        actor,
      };

      const mail = fakeMailer({ failFor: "p1@example.com" });
      expect(await inviteUnclaimed(t.db, mail, context)).toEqual({ sent: INVITE_BATCH - 1, failed: 1, left: 4 });
      expect(mail.sent.find((m) => m.to === "p0@example.com")?.subject).toBe(
        "Rivendica il tuo profilo a Uncork Test Fair",
      );
      expect(mail.sent.find((m) => m.to === "p2@example.com")?.subject).toBe(
        "Übernehmen Sie Ihr Profil bei Uncork Test Fair",
      );
      expect(mail.sent.some((m) => m.to === claimedEmail)).toBe(false);

      const again = fakeMailer();
      expect(await inviteUnclaimed(t.db, again, context)).toEqual({ sent: 4, failed: 0, left: 0 });
      expect(again.sent.map((m) => m.to)).toContain("p1@example.com");
      expect(await inviteUnclaimed(t.db, fakeMailer(), context)).toEqual({ sent: 0, failed: 0, left: 0 });
      expect((await listAudit(t.db, { eventId, action: "person.invited", limit: 100 })).entries).toHaveLength(count);
    });

    it("keeps the invitation record to the event's own people", async () => {
      const other = await insertEvent(t.db, {});
      const { id } = await addPerson(t.db, { eventId: other, values: person(), actor });
      await expect(recordInvitation(t.db, { eventId, personId: id, locale: "en", actor })).rejects.toSatisfy(
        isCode("not_found"),
      );
    });
  });
});
