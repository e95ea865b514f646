import type { ColumnType } from "kysely";

// Row types of chat (migration 0011-chat). Instants are ISO 8601 UTC text.
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ChatConversationsTable {
  id: string;
  event_id: string;
  person_low: string;
  person_high: string;
  started_by: string;
  last_seq: Defaulted<number>;
  last_message_at: string | null;
  created_at: string;
}

export interface ChatParticipantsTable {
  conversation_id: string;
  person_id: string;
  event_id: string;
  read_seq: Defaulted<number>;
  notified_seq: Defaulted<number>;
}

export interface ChatMessagesTable {
  conversation_id: string;
  seq: number;
  sender_id: string;
  client_id: string | null;
  body: string;
  created_at: string;
}

export interface ChatBlocksTable {
  event_id: string;
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface ChatReportsTable {
  id: string;
  event_id: string;
  conversation_id: string;
  reporter_id: string;
  reported_id: string;
  reason: string;
  last_seq: number;
  created_at: string;
  handled_at: string | null;
}

export interface ChatDigestsTable {
  person_id: string;
  sent_at: string;
}

export interface ChatDatabase {
  chat_conversations: ChatConversationsTable;
  chat_participants: ChatParticipantsTable;
  chat_messages: ChatMessagesTable;
  chat_blocks: ChatBlocksTable;
  chat_reports: ChatReportsTable;
  chat_digests: ChatDigestsTable;
}
