import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer, listOutbox, type OutgoingMessage, readOutboxMessage } from "~/.server/email/mailer";
import type { Locale } from "~/lib/locales";
import {
  type MeetingEmailContext,
  type MeetingEmailMeeting,
  sendMeetingAnswerEmail,
  sendMeetingCancellationEmail,
  sendMeetingRequestEmail,
  sendMeetingRescheduleEmail,
} from "./meeting-emails.server";

// Each e-mail is checked in English and German: subject, the time in the
// event's zone (Europe/Berlin, around its switch to summer time on 29 March
// 2026), the links, and the attached calendar object read by ical.js.

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

function setup(locale: Locale, overrides: Partial<MeetingEmailMeeting> = {}) {
  const mail = fakeMailer();
  const context: MeetingEmailContext = {
    mail,
    origin: "https://fair.example.com/",
    eventName: "ProWein 2026",
    timeZone: "Europe/Berlin",
    organizer: "Uncork <no-reply@fair.example.com>",
    now: new Date("2026-03-01T12:00:00Z"),
  };
  const meeting: MeetingEmailMeeting = {
    id: "m42",
    // Sunday 29 March, 10:00–10:30 in Berlin (summer time, UTC+2).
    slot: { start: "2026-03-29T08:00:00.000Z", end: "2026-03-29T08:30:00.000Z" },
    place: "Table A12",
    message: "We bring the 2022 Riesling.\nSee you there!",
    sequence: 1,
    requester: {
      id: "p-chloe",
      name: "Chloé Martin",
      email: "chloe@example.com",
      company: "Domaine Lafôret",
      locale,
      sharesContactDetails: true,
    },
    partner: { id: "p-hans", name: "Hans Müller", email: "hans@example.de", company: "Weingut Müller", locale },
    ...overrides,
  };
  const last = () => {
    const message = mail.sent.at(-1);
    if (!message) throw new Error("nothing sent");
    return message;
  };
  return { context, meeting, mail, last };
}

function calendarOf(message: OutgoingMessage) {
  if (!message.calendar) throw new Error("no calendar attached");
  const root = new ICAL.Component(ICAL.parse(message.calendar.content));
  const vevent = root.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  return { root, vevent, event: new ICAL.Event(vevent) };
}

