import type { ColumnType } from "kysely";

// Row types of what a signed-in user keeps and sends at one event
// (migration 0003-my-catalogue). Timestamps are ISO 8601 text; lists are JSON text.
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type FavoriteType = "product" | "exhibitor";

export interface FavoritesTable {
  event_id: string;
  user_id: string;
  item_id: string;
  type: FavoriteType;
  added_at: string;
  tags: Defaulted<string>; // JSON string[]
  list_id: string | null;
  list_name: string | null;
  /** One more at every write to the row (migration 0015): the API's ETag. */
  version: Defaulted<number>;
}

export interface FavoriteListsTable {
  event_id: string;
  user_id: string;
  id: string;
  name: string;
  /** listNameKey(name): unique per user and event (migration 0005). */
  name_key: string | null;
  created_at: string;
}

export interface TastingNotesTable {
  event_id: string;
  user_id: string;
  product_id: string;
  rating: number | null; // 1–5
  note: Defaulted<string>;
  sensory: Defaulted<string>; // JSON SensoryProfile
  added_at: string;
  updated_at: string;
  /** Raised by every write: an edit names the revision it was made on (docs/offline-writes.md). */
  revision: Defaulted<number>;
}

/** An edit of a tasting note made on an older revision, kept beside the note until settled (docs/offline-writes.md). */
export interface TastingNoteConflictsTable {
  event_id: string;
  user_id: string;
  product_id: string;
  write_id: string;
  rating: number | null;
  note: string;
  sensory: string;
  written_at: string;
  kept_at: string;
}

/** A write a device sent with its own id, applied once (docs/offline-writes.md). */
export interface ClientWritesTable {
  user_id: string;
  write_id: string;
  written_at: string;
}

export interface SampleCartItemsTable {
  event_id: string;
  user_id: string;
  product_id: string;
  added_at: string;
}

export interface SampleRequestsTable {
  id: string;
  event_id: string;
  user_id: string;
  submission_id: string;
  exhibitor_id: string;
  product_ids: string; // JSON string[]
  message: Defaulted<string>;
  requester_name: string;
  requester_email: string;
  locale: string;
  created_at: string;
  /** The exhibitor's handling (migration 0013): open until a representative marks it sent or declined. */
  status: Defaulted<SampleRequestStatus>;
  status_note: Defaulted<string>;
  status_changed_at: string | null;
  /** The user who last changed the status. */
  status_changed_by: string | null;
  /** Raised by every status change; a change names the revision it saw. */
  revision: Defaulted<number>;
}

export type SampleRequestStatus = "open" | "sent" | "declined";

export interface ContactMessagesTable {
  id: string;
  event_id: string;
  user_id: string;
  exhibitor_id: string;
  contact_id: string;
  sender_name: string;
  sender_email: string;
  message: string;
  locale: string;
  created_at: string;
  /** When the sender accepted the privacy policy (the form requires it). */
  privacy_accepted_at: string | null;
}

export interface MyCatalogueDatabase {
  favorites: FavoritesTable;
  favorite_lists: FavoriteListsTable;
  tasting_notes: TastingNotesTable;
  tasting_note_conflicts: TastingNoteConflictsTable;
  client_writes: ClientWritesTable;
  sample_cart_items: SampleCartItemsTable;
  sample_requests: SampleRequestsTable;
  contact_messages: ContactMessagesTable;
}
