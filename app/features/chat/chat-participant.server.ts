import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { type Participant, participantOfUser } from "~/features/people/participants.server";
import { CHAT_MESSAGES } from "./chat-rules";

// Who a signed-in user is in chat: the person profile they claimed at the
// event, as in meetings (chat is always on; no booking approval needed).

export async function chatParticipant(db: DB, options: { eventId: string; userId: string }): Promise<Participant> {
  const participant = await participantOfUser(db, options);
  if (!participant) throw new AppError("forbidden", CHAT_MESSAGES.noProfile);
  return participant;
}
