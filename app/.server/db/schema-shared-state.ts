// Row types of what the instances of a site share (migration 0018-shared-counters,
// docs/operations/shared-state.md). Times are milliseconds since the epoch;
// PostgreSQL reads a bigint back as text.
type Millis = number | string;

export interface RateLimitCountersTable {
  key: string;
  window_start: Millis;
  count: number;
  block_ms: Millis;
  blocked_until: Millis;
  last_seen: Millis;
}

export interface LiveStreamsTable {
  id: string;
  user_id: string;
  instance_id: string;
  opened_at: Millis;
  seen_at: Millis;
}

export interface SiteFactsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface SharedStateDatabase {
  rate_limit_counters: RateLimitCountersTable;
  live_streams: LiveStreamsTable;
  site_facts: SiteFactsTable;
}
