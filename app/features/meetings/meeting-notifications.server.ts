import type { DB } from "~/.server/db";
import { mailer } from "~/.server/email";
import type { Mailer } from "~/.server/email/mailer";
import { getEvent } from "~/features/events/events.server";
import { isLocale, type Locale } from "~/lib/locales";
import {
  type MeetingEmailContext,
  type MeetingEmailMeeting,
  type MeetingEmailPerson,
  type MeetingSide,
  sendMeetingAnswerEmail,
  sendMeetingCancellationEmail,
  sendMeetingRequestEmail,
  sendMeetingRescheduleEmail,
} from "./meeting-emails.server";
import { otherSide } from "./meeting-states";

// After a meeting changed, the e-mail the other person gets (and with it the
// calendar invitation or cancellation), in that person's language: the one
// they last used for meetings, else the event's (docs/meeting-calendar.md).
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

/** Sends the mail the change calls for; never throws. */
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
      sequence: row.version,
      requester: person(requester, fallback, Boolean(row.requester_shares_contact)),
      partner: person(partner, fallback, Boolean(row.partner_shares_contact)),
    };
    const recipient: MeetingSide = otherSide(last.actor_side);
    if (!meeting[recipient].email) return;
    const recipientEvent = await getEvent(db, { idOrSlug: row.event_id, locale: meeting[recipient].locale });
    const context: MeetingEmailContext = {
      mail: notice.mail ?? mailer(),
      origin: notice.origin,
      eventName: recipientEvent?.name ?? event.name,
      timeZone: event.timezone,
    };
    switch (last.action) {
      case "request":
        await sendMeetingRequestEmail(context, meeting);
        return;
      case "confirm":
        await sendMeetingAnswerEmail(context, meeting, { recipient, answer: "confirmed" });
        return;
      case "accept":
        await sendMeetingAnswerEmail(context, meeting, { recipient, answer: "rescheduleAccepted" });
        return;
      case "decline":
        await sendMeetingAnswerEmail(context, meeting, {
          recipient,
          answer: last.status === "cancelled" ? "declined" : "rescheduleDeclined",
        });
        return;
      case "reschedule":
        if (row.proposed_start && row.proposed_end)
          await sendMeetingRescheduleEmail(context, meeting, {
            recipient,
            slot: { start: row.proposed_start, end: row.proposed_end },
          });
        return;
      case "cancel":
        await sendMeetingCancellationEmail(context, meeting, {
          recipient,
          cancelledBy: last.actor_side,
          wasConfirmed: before?.status === "confirmed" || before?.status === "rescheduled",
        });
        return;
    }
  } catch (error) {
    console.error(`could not email the change of meeting ${notice.meetingId}:`, error);
  }
}
