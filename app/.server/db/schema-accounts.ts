import type { ColumnType } from "kysely";

// Row types of the accounts tables (migration 0002). better-auth owns the
// auth_* tables and reads and writes them through its own adapter; these
// types let our queries join them (for example a user's email).
type Bool = number | boolean;
/** timestamptz on PostgreSQL (Date), ISO text on SQLite. */
type Time = ColumnType<Date | string, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AuthUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Defaulted<Bool>;
  image: string | null;
  phone: string | null;
  created_at: Time;
  updated_at: Time;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Time;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Time;
  updated_at: Time;
}

export interface AuthAccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  password: string | null;
  created_at: Time;
  updated_at: Time;
}

export interface UserProfilesTable {
  event_id: string;
  user_id: string;
  primary_role: string; // VISITOR | REPRESENTATIVE
  data: string; // JSON of the validated UserProfile
  created_at: string;
  updated_at: string;
}

export type PersonKind = "representative" | "attendee";

export interface PersonProfilesTable {
  id: string;
  event_id: string;
  kind: PersonKind;
  registration_id: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  sort_number: number | null;
  discoverable: Defaulted<Bool>;
  email: Defaulted<string>;
  name: Defaulted<string>;
  job_title: Defaulted<string>;
  company: Defaulted<string>;
  telephone: Defaulted<string>;
  linkedin_url: Defaulted<string>;
  video_call_id: Defaulted<string>;
  office_phone: Defaulted<string>;
  mobile_phone: Defaulted<string>;
  profile_image_url: Defaulted<string>;
  attendee_type: Defaulted<string>;
  table_number: Defaulted<string>;
  /** The language of the person's meeting e-mails; "" for the event's default. */
  locale: Defaulted<string>;
  /** ISO 3166-1 alpha-2 or "" (migration 0004). */
  country: Defaulted<string>;
  /** When the organizer last invited the person to claim the entry (migration 0009). */
  invited_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of that invitation; "" before the first. */
  invited_locale: Defaulted<string>;
  created_at: string;
  updated_at: string;
  /** Gets the e-mail digest of unread chat messages (migration 0012). */
  chat_digest: Defaulted<Bool>;
}

export interface EventRolesTable {
  event_id: string;
  user_id: string;
  role: "organizer";
  created_at: string;
}

/** An organizer invited by an address with no account yet (docs/product/site-settings.md). */
export interface OrganizerInvitationsTable {
  event_id: string;
  email: string;
  invited_by: string | null;
  created_at: string;
}

/** What organizers, the command line and the admin API changed at an event. */
export interface AuditLogTable {
  id: string;
  event_id: string;
  actor_id: string | null;
  actor: string;
  action: string;
  subject: ColumnType<string, string | undefined, string>;
  details: ColumnType<string, string | undefined, string>; // JSON
  created_at: string;
}

export interface AccountsDatabase {
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  user_profiles: UserProfilesTable;
  person_profiles: PersonProfilesTable;
  event_roles: EventRolesTable;
  organizer_invitations: OrganizerInvitationsTable;
  audit_log: AuditLogTable;
}