const EXPECTED = {
  en: {
    greetingHans: "Hello Hans Müller,",
    greetingChloe: "Hello Chloé Martin,",
    summer: "Sunday, March 29, 2026, 10:00 – 10:30 AM GMT+2",
    winter: "Friday, March 27, 2026, 9:00 – 9:30 AM GMT+1",
    request: "ProWein 2026: meeting request from Chloé Martin (Domaine Lafôret)",
    requestIntro: "Chloé Martin (Domaine Lafôret) would like to meet you at ProWein 2026.",
    suggested: "Suggested time: ",
    where: "Where: Table A12",
    messageFrom: "Message from Chloé Martin:",
    confirmed: "ProWein 2026: meeting with Hans Müller (Weingut Müller) confirmed",
    confirmedForHans: "ProWein 2026: meeting with Chloé Martin (Domaine Lafôret) confirmed",
    when: "When: ",
    declined: "ProWein 2026: Hans Müller (Weingut Müller) declined your meeting request",
    proposal: "ProWein 2026: Hans Müller (Weingut Müller) proposes a new meeting time",
    newTime: "New time: ",
    until: "Until now: ",
    moved: "ProWein 2026: meeting with Hans Müller (Weingut Müller) moved",
    proposalDeclined: "ProWein 2026: Hans Müller (Weingut Müller) declined the new meeting time",
    stays: "The meeting stays as it was.",
    cancelled: "ProWein 2026: meeting with Chloé Martin (Domaine Lafôret) cancelled",
    wasAt: "It was planned for: ",
    cancelledIntro: "Chloé Martin (Domaine Lafôret) has cancelled your meeting at ProWein 2026.",
    cancelledOwn: "You have cancelled your meeting with Hans Müller (Weingut Müller) at ProWein 2026.",
    summaryForChloe: "Meeting with Hans Müller (Weingut Müller)",
    signature: "Uncork",
  },
  de: {
    greetingHans: "Guten Tag Hans Müller,",
    greetingChloe: "Guten Tag Chloé Martin,",
    summer: "Sonntag, 29. März 2026, 10:00–10:30 Uhr MESZ",
    winter: "Freitag, 27. März 2026, 09:00–09:30 Uhr MEZ",
    request: "ProWein 2026: Terminanfrage von Chloé Martin (Domaine Lafôret)",
    requestIntro: "Chloé Martin (Domaine Lafôret) möchte Sie im Rahmen von ProWein 2026 treffen.",
    suggested: "Vorgeschlagene Zeit: ",
    where: "Wo: Table A12",
    messageFrom: "Nachricht von Chloé Martin:",
    confirmed: "ProWein 2026: Termin mit Hans Müller (Weingut Müller) bestätigt",
    confirmedForHans: "ProWein 2026: Termin mit Chloé Martin (Domaine Lafôret) bestätigt",
    when: "Wann: ",
    declined: "ProWein 2026: Hans Müller (Weingut Müller) hat Ihre Terminanfrage abgelehnt",
    proposal: "ProWein 2026: Hans Müller (Weingut Müller) schlägt eine neue Zeit für den Termin vor",
    newTime: "Neue Zeit: ",
    until: "Bisher: ",
    moved: "ProWein 2026: Termin mit Hans Müller (Weingut Müller) verschoben",
    proposalDeclined: "ProWein 2026: Hans Müller (Weingut Müller) hat die neue Zeit für den Termin abgelehnt",
    stays: "Der Termin bleibt, wie er war.",
    cancelled: "ProWein 2026: Termin mit Chloé Martin (Domaine Lafôret) abgesagt",
    wasAt: "Geplant war er für: ",
    cancelledIntro: "Chloé Martin (Domaine Lafôret) hat Ihren Termin im Rahmen von ProWein 2026 abgesagt.",
    cancelledOwn: "Sie haben Ihren Termin mit Hans Müller (Weingut Müller) im Rahmen von ProWein 2026 abgesagt.",
    summaryForChloe: "Termin mit Hans Müller (Weingut Müller)",
    signature: "Uncork",
  },
} as const;

const lines = (message: OutgoingMessage) => message.text.split("\n");

