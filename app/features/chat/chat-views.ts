import type { PersonKind } from "~/features/accounts/claim-rules";

// What the chat API and pages show (docs/product/chat.md): the JSON shapes of
// /api/collections/{collectionId}/conversations. Add fields, never rename.

export interface ChatPerson {
  personId: string;
  name: string;
  company: string;
  kind: PersonKind;
  profileImageUrl: string;
}

export interface ChatMessage {
  /** `${conversationId}:${seq}`. */
  id: string;
  conversationId: string;
  /** 1, 2, 3… in the order the messages were committed. */
  seq: number;
  senderId: string;
  /** Sent by the person asking. */
  mine: boolean;
  /** Plain text: never rendered as HTML (links are made clickable, nothing else). */
  body: string;
  sentAt: string;
  /** The sender's own id for the message, when they gave one (a retried send returns the same message). */
  clientId: string | null;
}

export interface ChatConversation {
  id: string;
  with: ChatPerson;
  /** Who started it (a person id). */
  startedBy: string;
  lastMessage: ChatMessage | null;
  lastSeq: number;
  /** The last message the person asking has read. */
  readSeq: number;
  unread: number;
  /** The person asking has blocked the other. */
  blockedByMe: boolean;
  createdAt: string;
  lastMessageAt: string | null;
}

/**
 * One change a participant's open pages hear over their live stream
 * (resource "chat"): which conversation, and the new message as they see it
 * when there is one. Pages read what they show again; the message lets a
 * client that keeps its own list add it without a reading.
 */
export interface ChatUpdate {
  conversationId: string;
  message?: ChatMessage;
}
