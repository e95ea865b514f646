import type { DB } from "~/.server/db";
import { mailer } from "~/.server/email";
import type { Mailer } from "~/.server/email/mailer";
import { eventNameIn } from "~/features/events/event-name.server";
import { getEvent } from "~/features/events/events.server";
import { isLocale, type Locale } from "~/lib/locales";
import {
  type MeetingEmailContext,
  type MeetingEmailMeeting,
  type MeetingEmailPerson,
  type MeetingSide,
  type MeetingSlot,
  sendMeetingAnswerEmail,
  sendMeetingCancellationEmail,
  sendMeetingRequestEmail,
  sendMeetingRescheduleEmail,
} from "./meeting-emails.server";
import { otherSide } from "./meeting-states";

// After a meeting changed, the e-mails it calls for (and with them the
// calendar invitation or cancellation), each in its reader's language: the
// one they last used for meetings, else the event's (docs/meeting-calendar.md).
// Called by the entry points once the change has committed; a mail that
// cannot be sent is logged and never undoes the change.

export interface MeetingChangeNotice {
  meetingId: string;
  /** Who acted, and in which language: remembered for the mails they will get. */
  actor: { personId: string; locale: Locale };
  /** The site's origin, for the links in the mail. */
  origin: string;
  mail?: Pick<Mailer, "send">;
}

async function rememberLocale(db: DB, actor: MeetingChangeNotice["actor"]): Promise<void> {
  await db.updateTable("person_profiles").set({ locale: actor.locale }).where("id", "=", actor.personId).execute();
}

async function loadMeeting(db: DB, meetingId: string) {
  const meeting = await db.selectFrom("meetings").selectAll().where("id", "=", meetingId).executeTakeFirst();
  if (!meeting) return null;
  const [last, before] = await db
    .selectFrom("meeting_history")
    .select(["action", "actor_side", "status", "proposed_start"])
    .where("meeting_id", "=", meetingId)
    .orderBy("version", "desc")
    .limit(2)
    .execute();
  const people = await db
    .selectFrom("person_profiles as p")
    .leftJoin("auth_users as u", "u.id", "p.claimed_by")
    .select(["p.id", "p.name", "p.company", "p.email", "p.locale", "u.email as login_email"])
    .where("p.id", "in", [meeting.requester_id, meeting.partner_id])
    .execute();
  return { meeting, last, before, people };
}

function person(
  row: { id: string; name: string; company: string; email: string; locale: string; login_email: string | null },
  fallback: Locale,
  sharesContactDetails: boolean,
): MeetingEmailPerson {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email.trim() || row.login_email || "",
    locale: isLocale(row.locale) ? row.locale : fallback,
    sharesContactDetails,
  };
}

type HistoryEntry = NonNullable<Awaited<ReturnType<typeof loadMeeting>>>["last"];

/**
 * Who gets a mail for the change: the other side always; the one who acted
 * too when the change moves a calendar (a confirmation, an accepted new time,
 * the cancellation of a meeting that had been confirmed), so both calendars
 * hold the same meeting (docs/meeting-calendar.md).
 */
export function recipientsOf(
  last: Pick<NonNullable<HistoryEntry>, "action" | "actor_side">,
  wasConfirmed: boolean,
): MeetingSide[] {
  const movesBothCalendars =
    last.action === "confirm" || last.action === "accept" || (last.action === "cancel" && wasConfirmed);
  const other = otherSide(last.actor_side);
  return movesBothCalendars ? [other, last.actor_side] : [other];
}

function sendTo(
  context: MeetingEmailContext,
  meeting: MeetingEmailMeeting,
  recipient: MeetingSide,
  change: { last: NonNullable<HistoryEntry>; wasConfirmed: boolean; proposal: MeetingSlot | null },
): Promise<unknown> | undefined {
  const { last } = change;
  switch (last.action) {
    case "request":
      return sendMeetingRequestEmail(context, meeting);
    case "confirm":
      return sendMeetingAnswerEmail(context, meeting, { recipient, answer: "confirmed" });
    case "accept":
      return sendMeetingAnswerEmail(context, meeting, { recipient, answer: "rescheduleAccepted" });
    case "decline":
      return sendMeetingAnswerEmail(context, meeting, {
        recipient,
        answer: last.status === "cancelled" ? "declined" : "rescheduleDeclined",
      });
    case "reschedule":
      return change.proposal
        ? sendMeetingRescheduleEmail(context, meeting, { recipient, slot: change.proposal })
        : undefined;
    case "cancel":
      return sendMeetingCancellationEmail(context, meeting, {
        recipient,
        cancelledBy: last.actor_side,
        wasConfirmed: change.wasConfirmed,
      });
  }
}

/** Sends the mails the change calls for, each in its reader's language; never throws. */
export async function notifyMeetingChange(db: DB, notice: MeetingChangeNotice): Promise<void> {
  try {
    await rememberLocale(db, notice.actor);
    const loaded = await loadMeeting(db, notice.meetingId);
    if (!loaded?.last) return;
    const { meeting: row, last, before, people } = loaded;
    const event = await getEvent(db, { idOrSlug: row.event_id, locale: notice.actor.locale });
    if (!event) return;
    const fallback = event.defaultLocale;
    const byId = new Map(people.map((p) => [p.id, p]));
    const requester = byId.get(row.requester_id);
    const partner = byId.get(row.partner_id);
    if (!requester || !partner) return;
    const meeting: MeetingEmailMeeting = {
      id: row.id,
      slot: row.slot_start && row.slot_end ? { start: row.slot_start, end: row.slot_end } : null,
      place: row.place,
      message: row.message,
      // The version the change's conditional UPDATE raised: the same for both copies, higher on every change.
      sequence: row.version,
      requester: person(requester, fallback, Boolean(row.requester_shares_contact)),
      partner: person(partner, fallback, Boolean(row.partner_shares_contact)),
    };
    const change = {
      last,
      wasConfirmed: before?.status === "confirmed" || before?.status === "rescheduled",
      proposal: row.proposed_start && row.proposed_end ? { start: row.proposed_start, end: row.proposed_end } : null,
    };
    for (const recipient of recipientsOf(last, change.wasConfirmed)) {
      if (!meeting[recipient].email) continue;
      const context: MeetingEmailContext = {
        mail: notice.mail ?? mailer(),
        origin: notice.origin,
        // The event's name as the reader's language writes it: every word of the mail is theirs.
        eventName: await eventNameIn(db, event, meeting[recipient].locale),
        timeZone: event.timezone,
      };
      try {
        await sendTo(context, meeting, recipient, change);
      } catch (error) {
        console.error(`could not email the change of meeting ${notice.meetingId} to its ${recipient}:`, error);
      }
    }
  } catch (error) {
    console.error(`could not email the change of meeting ${notice.meetingId}:`, error);
  }
}
