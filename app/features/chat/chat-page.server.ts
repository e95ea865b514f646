import { currentUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError, pageRefusal } from "~/.server/errors";
import type { EventSummary } from "~/features/events/types";
import { resolveMyEvent } from "~/features/my-pages/my-event.server";
import { eventQuery } from "~/features/my-pages/my-page.server";
import type { Participant } from "~/features/people/participants.server";
import type { Locale } from "~/lib/locales";
import { chatParticipant } from "./chat-participant.server";
import { CHAT_MESSAGES } from "./chat-rules";

// What the chat pages (/{locale}/my/messages and a conversation) share on the
// server: the event (?event= or the primary one) and the signed-in user as the
// person they claimed there. Signed out, the page says "Sign in to read and
// send messages." with the sign-in box; a login without a claimed profile
// gets "To chat, sign in with the address you are registered with at this event.".

export interface ChatPage {
  locale: Locale;
  event: EventSummary;
  user: SessionUser;
  me: Participant;
  /** `?event=` as the page was opened with, for links between the pages. */
  query: string;
  /** What the browser needs to follow the user's live changes at the event. */
  live: { collectionId: string; uid: string };
}

export async function loadChatPage(args: { params: { locale?: string }; request: Request }): Promise<ChatPage> {
  const { locale, event } = await resolveMyEvent(args);
  try {
    const user = await currentUser(args.request);
    if (!user) throw new AppError("unauthenticated", CHAT_MESSAGES.notLoggedIn);
    const me = await chatParticipant(db(), { eventId: event.id, userId: user.id });
    return { locale, event, user, me, query: eventQuery(args.request), live: { collectionId: event.id, uid: user.id } };
  } catch (error) {
    pageRefusal(error);
  }
}
