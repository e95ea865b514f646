import type { ColumnType } from "kysely";

// Row types of meetings and schedules (migration 0004-meetings). Instants are
// ISO 8601 UTC text; booleans read back as 0/1 on SQLite (use toBool).
type Bool = number | boolean;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type MeetingSide = "requester" | "partner";

export interface MeetingsTable {
  id: string;
  event_id: string;
  requester_id: string;
  partner_id: string;
  status: string; // requested | confirmed | rescheduled | cancelled
  awaiting: MeetingSide | null;
  slot_start: string | null;
  slot_end: string | null;
  proposed_start: string | null;
  proposed_end: string | null;
  proposed_by: MeetingSide | null;
  resumes_status: "requested" | "confirmed" | null;
  cancelled_by: MeetingSide | null;
  declined: Defaulted<Bool>;
  place: Defaulted<string>;
  message: string;
  requester_telephone: Defaulted<string>;
  requester_shares_contact: Defaulted<Bool>;
  partner_shares_contact: Defaulted<Bool>;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface MeetingHistoryTable {
  meeting_id: string;
  version: number;
  actor_id: string;
  actor_side: MeetingSide;
  action: string; // request | confirm | accept | decline | cancel | reschedule
  status: string;
  slot_start: string | null;
  proposed_start: string | null;
  created_at: string;
}

export interface ScheduleBlocksTable {
  id: string;
  event_id: string;
  person_id: string;
  starts_at: string;
  ends_at: string;
  created_at: string;
}

export type SlotHoldKind = "meeting" | "proposal" | "block";

export interface SlotHoldsTable {
  event_id: string;
  person_id: string;
  slot_start: string;
  slot_end: string;
  kind: SlotHoldKind;
  meeting_id: string | null;
  block_id: string | null;
}

export interface CalendarTokensTable {
  event_id: string;
  user_id: string;
  token_hash: string;
  nonce: string;
  created_at: string;
}

export interface MeetingsDatabase {
  meetings: MeetingsTable;
  meeting_history: MeetingHistoryTable;
  schedule_blocks: ScheduleBlocksTable;
  slot_holds: SlotHoldsTable;
  calendar_tokens: CalendarTokensTable;
}
