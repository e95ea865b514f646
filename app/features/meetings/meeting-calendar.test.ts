import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { serverT } from "~/.server/i18n";
import {
  type CalendarMeeting,
  type CalendarOptions,
  FEED_REFRESH_SECONDS,
  type InvitationOptions,
  meetingCancellation,
  meetingDownload,
  meetingInvitation,
  meetingUid,
  personalFeed,
} from "./meeting-calendar";

// Every output is read back with ical.js, a full RFC 5545 parser, so escaping,
// folding and dates are checked as a calendar client reads them, not as
// ical-generator meant to write them.

const chloe = { id: "p-chloe", name: "Chloé Martin", company: "Domaine Lafôret", email: "chloe@example.com" };
const hans = { id: "p-hans", name: "Hans Müller", company: "Weingut Müller", email: "hans@example.de" };

const meeting: CalendarMeeting = {
  id: "m42",
  // The Sunday Europe/Berlin moves to summer time: 10:00–10:30 there.
  start: "2026-03-29T08:00:00.000Z",
  end: "2026-03-29T08:30:00.000Z",
  place: "Table A12",
  message: "Bonjour Hans,\nwe bring the 2022 Riesling; and a Crémant, if you like.",
  requester: chloe,
  partner: hans,
  sequence: 3,
  url: "https://fair.example.com/en/my/meetings/m42",
};

const now = new Date("2026-03-01T12:00:00Z");
const origin = "https://fair.example.com";

function options(readerId: string, locale: "en" | "de" = "en"): CalendarOptions {
  return { origin, eventName: "ProWein 2026", reader: { personId: readerId, t: serverT(locale) }, now };
}

function invitationOptions(readerId: string, locale: "en" | "de" = "en"): InvitationOptions {
  return { ...options(readerId, locale), organizer: { name: "Uncork", email: "no-reply@fair.example.com" } };
}

