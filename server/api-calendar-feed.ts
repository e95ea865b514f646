import express from "express";
import { z } from "zod";
import { requireApiUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { getEvent } from "~/features/events/events.server";
import { findCalendarFeedOwner } from "~/features/meetings/calendar-tokens.server";
import { type CalendarMeeting, meetingDownload, personalFeed } from "~/features/meetings/meeting-calendar";
import type { Meeting } from "~/features/meetings/meeting-views.server";
import { confirmedMeetings, getMeeting } from "~/features/meetings/meetings.server";
import { meetingParticipant, participantOfUser } from "~/features/people/participants.server";
import { links } from "~/lib/links";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { headersOnly } from "./own-user-target";
import { originOf } from "./serve-page";

// My confirmed meetings as iCalendar: a personal feed that Google Calendar,
// Outlook and Apple Calendar subscribe to (the secret token in its URL is the
// only credential, so a calendar app can read it; renewing or revoking the
// token ends an old URL), and one meeting's .ics download (signed in).

export const calendarFeedRouter = express.Router();

/** Where a token's feed is served. */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}${links.calendarFeed(token)}`;
}

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

function calendarMeeting(meeting: Meeting, origin: string, locale: Locale): CalendarMeeting | null {
  if (!meeting.start || !meeting.end) return null;
  return {
    id: meeting.id,
    start: meeting.start,
    end: meeting.end,
    place: meeting.place,
    message: meeting.message,
    requester: { id: meeting.requester.id, name: meeting.requester.name, company: meeting.requester.company },
    partner: { id: meeting.partner.id, name: meeting.partner.name, company: meeting.partner.company },
    sequence: meeting.sequence,
    url: `${origin}${links.myMeeting(locale, meeting.id)}`,
  };
}

function sendCalendar(res: express.Response, body: string, filename: string): void {
  res.setHeader("Content-Type", "text/calendar; charset=utf-8");
  res.setHeader("Content-Disposition", `inline; filename="${filename}"`);
  res.setHeader("Cache-Control", "private, no-store");
  res.send(body);
}

calendarFeedRouter.get("/calendar/:token.ics", async (req, res) => {
  const token = tokenSchema.safeParse(req.params.token);
  const owner = token.success ? await findCalendarFeedOwner(db(), { token: token.data }) : null;
  if (!owner) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const me = await participantOfUser(db(), owner);
  const event = await getEvent(db(), { idOrSlug: owner.eventId, locale: DEFAULT_LOCALE });
  if (!me || !event) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const locale = localeOf(req.query.lang ?? event.defaultLocale);
  const origin = originOf(req);
  const meetings = (await confirmedMeetings(db(), { me }))
    .map((meeting) => calendarMeeting(meeting, origin, locale))
    .filter((meeting) => meeting !== null);
  const body = personalFeed(meetings, {
    origin,
    eventName: event.name,
    reader: { personId: me.personId, t: serverT(locale) },
  });
  sendCalendar(res, body, "meetings.ics");
});

calendarFeedRouter.get("/collections/:collectionId/meetings/:meetingId.ics", async (req, res) => {
  const user = await requireApiUser(headersOnly(req));
  const ids = z.object({ collectionId: z.string().min(1).max(100), meetingId: z.string().min(1).max(64) });
  const parsed = ids.safeParse(req.params);
  if (!parsed.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const event = await getEvent(db(), { idOrSlug: parsed.data.collectionId, locale: DEFAULT_LOCALE });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  const me = await meetingParticipant(db(), { eventId: event.id, user });
  const meeting = await getMeeting(db(), { me, meetingId: parsed.data.meetingId });
  const locale = localeOf(req.query.lang ?? event.defaultLocale);
  const entry = calendarMeeting(meeting, originOf(req), locale);
  if (!entry) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const body = meetingDownload(entry, {
    origin: originOf(req),
    eventName: event.name,
    reader: { personId: me.personId, t: serverT(locale) },
  });
  sendCalendar(res, body, `meeting-${meeting.id}.ics`);
});
