import type { PersonKind } from "~/features/accounts/claim-rules";
import { maySeePerson, type PersonPrivacy, roleOfPerson } from "~/features/people/privacy";
import { defineMessages } from "~/lib/messages";

// Chat between the people of an event (docs/product/chat.md): who may write
// to whom, the limits, and the refusals' words (keys of
// locales/<lng>/chat.json "errors"). Pure, so the page and the API agree.

export const CHAT_MESSAGES = defineMessages("chat:errors", {
  notLoggedIn: "Sign in to read and send messages.",
  noProfile: "To chat, sign in with the address you are registered with at this event.",
  personNotFound: "This person could not be found.",
  ownConversation: "You cannot start a conversation with yourself.",
  notAccepted: "This person does not accept chats from you.",
  blocked: "You cannot write to this person.",
  conversationNotFound: "Conversation not found",
  bodyRequired: "Please write a message.",
  bodyTooLong: "A message can have at most 2,000 characters.",
  tooManyMessages: "You are sending messages too quickly. Please wait a minute.",
  tooManyConversations: "You have started many conversations in the last hour. Please try again later.",
  reasonTooLong: "Please describe the problem in at most 1,000 characters.",
});

export const MAX_MESSAGE_LENGTH = 2_000;
export const MAX_REASON_LENGTH = 1_000;
/** Messages one person may send a minute, across their conversations. */
export const MESSAGES_PER_MINUTE = 30;
/** Conversations one person may start an hour. */
export const CONVERSATIONS_PER_HOUR = 20;
/** Messages a page of history holds. */
export const MESSAGE_PAGE = 50;

export type StartRefusal = keyof Pick<
  typeof CHAT_MESSAGES,
  "ownConversation" | "personNotFound" | "notAccepted" | "blocked"
>;

/**
 * Whether a person may start a conversation with another: not with
 * themselves; only with someone they may see (anyone else is "not found", as
 * if absent); only with someone who accepts chats from their role; never
 * with someone who blocked them.
 */
export function startRefusal(
  sender: { id: string; kind: PersonKind },
  recipient: { id: string; privacy: PersonPrivacy },
  blockedBySender: boolean,
): StartRefusal | null {
  if (sender.id === recipient.id) return "ownConversation";
  const role = roleOfPerson(sender.kind);
  if (!maySeePerson({ role, personId: sender.id }, recipient)) return "personNotFound";
  if (blockedBySender) return "blocked";
  return recipient.privacy.acceptsChatsFrom.includes(role) ? null : "notAccepted";
}

/** A message's text as stored: trimmed, line ends unified; null when empty. */
export function messageText(input: string): string | null {
  const text = input.replace(/\r\n?/g, "\n").trim();
  return text ? text : null;
}

/** The pair of a conversation, the smaller id first (one conversation per pair). */
export function pairOf(a: string, b: string): { low: string; high: string } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** Unread messages of a participant: those after their read position (their own messages move it). */
export function unreadCount(lastSeq: number, readSeq: number): number {
  return Math.max(0, lastSeq - readSeq);
}

export interface TextPart {
  text: string;
  /** Set when the part is a web address to link to. */
  href?: string;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * A message split into plain text and web addresses (http and https only),
 * for the page to render as text and links: nothing in a message is ever
 * HTML. Punctuation after an address stays text.
 */
export function linkifyParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, "");
    if (!URL.canParse(url)) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