describe.each(["en", "de"] as const)("meeting e-mails in %s", (locale) => {
  const x = EXPECTED[locale];
  const url = (action = "") => `https://fair.example.com/${locale}/my/meetings/m42${action ? `/${action}` : ""}`;

  it("sends a new request to the partner with the suggested time and the answers as links", async () => {
    const { context, meeting, last } = setup(locale);
    await sendMeetingRequestEmail(context, meeting);
    const message = last();
    expect(message.to).toBe('"Hans Müller" <hans@example.de>');
    expect(message.subject).toBe(x.request);
    expect(message.calendar).toBeUndefined();
    expect(message.headers).toEqual({ "X-Uncork-Kind": "meeting-request", "X-Uncork-Meeting": "m42" });
    const text = lines(message);
    expect(text[0]).toBe(x.greetingHans);
    expect(text).toContain(x.requestIntro);
    expect(text).toContain(`${x.suggested}${x.summer}`);
    expect(text).toContain(x.where);
    expect(message.text).toContain(`${x.messageFrom}\nWe bring the 2022 Riesling.\nSee you there!`);
    for (const action of ["confirm", "decline", "reschedule"]) expect(text).toContain(url(action));
    expect(text.at(-1)).toBe(x.signature);
  });

  it("asks the partner to propose a time when the request suggests none", async () => {
    const { context, meeting, last } = setup(locale, { slot: null });
    await sendMeetingRequestEmail(context, meeting);
    const text = lines(last());
    expect(text).not.toContain(url("confirm"));
    expect(text).toContain(url("decline"));
    expect(text).toContain(url("reschedule"));
    expect(last().text).not.toContain(x.suggested);
  });

  it("confirms to the requester with the invitation: METHOD:REQUEST, UID, SEQUENCE and the slot", async () => {
    const { context, meeting, last } = setup(locale);
    await sendMeetingAnswerEmail(context, meeting, { recipient: "requester", answer: "confirmed" });
    const message = last();
    expect(message.to).toBe('"Chloé Martin" <chloe@example.com>');
    expect(message.subject).toBe(x.confirmed);
    const text = lines(message);
    expect(text[0]).toBe(x.greetingChloe);
    expect(text).toContain(`${x.when}${x.summer}`);
    expect(text).toContain(url());
    expect(text).toContain(url("cancel"));

    expect(message.calendar?.method).toBe("REQUEST");
    const { root, vevent, event } = calendarOf(message);
    expect(root.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-29T08:30:00.000Z");
    expect(event.summary).toBe(x.summaryForChloe);
    expect(vevent.getFirstPropertyValue("url")).toBe(url());
    expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:no-reply@fair.example.com");
    // Hans does not share his contact details, so his address is not in Chloé's invitation.
    const attendees = vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue()).toLowerCase());
    expect(attendees).toEqual(["mailto:chloe@example.com"]);
    expect(message.calendar?.content).not.toContain("hans@");
  });

  it("sends the same meeting to the partner, whose invitation carries the requester's shared address", async () => {
    const { context, meeting, last } = setup(locale);
    await sendMeetingAnswerEmail(context, meeting, { recipient: "partner", answer: "confirmed" });
    expect(last().subject).toBe(x.confirmedForHans);
    const { vevent, event } = calendarOf(last());
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    const attendees = vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue()).toLowerCase());
    expect(attendees).toEqual(["mailto:hans@example.de", "mailto:chloe@example.com"]);
  });

  it("tells the requester of a declined request, with nothing attached", async () => {
    const { context, meeting, last } = setup(locale);
    await sendMeetingAnswerEmail(context, meeting, { recipient: "requester", answer: "declined" });
    expect(last().subject).toBe(x.declined);
    expect(last().calendar).toBeUndefined();
    expect(lines(last())).toContain(url());
  });

  it("proposes a new slot to the other side, whose button leads to the accept page", async () => {
    // The meeting holds Friday 27 March (winter time); Hans proposes the Sunday (summer time).
    const { context, meeting, last } = setup(locale, {
      slot: { start: "2026-03-27T08:00:00Z", end: "2026-03-27T08:30:00Z" },
    });
    await sendMeetingRescheduleEmail(context, meeting, {
      recipient: "requester",
      slot: { start: "2026-03-29T08:00:00Z", end: "2026-03-29T08:30:00Z" },
    });
    const message = last();
    expect(message.to).toBe('"Chloé Martin" <chloe@example.com>');
    expect(message.subject).toBe(x.proposal);
    expect(message.calendar).toBeUndefined();
    const text = lines(message);
    expect(text).toContain(`${x.newTime}${x.summer}`);
    expect(text).toContain(`${x.until}${x.winter}`);
    expect(text).toContain(url("accept"));
    expect(text).toContain(url("decline"));
    expect(text.indexOf(url("accept"))).toBeLessThan(text.indexOf(url("decline")));
  });

  it("sends the moved meeting with a higher SEQUENCE once the new slot is accepted", async () => {
    const { context, meeting, last } = setup(locale, { sequence: 2 });
    await sendMeetingAnswerEmail(context, meeting, { recipient: "requester", answer: "rescheduleAccepted" });
    expect(last().subject).toBe(x.moved);
    const { root, event } = calendarOf(last());
    expect(root.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    expect(event.sequence).toBe(2);
  });

  it("tells the proposer that the new slot was declined and the old one stays", async () => {
    const { context, meeting, last } = setup(locale, {
      slot: { start: "2026-03-27T08:00:00Z", end: "2026-03-27T08:30:00Z" },
    });
    await sendMeetingAnswerEmail(context, meeting, { recipient: "requester", answer: "rescheduleDeclined" });
    expect(last().subject).toBe(x.proposalDeclined);
    expect(last().calendar).toBeUndefined();
    expect(lines(last())).toContain(x.stays);
    expect(lines(last())).toContain(`${x.when}${x.winter}`);
  });

  it("cancels a confirmed meeting with METHOD:CANCEL for the same UID and the raised SEQUENCE", async () => {
    const { context, meeting, last } = setup(locale, { sequence: 3 });
    await sendMeetingCancellationEmail(context, meeting, {
      recipient: "partner",
      cancelledBy: "requester",
      wasConfirmed: true,
    });
    const message = last();
    expect(message.to).toBe('"Hans Müller" <hans@example.de>');
    expect(message.subject).toBe(x.cancelled);
    expect(lines(message)).toContain(x.cancelledIntro);
    expect(lines(message)).toContain(`${x.wasAt}${x.summer}`);
    expect(lines(message)).toContain(`https://fair.example.com/${locale}/my/meetings`);
    expect(message.calendar).toMatchObject({ method: "CANCEL", filename: "cancel.ics" });
    const { root, vevent, event } = calendarOf(message);
    expect(root.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    expect(event.sequence).toBe(3);
  });

  it("takes the meeting out of the calendar of the side who cancelled, too", async () => {
    const { context, meeting, last } = setup(locale, { sequence: 3 });
    await sendMeetingCancellationEmail(context, meeting, {
      recipient: "requester",
      cancelledBy: "requester",
      wasConfirmed: true,
    });
    expect(last().to).toBe('"Chloé Martin" <chloe@example.com>');
    expect(lines(last())).toContain(x.cancelledOwn);
    const { root, event } = calendarOf(last());
    expect(root.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    expect(event.sequence).toBe(3);
  });

  it("attaches nothing to the cancellation of a meeting that was never confirmed", async () => {
    const { context, meeting, last } = setup(locale);
    await sendMeetingCancellationEmail(context, meeting, {
      recipient: "partner",
      cancelledBy: "requester",
      wasConfirmed: false,
    });
    expect(last().subject).toBe(x.cancelled);
    expect(last().calendar).toBeUndefined();
  });
});

describe("meeting e-mails between two languages", () => {
  it("writes each e-mail in its recipient's language", async () => {
    const { context, meeting, mail } = setup("de");
    const mixed = { ...meeting, partner: { ...meeting.partner, locale: "en" as const } };
    await sendMeetingRequestEmail(context, mixed);
    await sendMeetingAnswerEmail(context, mixed, { recipient: "requester", answer: "confirmed" });
    const [request, answer] = mail.sent;
    expect(request.subject).toBe(EXPECTED.en.request);
    expect(request.text).toContain(EXPECTED.en.summer);
    expect(request.text).toContain("https://fair.example.com/en/my/meetings/m42/confirm");
    expect(answer.subject).toBe(EXPECTED.de.confirmed);
    expect(answer.text).toContain(EXPECTED.de.summer);
    expect(calendarOf(answer).event.summary).toBe(EXPECTED.de.summaryForChloe);
  });
});

describe("a confirmation through the outbox", () => {
  let outboxDir: string | undefined;
  afterAll(async () => {
    if (outboxDir) await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it("arrives with the invitation as the text/calendar alternative", async () => {
    outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), "uncork-meeting-")), "outbox");
    const mail = createMailer({ from: "Uncork <no-reply@fair.example.com>", outboxDir });
    const { context, meeting } = setup("de");
    await sendMeetingAnswerEmail({ ...context, mail }, meeting, { recipient: "requester", answer: "confirmed" });
    await mail.close();

    const [entry] = await listOutbox(outboxDir);
    const message = await readOutboxMessage(outboxDir, entry.file);
    expect(message.subject).toBe(EXPECTED.de.confirmed);
    expect(message.headers["x-uncork-kind"]).toBe("meeting-confirmed");
    expect(message.text).toContain(EXPECTED.de.summer);
    expect(message.calendar?.method).toBe("REQUEST");
    const root = new ICAL.Component(ICAL.parse(message.calendar?.content ?? ""));
    const event = new ICAL.Event(root.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    expect(event.summary).toBe(EXPECTED.de.summaryForChloe);
  });
});
