import addressparser from "nodemailer/lib/addressparser";
import { mailbox } from "~/.server/email/mailbox-address";
import type { CalendarPart, Mailer, SentMessage } from "~/.server/email/mailer";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { formatTimeRangeInZone } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import { absoluteUrl, links, type MeetingAction } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import {
  type CalendarMeeting,
  type CalendarPerson,
  type InvitationOptions,
  meetingCancellation,
  meetingInvitation,
  personLabel,
} from "./meeting-calendar";

// The e-mails of a meeting (locales/<lng>/meeting-emails.json), each to one
// person, in that person's language, with times in the event's time zone
// (docs/meeting-calendar.md): a request to the partner, an answer to the one
// who asked, a proposed new slot to the other side, a cancellation. Links lead
// to the meeting's pages, which show what will happen and a button; opening a
// link changes nothing, because mail scanners open links too.

export type MeetingSide = "requester" | "partner";

export interface MeetingEmailPerson {
  id: string;
  name: string;
  /** Where this person's e-mails go. */
  email: string;
  company?: string | null;
  /** The language this person's e-mails are written in. */
  locale: Locale;
  /** Whether this person shares contact details with the other: only then is their address in the other's invitation. */
  sharesContactDetails?: boolean;
}

export interface MeetingSlot {
  /** Instants, ISO 8601 with Z or an offset. */
  start: string;
  end: string;
}

export interface MeetingEmailMeeting {
  id: string;
  /** The slot the meeting holds; null for a request that suggested none. */
  slot: MeetingSlot | null;
  place?: string | null;
  /** The requester's message. */
  message?: string | null;
  /** The iCalendar SEQUENCE of the meeting's current state (see CalendarMeeting.sequence). */
  sequence: number;
  requester: MeetingEmailPerson;
  partner: MeetingEmailPerson;
}

export interface MeetingEmailContext {
  mail: Pick<Mailer, "send">;
  /** The site's origin (https://fair.example.com): links are absolute. */
  origin: string;
  eventName: string;
  /** The event's IANA time zone (Europe/Berlin): every time in the e-mails is written in it. */
  timeZone: string;
  /** "Name <address>", the ORGANIZER of the invitations; MAIL_FROM unless given. */
  organizer?: string;
  /** DTSTAMP of the attached calendar objects; now unless given. */
  now?: Date;
}

/** The answer to whoever asked: the requester for a request, the proposer for a new slot. */
export type MeetingAnswer = "confirmed" | "declined" | "rescheduleAccepted" | "rescheduleDeclined";

/** A new request, to the partner: confirm (when a slot was suggested), decline, or propose a time. */
export function sendMeetingRequestEmail(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
): Promise<SentMessage> {
  const { t, lines, link, time, vars } = compose(context, meeting, "partner");
  const slot = meeting.slot;
  return send(context, meeting, "partner", "request", {
    subject: t("meeting-emails:request.subject", vars),
    text: lines(
      t("meeting-emails:request.intro", vars),
      "",
      slot ? t("meeting-emails:request.proposedTime", { time: time(slot) }) : t("meeting-emails:request.noTime", vars),
      ...whereLine(t, meeting),
      ...messageLines(t, meeting),
      ...(slot ? ["", t("meeting-emails:request.confirm"), link("confirm")] : []),
      "",
      t("meeting-emails:request.decline"),
      link("decline"),
      "",
      t(slot ? "meeting-emails:request.reschedule" : "meeting-emails:request.proposeTime"),
      link("reschedule"),
    ),
  });
}

/**
 * The answer to a request or to a proposed slot. A confirmation, or an
 * accepted new slot, carries the invitation (METHOD:REQUEST with the meeting's
 * SEQUENCE); it reads the same for either side, so the caller may send it to
 * both people and both calendars hold the meeting.
 */
export function sendMeetingAnswerEmail(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  answer: { recipient: MeetingSide; answer: MeetingAnswer },
): Promise<SentMessage> {
  const { recipient } = answer;
  const { t, lines, link, time, vars } = compose(context, meeting, recipient);
  const key = (name: string) => t(`meeting-emails:${answer.answer}.${name}`, vars);
  const when = meeting.slot ? t("meeting-emails:when", { time: time(meeting.slot) }) : t("meeting-emails:noTime");
  if (answer.answer === "declined" || answer.answer === "rescheduleDeclined") {
    const unchanged = answer.answer === "rescheduleDeclined" ? ["", key("unchanged"), when] : [];
    return send(context, meeting, recipient, answer.answer, {
      subject: key("subject"),
      text: lines(key("intro"), ...unchanged, "", t("meeting-emails:seeMeeting"), link()),
    });
  }
  return send(context, meeting, recipient, answer.answer, {
    subject: key("subject"),
    text: lines(
      key("intro"),
      "",
      when,
      ...whereLine(t, meeting),
      "",
      key("invitation"),
      "",
      t("meeting-emails:seeMeeting"),
      link(),
      "",
      t("meeting-emails:confirmed.cancel"),
      link("cancel"),
    ),
    calendar: {
      method: "REQUEST",
      content: meetingInvitation(
        calendarMeeting(context, meeting, recipient),
        invitationOptions(context, meeting, t, recipient),
      ),
    },
  });
}

/**
 * A proposed new slot, to the other side, who confirms it by e-mail: the
 * button leads to the accept page (docs/product/meetings.md). Nothing is
 * attached: until it is accepted the meeting keeps its slot, in calendars too.
 */
