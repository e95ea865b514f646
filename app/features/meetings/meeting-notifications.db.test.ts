import ICAL from "ical.js";
import { beforeEach, expect, it } from "vitest";
import type { DB } from "~/.server/db";
import type { OutgoingMessage } from "~/.server/email/mailer";
import type { Locale } from "~/lib/locales";
import { at, bookingForm, type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import type { Participant } from "../people/participants.server";
import { acceptMeeting, cancelMeeting, confirmMeeting, rescheduleMeeting } from "./meeting-actions.server";
import { notifyMeetingChange } from "./meeting-notifications.server";
import { requestMeeting } from "./meetings.server";

// Every change that moves a calendar (a confirmation, an accepted new time,
// the cancellation of a confirmed meeting) mails BOTH people their own copy,
// each in their own language (the event's name too), with the same UID and a
// SEQUENCE higher than the last (docs/meeting-calendar.md).

const ORIGIN = "https://fair.example.com";

function fakeMailer() {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message: OutgoingMessage) {
      sent.push(message);
      return { id: `id-${sent.length}`, transport: "outbox" as const };
    },
  };
}

async function emailOf(db: DB, person: Participant): Promise<string> {
  const row = await db
    .selectFrom("auth_users")
    .select("email")
    .where("id", "=", person.userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

function calendarOf(message: OutgoingMessage) {
  if (!message.calendar) throw new Error(`"${message.subject}" carries no calendar`);
  const vcalendar = new ICAL.Component(ICAL.parse(message.calendar.content));
  const vevent = vcalendar.getFirstSubcomponent("vevent") as ICAL.Component;
  return {
    method: String(vcalendar.getFirstPropertyValue("method")),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

describeEachDialect("meeting e-mails to both people", (t) => {
  let f: MeetingsFixture;
  let mail: ReturnType<typeof fakeMailer>;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    mail = fakeMailer();
    // Anna reads German (the event's name too); Rita reads English.
    await t.db
      .insertInto("event_translations")
      .values({ event_id: f.eventId, locale: "de", name: "Testmesse", tagline: "", description: "" })
      .execute();
    await t.db.updateTable("person_profiles").set({ locale: "de" }).where("id", "=", f.anna.personId).execute();
  });

  const notify = (meetingId: string, actor: Participant, locale: Locale) =>
    notifyMeetingChange(t.db, { meetingId, actor: { personId: actor.personId, locale }, origin: ORIGIN, mail });

  /** The mails since `from`, by recipient. */
  async function mailsSince(from: number) {
    const [anna, rita] = [await emailOf(t.db, f.anna), await emailOf(t.db, f.rep)];
    const batch = mail.sent.slice(from);
    return {
      all: batch,
      anna: batch.filter((m) => m.to.includes(anna)),
      rita: batch.filter((m) => m.to.includes(rita)),
    };
  }

  it("confirm, an accepted new time and the cancel each reach both, same UID, higher SEQUENCE", async () => {
    const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
    await notify(id, f.anna, "de");
    const request = await mailsSince(0);
    expect(request.all).toHaveLength(1);
    expect(request.rita).toHaveLength(1);

    // Rita confirms: Anna gets the invitation (German), and so does Rita (English).
    await confirmMeeting(t.db, { me: f.rep, meetingId: id });
    await notify(id, f.rep, "en");
    const confirmed = await mailsSince(1);
    expect(confirmed.all).toHaveLength(2);
    expect(confirmed.anna[0].subject).toBe("Testmesse: Termin mit Rita Rep (Weingut Test) bestätigt");
    expect(confirmed.rita[0].subject).toBe("Test Fair: meeting with Anna Attendee (Test Wine Merchants) confirmed");
    const [annaInvite, ritaInvite] = [calendarOf(confirmed.anna[0]), calendarOf(confirmed.rita[0])];
    expect(annaInvite).toMatchObject({ method: "REQUEST", start: at("10:00") });
    expect(ritaInvite).toEqual(annaInvite);
    expect(annaInvite.uid).toBe(`meeting-${id}@fair.example.com`);

    // Rita proposes 11:00: only Anna is asked, nothing moves yet.
    await rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at("11:00") });
    await notify(id, f.rep, "en");
    const proposal = await mailsSince(3);
    expect(proposal.all).toHaveLength(1);
    expect(proposal.anna).toHaveLength(1);
    expect(proposal.all[0].calendar).toBeUndefined();

    // Anna accepts: both calendars move to 11:00.
    await acceptMeeting(t.db, { me: f.anna, meetingId: id });
    await notify(id, f.anna, "de");
    const accepted = await mailsSince(4);
    expect(accepted.all).toHaveLength(2);
    const [annaUpdate, ritaUpdate] = [calendarOf(accepted.anna[0]), calendarOf(accepted.rita[0])];
    expect(annaUpdate).toMatchObject({ method: "REQUEST", uid: annaInvite.uid, start: at("11:00") });
    expect(ritaUpdate).toEqual(annaUpdate);
    expect(annaUpdate.sequence).toBeGreaterThan(annaInvite.sequence);

    // Anna cancels: both calendars lose it, with a higher SEQUENCE still.
    await cancelMeeting(t.db, { me: f.anna, meetingId: id });
    await notify(id, f.anna, "de");
    const cancelled = await mailsSince(6);
    expect(cancelled.all).toHaveLength(2);
    expect(cancelled.anna[0].text).toContain(
      "Sie haben Ihren Termin mit Rita Rep (Weingut Test) im Rahmen von Testmesse abgesagt.",
    );
    expect(cancelled.rita[0].subject).toMatch(/^Test Fair: /);
    const [annaCancel, ritaCancel] = [calendarOf(cancelled.anna[0]), calendarOf(cancelled.rita[0])];
    expect(annaCancel).toMatchObject({ method: "CANCEL", uid: annaInvite.uid });
    expect(ritaCancel).toEqual(annaCancel);
    expect(annaCancel.sequence).toBeGreaterThan(annaUpdate.sequence);
  });

  it("a request withdrawn before it was confirmed is news only to the other side", async () => {
    const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
    await cancelMeeting(t.db, { me: f.anna, meetingId: id });
    await notify(id, f.anna, "de");
    const cancelled = await mailsSince(0);
    expect(cancelled.all).toHaveLength(1);
    expect(cancelled.rita).toHaveLength(1);
    expect(cancelled.rita[0].calendar).toBeUndefined();
  });
});
