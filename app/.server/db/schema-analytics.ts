import type { Generated } from "kysely";

// Row types of first-party analytics (migration 0010-analytics, docs/analytics.md).

export type AnalyticsEventKind = "page_view" | "outbound_click";
export type AnalyticsEntityType = "exhibitor" | "product";
export type OutboundLinkKind = "shop" | "website" | "other";

export interface AnalyticsEventsTable {
  id: Generated<number | string>;
  kind: AnalyticsEventKind;
  /** The event the page belongs to: the one in its path, else the primary event; NULL when none is known. */
  event_id: string | null;
  /** The page's path only: never its query or hash. */
  path: string;
  entity_type: AnalyticsEntityType | null;
  entity_id: string | null;
  /** An outbound click's destination: origin and path, without query or hash. */
  target: string | null;
  link_kind: OutboundLinkKind | null;
  locale: string | null;
  created_at: string;
}

export interface AnalyticsDatabase {
  analytics_events: AnalyticsEventsTable;
}