export function sendMeetingRescheduleEmail(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  proposal: { recipient: MeetingSide; slot: MeetingSlot },
): Promise<SentMessage> {
  const { recipient } = proposal;
  const { t, lines, link, time, vars } = compose(context, meeting, recipient);
  return send(context, meeting, recipient, "rescheduleProposal", {
    subject: t("meeting-emails:rescheduleProposal.subject", vars),
    text: lines(
      t("meeting-emails:rescheduleProposal.intro", vars),
      "",
      t("meeting-emails:rescheduleProposal.newTime", { time: time(proposal.slot) }),
      meeting.slot
        ? t("meeting-emails:rescheduleProposal.currentTime", { time: time(meeting.slot) })
        : t("meeting-emails:noTime"),
      ...whereLine(t, meeting),
      "",
      t("meeting-emails:rescheduleProposal.accept"),
      link("accept"),
      "",
      t("meeting-emails:rescheduleProposal.decline"),
      link("decline"),
    ),
  });
}

/**
 * A cancellation (or a request withdrawn), to the other side, and to the side
 * who cancelled if they too received the invitation. A meeting that had been
 * confirmed was in the recipient's calendar, so METHOD:CANCEL (with the raised
 * SEQUENCE the caller passes) takes it out again.
 */
export function sendMeetingCancellationEmail(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  cancellation: { recipient: MeetingSide; cancelledBy: MeetingSide; wasConfirmed: boolean },
): Promise<SentMessage> {
  const { recipient } = cancellation;
  const { t, lines, time, vars } = compose(context, meeting, recipient);
  const slot = meeting.slot;
  const attach = cancellation.wasConfirmed && slot !== null;
  const own = cancellation.cancelledBy === recipient;
  return send(context, meeting, recipient, "cancelled", {
    subject: t("meeting-emails:cancelled.subject", vars),
    text: lines(
      t(own ? "meeting-emails:cancelled.introOwn" : "meeting-emails:cancelled.intro", vars),
      ...(slot ? ["", t("meeting-emails:cancelled.wasAt", { time: time(slot) })] : []),
      ...(attach ? ["", t("meeting-emails:cancelled.calendar")] : []),
      "",
      t("meeting-emails:myMeetings"),
      absoluteUrl(context.origin, links.myMeetings(meeting[recipient].locale)),
    ),
    ...(attach && {
      calendar: {
        method: "CANCEL" as const,
        content: meetingCancellation(
          calendarMeeting(context, meeting, recipient),
          invitationOptions(context, meeting, t, recipient),
        ),
        filename: "cancel.ics",
      },
    }),
  });
}

const other = (side: MeetingSide): MeetingSide => (side === "requester" ? "partner" : "requester");

/** What every e-mail to `recipient` shares: their language, the greeting and signature, links in their locale. */
function compose(context: MeetingEmailContext, meeting: MeetingEmailMeeting, recipient: MeetingSide) {
  const person = meeting[recipient];
  const t = serverT(person.locale);
  const vars = { name: personLabel(t, meeting[other(recipient)]), event: context.eventName };
  return {
    t,
    vars,
    link: (action?: MeetingAction) => absoluteUrl(context.origin, links.myMeeting(person.locale, meeting.id, action)),
    /** A slot in the event's time zone, written as the recipient's language writes dates and times. */
    time: (slot: MeetingSlot) => formatTimeRangeInZone(person.locale, slot.start, slot.end, context.timeZone),
    lines: (...body: string[]) =>
      [t("meeting-emails:greeting", { name: person.name }), "", ...body, "", t("auth:emails.signature")].join("\n"),
  };
}

function whereLine(t: TFunction, meeting: MeetingEmailMeeting): string[] {
  const place = meeting.place?.trim();
  return place ? [t("meeting-emails:where", { place })] : [];
}

function messageLines(t: TFunction, meeting: MeetingEmailMeeting): string[] {
  const message = meeting.message?.trim();
  return message ? ["", t("meeting-emails:messageFrom", { name: meeting.requester.name }), message] : [];
}

/** The meeting as the recipient's calendar sees it: the other's address only if they share it. */
function calendarMeeting(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  recipient: MeetingSide,
): CalendarMeeting {
  if (!meeting.slot) throw new Error(`meeting ${meeting.id} has no slot to put in a calendar`);
  const person = (side: MeetingSide): CalendarPerson => {
    const { id, name, company, email, sharesContactDetails } = meeting[side];
    return { id, name, company, email: side === recipient || sharesContactDetails ? email : null };
  };
  return {
    id: meeting.id,
    start: meeting.slot.start,
    end: meeting.slot.end,
    place: meeting.place,
    message: meeting.message,
    requester: person("requester"),
    partner: person("partner"),
    sequence: meeting.sequence,
    url: absoluteUrl(context.origin, links.myMeeting(meeting[recipient].locale, meeting.id)),
  };
}

function invitationOptions(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  t: TFunction,
  recipient: MeetingSide,
): InvitationOptions {
  const [organizer] = addressparser(context.organizer ?? env().MAIL_FROM, { flatten: true });
  return {
    origin: context.origin,
    eventName: context.eventName,
    reader: { personId: meeting[recipient].id, t },
    organizer: { name: organizer?.name || "Uncork", email: organizer?.address ?? "" },
    ...(context.now && { now: context.now }),
  };
}

function send(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  recipient: MeetingSide,
  kind: string,
  message: { subject: string; text: string; calendar?: CalendarPart },
): Promise<SentMessage> {
  const person = meeting[recipient];
  return context.mail.send({
    to: mailbox(person.name, person.email),
    ...message,
    // Lets the mailbox page and browser tests find a meeting's e-mails.
    headers: { "X-Uncork-Kind": `meeting-${kind}`, "X-Uncork-Meeting": meeting.id },
  });
}
