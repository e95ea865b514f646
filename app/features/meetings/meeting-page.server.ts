import { currentUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { pageRefusal } from "~/.server/errors";
import type { EventSummary } from "~/features/events/types";
import { resolveMyEvent } from "~/features/my-pages/my-event.server";
import { eventQuery } from "~/features/my-pages/my-page.server";
import type { Locale } from "~/lib/locales";
import { meetingParticipant, type Participant } from "../people/participants.server";
import { loadMeetingEvent, type MeetingEvent } from "./meeting-event.server";

// What the meeting pages (/{locale}/my/meetings, a meeting, its action pages,
// /{locale}/my/schedule) share on the server: the event (?event= or the
// primary one), the signed-in user as the person they claimed there, and the
// event's meeting calendar. Signed out, the page says "We can't load the
// meeting details because you are not logged in." with the sign-in box; a
// login not registered at the event gets "Email address not registered for
// meeting booking" with its detail and advice (docs/product/meetings.md).

export interface MeetingPage {
  locale: Locale;
  event: EventSummary;
  meetingEvent: MeetingEvent;
  user: SessionUser;
  me: Participant;
  /** `?event=` as the page was opened with, for links between the pages. */
  query: string;
  /** What the browser needs to follow the user's live changes at the event. */
  live: { collectionId: string; uid: string };
}

export async function loadMeetingPage(args: { params: { locale?: string }; request: Request }): Promise<MeetingPage> {
  const { locale, event } = await resolveMyEvent(args);
  try {
    const user = await currentUser(args.request);
    const me = await meetingParticipant(db(), { eventId: event.id, user });
    const meetingEvent = await loadMeetingEvent(db(), event.id);
    return {
      locale,
      event,
      meetingEvent,
      user: user as SessionUser,
      me,
      query: eventQuery(args.request),
      live: { collectionId: event.id, uid: me.userId },
    };
  } catch (error) {
    pageRefusal(error);
  }
}