function parse(text: string): { calendar: ICAL.Component; events: ICAL.Component[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

function only(text: string): { calendar: ICAL.Component; event: ICAL.Event; vevent: ICAL.Component } {
  const { calendar, events } = parse(text);
  expect(events).toHaveLength(1);
  return { calendar, event: new ICAL.Event(events[0]), vevent: events[0] };
}

function attendees(vevent: ICAL.Component) {
  return vevent.getAllProperties("attendee").map((property) => ({
    address: String(property.getFirstValue()).toLowerCase(),
    cn: property.getParameter("cn"),
    partstat: property.getParameter("partstat"),
    rsvp: property.getParameter("rsvp"),
  }));
}

describe("meetingInvitation", () => {
  it("is a METHOD:REQUEST for a confirmed meeting with its UID and SEQUENCE", () => {
    const { calendar, event, vevent } = only(meetingInvitation(meeting, invitationOptions(hans.id)));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe("meeting-m42@fair.example.com");
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("url")).toBe(meeting.url);
  });

  it("writes the slot as UTC instants that every client reads the same", () => {
    const text = meetingInvitation(meeting, invitationOptions(hans.id));
    const { calendar, event } = only(text);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-29T08:30:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.endDate.zone?.tzid).toBe("UTC");
    // No TZID that would need a VTIMEZONE the file does not have.
    expect(text).toContain("DTSTART:20260329T080000Z");
    expect(text).not.toContain("TZID");
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(0);
    expect(text).toContain("DTSTAMP:20260301T120000Z");
  });

  it("keeps the instant of a start given with an offset, across a daylight-saving change", () => {
    // 09:00 in Berlin on the Friday (UTC+1) and 10:00 on the Sunday (UTC+2).
    const winter = { ...meeting, start: "2026-03-27T09:00:00+01:00", end: "2026-03-27T09:30:00+01:00" };
    const summer = { ...meeting, start: "2026-03-29T10:00:00+02:00", end: "2026-03-29T10:30:00+02:00" };
    const read = (m: CalendarMeeting) => only(meetingInvitation(m, invitationOptions(hans.id))).event;
    expect(read(winter).startDate.toJSDate().toISOString()).toBe("2026-03-27T08:00:00.000Z");
    expect(read(summer).startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(read(summer).endDate.toJSDate().toISOString()).toBe("2026-03-29T08:30:00.000Z");
  });

  it("names the other person in the reader's language", () => {
    expect(only(meetingInvitation(meeting, invitationOptions(hans.id))).event.summary).toBe(
      "Meeting with Chloé Martin (Domaine Lafôret)",
    );
    expect(only(meetingInvitation(meeting, invitationOptions(chloe.id, "de"))).event.summary).toBe(
      "Termin mit Hans Müller (Weingut Müller)",
    );
    const noCompany = { ...meeting, requester: { ...chloe, company: " " } };
    expect(only(meetingInvitation(noCompany, invitationOptions(hans.id))).event.summary).toBe(
      "Meeting with Chloé Martin",
    );
  });

  it("comes from the site's mailbox and asks no reply of the attendees", () => {
    const { vevent } = only(meetingInvitation(meeting, invitationOptions(hans.id)));
    const organizer = vevent.getFirstProperty("organizer");
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe("mailto:no-reply@fair.example.com");
    expect(organizer?.getParameter("cn")).toBe("Uncork");
    expect(attendees(vevent)).toEqual([
      { address: "mailto:hans@example.de", cn: "Hans Müller", partstat: "ACCEPTED", rsvp: "FALSE" },
      { address: "mailto:chloe@example.com", cn: "Chloé Martin", partstat: "ACCEPTED", rsvp: "FALSE" },
    ]);
  });

  it("leaves out an address the caller does not pass", () => {
    const hidden = { ...meeting, requester: { ...chloe, email: null } };
    const { vevent } = only(meetingInvitation(hidden, invitationOptions(hans.id)));
    expect(attendees(vevent).map((a) => a.address)).toEqual(["mailto:hans@example.de"]);
    expect(meetingInvitation(hidden, invitationOptions(hans.id))).not.toContain("chloe@");
  });

  it("puts the place, the message and the link in the event", () => {
    const { event } = only(meetingInvitation(meeting, invitationOptions(hans.id)));
    expect(event.location).toBe("Table A12, ProWein 2026");
    expect(event.description).toBe(
      [
        "Meeting with Chloé Martin (Domaine Lafôret) at ProWein 2026.",
        "Where: Table A12",
        "",
        "Message from Chloé Martin:",
        "Bonjour Hans,",
        "we bring the 2022 Riesling; and a Crémant, if you like.",
        "",
        "https://fair.example.com/en/my/meetings/m42",
      ].join("\n"),
    );
    const bare = { ...meeting, place: null, message: "  ", url: null };
    const plain = only(meetingInvitation(bare, invitationOptions(hans.id))).event;
    expect(plain.location).toBe("ProWein 2026");
    expect(plain.description).toBe("Meeting with Chloé Martin (Domaine Lafôret) at ProWein 2026.");
  });

  it("escapes commas, semicolons, backslashes and newlines, and keeps non-ASCII names", () => {
    const tricky: CalendarMeeting = {
      ...meeting,
      place: "Hall 4; Table 12, left",
      message: 'Line one, with a comma;\nline two \\ "quoted"\r\nline three',
      requester: { ...chloe, name: "Chloé; Martin, Jr.", company: 'Château "L\'Étoile"' },
      partner: { ...hans, name: "Jürgen Müller-Weiß" },
    };
    const text = meetingInvitation(tricky, invitationOptions(hans.id, "de"));
    expect(text).toContain("\\;");
    expect(text).toContain("\\,");
    expect(text).toContain("\\n");
    const { event, vevent } = only(text);
    expect(event.summary).toBe('Termin mit Chloé; Martin, Jr. (Château "L\'Étoile")');
    expect(event.location).toBe("Hall 4; Table 12, left, ProWein 2026");
    expect(event.description).toContain('Line one, with a comma;\nline two \\ "quoted"\nline three');
    expect(attendees(vevent).map((a) => a.cn)).toEqual(["Jürgen Müller-Weiß", "Chloé; Martin, Jr."]);
    // Lines are folded at 75 octets (RFC 5545 3.1), counting bytes of UTF-8, not characters.
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("refuses a reader who is not in the meeting", () => {
    expect(() => meetingInvitation(meeting, invitationOptions("p-someone-else"))).toThrow(/not in meeting/);
  });
});

describe("meetingCancellation", () => {
  it("is a METHOD:CANCEL with STATUS:CANCELLED for the same UID and the raised SEQUENCE", () => {
    const cancelled = { ...meeting, sequence: 4 };
    const { calendar, event, vevent } = only(meetingCancellation(cancelled, invitationOptions(chloe.id)));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe(only(meetingInvitation(meeting, invitationOptions(chloe.id))).event.uid);
    expect(event.sequence).toBe(4);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:no-reply@fair.example.com");
  });
});

describe("meeting UID", () => {
  it("is one per meeting and site, the same in every copy and for both people", () => {
    const uid = "meeting-m42@fair.example.com";
    expect(meetingUid("m42", origin)).toBe(uid);
    // The port and a path prefix of the origin do not change it.
    expect(meetingUid("m42", "https://fair.example.com:8443/uncork")).toBe(uid);
    const copies = [
      meetingInvitation(meeting, invitationOptions(hans.id)),
      meetingInvitation({ ...meeting, sequence: 7, start: "2026-03-30T09:00:00Z" }, invitationOptions(chloe.id, "de")),
      meetingCancellation(meeting, invitationOptions(hans.id)),
      meetingDownload(meeting, options(chloe.id)),
      personalFeed([meeting], options(hans.id)),
    ];
    for (const copy of copies) expect(only(copy).event.uid).toBe(uid);
    expect(meetingUid("m43", origin)).not.toBe(uid);
  });
});

describe("meetingDownload", () => {
  it("is one plain confirmed event: no METHOD, organizer or attendees to answer", () => {
    const { calendar, event, vevent } = only(meetingDownload(meeting, options(chloe.id, "de")));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    expect(vevent.getFirstPropertyValue("organizer")).toBeNull();
    expect(vevent.getAllProperties("attendee")).toHaveLength(0);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.summary).toBe("Termin mit Hans Müller (Weingut Müller)");
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });
});

describe("personalFeed", () => {
  const second: CalendarMeeting = {
    ...meeting,
    id: "m77",
    start: "2026-03-30T13:00:00Z",
    end: "2026-03-30T13:30:00Z",
    requester: hans,
    partner: { id: "p-ines", name: "Inês Gonçalves", company: null, email: "ines@example.pt" },
    sequence: 0,
  };

  it("names the calendar, hints at its refresh and lists the meetings as plain events", () => {
    const text = personalFeed([meeting, second], options(hans.id, "de"));
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    expect(calendar.getFirstPropertyValue("name")).toBe("Meine Termine – ProWein 2026");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Meine Termine – ProWein 2026");
    expect(FEED_REFRESH_SECONDS).toBe(900);
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M");
    expect(text).toContain("X-PUBLISHED-TTL:PT15M");
    const read = events.map((vevent) => new ICAL.Event(vevent));
    expect(read.map((e) => e.uid)).toEqual(["meeting-m42@fair.example.com", "meeting-m77@fair.example.com"]);
    // Hans is the partner of one and the requester of the other: each names the other person.
    expect(read.map((e) => e.summary)).toEqual([
      "Termin mit Chloé Martin (Domaine Lafôret)",
      "Termin mit Inês Gonçalves",
    ]);
    expect(read.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      "2026-03-29T08:00:00.000Z",
      "2026-03-30T13:00:00.000Z",
    ]);
    for (const vevent of events) {
      expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
      expect(vevent.getAllProperties("attendee")).toHaveLength(0);
    }
  });

  it("is a valid calendar without meetings", () => {
    const { calendar, events } = parse(personalFeed([], options(hans.id)));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("name")).toBe("My meetings at ProWein 2026");
    expect(events).toHaveLength(0);
  });
});
