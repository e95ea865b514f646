import express, { type Request, type Response } from "express";
import { z } from "zod";
import { localeOfHeaders } from "~/.server/auth/auth-locale";
import { authSecret } from "~/.server/auth/auth-secret";
import { db } from "~/.server/db";
import { rescheduleSchema } from "~/features/meetings/booking-form";
import { calendarFeedToken, renewCalendarToken, revokeCalendarToken } from "~/features/meetings/calendar-tokens.server";
import {
  acceptMeeting,
  cancelMeeting,
  confirmMeeting,
  declineMeeting,
  rescheduleMeeting,
} from "~/features/meetings/meeting-actions.server";
import { notifyMeetingChange } from "~/features/meetings/meeting-notifications.server";
import type { Meeting } from "~/features/meetings/meeting-views.server";
import { getMeeting, listMeetings, requestMeeting } from "~/features/meetings/meetings.server";
import { directoryQuerySchema, searchPeople } from "~/features/meetings/people-directory.server";
import { blockDayPart, blockTime, mySchedule, personSlots, unblockTime } from "~/features/meetings/schedule.server";
import { DAY_PARTS } from "~/features/meetings/slots";
import { directoryViewer, meetingParticipant, type Participant } from "~/features/people/participants.server";
import { calendarFeedUrl } from "./api-calendar-feed";
import { authorizeEventCaller, eventCaller, idSchema } from "./event-caller";
import { jsonBodyReader } from "./read-json";
import { originOf } from "./serve-page";

// The people directory, meetings and the schedule (docs/product/meetings.md)
// under /api/collections/{collectionId}: signed in, private, the refusals of
// every API ({ error: { code, message, messageKey } }). Another person's
// meeting is the same 404 as one that does not exist. Every committed change
// sends the other person's e-mail after the answer is decided.

export const meetingsApiRouter = express.Router();

const EVENT = "/collections/:collectionId";
const readJson = jsonBodyReader("32kb");

const authorize = authorizeEventCaller;
const caller = eventCaller;

/** The caller as a meeting participant: approved for booking at this event, else refused with the spec's words. */
function participant(res: Response): Promise<Participant> {
  const { eventId, user } = caller(res);
  return meetingParticipant(db(), { eventId, user });
}

async function notify(req: Request, me: Participant, meeting: Meeting): Promise<void> {
  await notifyMeetingChange(db(), {
    meetingId: meeting.id,
    actor: { personId: me.personId, locale: localeOfHeaders({ get: (name) => req.get(name) }) },
    origin: originOf(req),
  });
}

// ---- the people directory ----

meetingsApiRouter.get(`${EVENT}/people`, authorize, async (req, res) => {
  const { eventId, user } = caller(res);
  const query = directoryQuerySchema.parse(req.query);
  const viewer = await directoryViewer(db(), { eventId, user });
  res.json(await searchPeople(db(), { eventId, viewer, query }));
});

meetingsApiRouter.get(`${EVENT}/people/:personId/slots`, authorize, async (req, res) => {
  const { eventId, user } = caller(res);
  const personId = idSchema.parse(req.params.personId);
  const viewer = await directoryViewer(db(), { eventId, user });
  res.json({ slots: await personSlots(db(), { eventId, viewer, personId }) });
});

// ---- meetings ----

meetingsApiRouter.get(`${EVENT}/meetings`, authorize, async (_req, res) => {
  const inbox = await listMeetings(db(), { me: await participant(res) });
  const meetings = [...inbox.needsResponse, ...inbox.upcoming, ...inbox.past, ...inbox.cancelled];
  const ids = (list: Meeting[]) => list.map((meeting) => meeting.id);
  res.json({
    meetings,
    groups: {
      needsResponse: ids(inbox.needsResponse),
      upcoming: ids(inbox.upcoming),
      past: ids(inbox.past),
      cancelled: ids(inbox.cancelled),
    },
  });
});

meetingsApiRouter.post(`${EVENT}/meetings`, authorize, readJson, async (req, res) => {
  const me = await participant(res);
  const meeting = await requestMeeting(db(), { me, form: req.body ?? {} });
  await notify(req, me, meeting);
  res.status(201).json({ meeting });
});

meetingsApiRouter.get(`${EVENT}/meetings/:meetingId`, authorize, async (req, res) => {
  const me = await participant(res);
  res.json({ meeting: await getMeeting(db(), { me, meetingId: idSchema.parse(req.params.meetingId) }) });
});

const shareSchema = z.object({ shareContactDetails: z.boolean().optional() });
const ACTIONS = { confirm: confirmMeeting, accept: acceptMeeting, decline: declineMeeting, cancel: cancelMeeting };

for (const [action, run] of Object.entries(ACTIONS)) {
  meetingsApiRouter.post(`${EVENT}/meetings/:meetingId/${action}`, authorize, readJson, async (req, res) => {
    const me = await participant(res);
    const meetingId = idSchema.parse(req.params.meetingId);
    const { shareContactDetails } = shareSchema.parse(req.body ?? {});
    const meeting = await run(db(), { me, meetingId, shareContactDetails });
    await notify(req, me, meeting);
    res.json({ meeting });
  });
}

meetingsApiRouter.post(`${EVENT}/meetings/:meetingId/reschedule`, authorize, readJson, async (req, res) => {
  const me = await participant(res);
  const meetingId = idSchema.parse(req.params.meetingId);
  const { start } = rescheduleSchema.parse(req.body ?? {});
  const meeting = await rescheduleMeeting(db(), { me, meetingId, start });
  await notify(req, me, meeting);
  res.json({ meeting });
});

// ---- the schedule ----

meetingsApiRouter.get(`${EVENT}/schedule`, authorize, async (_req, res) => {
  res.json(await mySchedule(db(), { me: await participant(res) }));
});

const blockSchema = z.union([
  z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
  z.object({ date: z.iso.date(), part: z.enum(DAY_PARTS) }),
]);

meetingsApiRouter.post(`${EVENT}/schedule/blocks`, authorize, readJson, async (req, res) => {
  const me = await participant(res);
  const input = blockSchema.parse(req.body ?? {});
  const block = "date" in input ? await blockDayPart(db(), { me, ...input }) : await blockTime(db(), { me, ...input });
  res.status(201).json({ block });
});

meetingsApiRouter.delete(`${EVENT}/schedule/blocks/:blockId`, authorize, async (req, res) => {
  const me = await participant(res);
  await unblockTime(db(), { me, blockId: idSchema.parse(req.params.blockId) });
  res.status(204).end();
});

// ---- my calendar feed ----

meetingsApiRouter.get(`${EVENT}/schedule/calendar-url`, authorize, async (req, res) => {
  const { eventId, user } = caller(res);
  await participant(res);
  const token = await calendarFeedToken(db(), { eventId, userId: user.id, secret: authSecret() });
  res.json({ url: calendarFeedUrl(originOf(req), token) });
});

meetingsApiRouter.post(`${EVENT}/schedule/calendar-url`, authorize, async (req, res) => {
  const { eventId, user } = caller(res);
  await participant(res);
  const token = await renewCalendarToken(db(), { eventId, userId: user.id, secret: authSecret() });
  res.json({ url: calendarFeedUrl(originOf(req), token) });
});

meetingsApiRouter.delete(`${EVENT}/schedule/calendar-url`, authorize, async (_req, res) => {
  const { eventId, user } = caller(res);
  await revokeCalendarToken(db(), { eventId, userId: user.id });
  res.status(204).end();
});
