import ical, {
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  type ICalEvent,
  ICalEventStatus,
} from "ical-generator";
import type { TFunction } from "~/lib/i18n";

// A meeting as iCalendar (RFC 5545), written by ical-generator: the invitation
// and cancellation the meeting e-mails carry, one meeting's .ics download and
// a person's subscribable feed. Texts come from locales/<lng>/meeting-emails.json
// ("calendar") in the reader's language. Why these choices:
// docs/meeting-calendar.md.
//
// Times are written in UTC (DTSTART:20260329T080000Z), not as local times with
// TZID=Europe/Berlin. RFC 5545 only allows a TZID that the file defines in a
// VTIMEZONE component, which ical-generator cannot write without a time zone
// database of its own; Outlook reads a TZID it has no definition for as its own
// zone and shifts the meeting by the difference, while Google and Apple guess
// from the IANA name. A UTC instant is read the same by all three and shown in
// the reader's zone. A meeting happens once, so there is no recurrence whose
// later dates would need the zone's daylight-saving rules.

export interface CalendarPerson {
  id: string;
  name: string;
  company?: string | null;
  /**
   * Written as an ATTENDEE address only when given. Pass the reader's own
   * address, and the other person's only where they share their contact
   * details with the reader (docs/product/meetings.md).
   */
  email?: string | null;
}

export interface CalendarMeeting {
  id: string;
  /** The slot's instants, ISO 8601 with Z or an offset. */
  start: string;
  end: string;
  /** Where they meet: the table number, a stand, a room. */
  place?: string | null;
  message?: string | null;
  requester: CalendarPerson;
  partner: CalendarPerson;
  /**
   * Raised by the caller on every change of slot, place or status and never
   * lowered: calendar clients ignore an update or cancellation whose SEQUENCE
   * is not higher than the copy they hold.
   */
  sequence: number;
  /** The meeting's page, absolute. */
  url?: string | null;
}

export interface CalendarOptions {
  /** The site's origin (https://fair.example.com): its host name makes the UIDs unique. */
  origin: string;
  eventName: string;
  /** Whom the calendar is for: the summary names the other person, in the reader's language. */
  reader: { personId: string; t: TFunction };
  /** DTSTAMP, when this copy was written; now unless given. */
  now?: Date;
}

export interface InvitationOptions extends CalendarOptions {
  /** The mailbox the e-mails come from; ORGANIZER of every copy of every meeting. */
  organizer: { name: string; email: string };
}

const PRODUCT_ID = { company: "Uncork", product: "Meetings", language: "EN" } as const;

/** Subscribed calendars are read again after this long (a hint: Google refreshes on its own schedule). */
export const FEED_REFRESH_SECONDS = 15 * 60;

/**
 * The same for every copy of a meeting (both people's invitations, updates,
 * the cancellation, the download, the feed), so a client replaces the event
 * it holds instead of adding a second one.
 */
export function meetingUid(meetingId: string, origin: string): string {
  return `meeting-${meetingId}@${new URL(origin).hostname}`;
}

/** METHOD:REQUEST for a confirmed meeting: a new one, or its new slot or place with a higher SEQUENCE. */
export function meetingInvitation(meeting: CalendarMeeting, options: InvitationOptions): string {
  const calendar = newCalendar(ICalCalendarMethod.REQUEST);
  invitationEvent(calendar, meeting, options).status(ICalEventStatus.CONFIRMED);
  return calendar.toString();
}

/** METHOD:CANCEL with STATUS:CANCELLED: removes the invitation's event from the reader's calendar. */
export function meetingCancellation(meeting: CalendarMeeting, options: InvitationOptions): string {
  const calendar = newCalendar(ICalCalendarMethod.CANCEL);
  invitationEvent(calendar, meeting, options).status(ICalEventStatus.CANCELLED);
  return calendar.toString();
}

/**
 * One confirmed meeting as a file to open: no METHOD, organizer or attendees,
 * so every client imports it as a plain event instead of an invitation to answer.
 */
export function meetingDownload(meeting: CalendarMeeting, options: CalendarOptions): string {
  const calendar = newCalendar(null);
  plainEvent(calendar, meeting, options).status(ICalEventStatus.CONFIRMED);
  return calendar.toString();
}

/**
 * A person's feed (served as text/calendar at their secret URL): the confirmed
 * meetings the caller passes, as plain events. A meeting left out disappears
 * from subscribed calendars at their next refresh, so the feed needs no
 * cancelled events.
 */
export function personalFeed(meetings: readonly CalendarMeeting[], options: CalendarOptions): string {
  const { t } = options.reader;
  const calendar = newCalendar(null)
    .name(t("meeting-emails:calendar.feedName", { event: options.eventName }))
    .description(t("meeting-emails:calendar.feedDescription", { event: options.eventName }))
    // REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook, Apple).
    .ttl(FEED_REFRESH_SECONDS);
  for (const meeting of meetings) plainEvent(calendar, meeting, options).status(ICalEventStatus.CONFIRMED);
  return calendar.toString();
}

function newCalendar(method: ICalCalendarMethod | null): ICalCalendar {
  return ical({ prodId: PRODUCT_ID, method });
}

function sides(meeting: CalendarMeeting, readerId: string): { reader: CalendarPerson; other: CalendarPerson } {
  if (meeting.requester.id === readerId) return { reader: meeting.requester, other: meeting.partner };
  if (meeting.partner.id === readerId) return { reader: meeting.partner, other: meeting.requester };
  throw new Error(`person ${readerId} is not in meeting ${meeting.id}`);
}

/** "Chloé Martin (Domaine Martin)", or the name alone. */
export function personLabel(t: TFunction, person: Pick<CalendarPerson, "name" | "company">): string {
  const company = person.company?.trim();
  return company ? t("meeting-emails:personWithCompany", { name: person.name, company }) : person.name;
}

function plainEvent(calendar: ICalCalendar, meeting: CalendarMeeting, options: CalendarOptions): ICalEvent {
  const { t, personId } = options.reader;
  const { other } = sides(meeting, personId);
  const name = personLabel(t, other);
  const place = meeting.place?.trim();
  const description = [
    t("meeting-emails:calendar.intro", { name, event: options.eventName }),
    ...(place ? [t("meeting-emails:where", { place })] : []),
    ...(meeting.message?.trim()
      ? ["", t("meeting-emails:messageFrom", { name: meeting.requester.name }), meeting.message.trim()]
      : []),
    ...(meeting.url ? ["", meeting.url] : []),
  ];
  return calendar.createEvent({
    id: meetingUid(meeting.id, options.origin),
    sequence: meeting.sequence,
    stamp: options.now ?? new Date(),
    start: new Date(meeting.start),
    end: new Date(meeting.end),
    summary: t("meeting-emails:calendar.summary", { name }),
    description: description.join("\n"),
    location: place ? t("meeting-emails:calendar.location", { place, event: options.eventName }) : options.eventName,
    url: meeting.url ?? null,
  });
}

function invitationEvent(calendar: ICalCalendar, meeting: CalendarMeeting, options: InvitationOptions): ICalEvent {
  const event = plainEvent(calendar, meeting, options).organizer(options.organizer);
  const { reader, other } = sides(meeting, options.reader.personId);
  // Both agreed in Uncork, which is where an answer counts: the invitation
  // asks no reply (RSVP=FALSE), so a click in the calendar only files the event
  // and sends nothing to the no-reply organizer.
  for (const person of [reader, other]) {
    if (!person.email) continue;
    event.createAttendee({
      name: person.name,
      email: person.email,
      status: ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    });
  }
  return event;
}
