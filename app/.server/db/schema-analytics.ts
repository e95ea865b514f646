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

/**
 * What a row of analytics_counts counts: page views by kind of page, outbound
 * clicks by kind of link, bookmarks held by what they keep (by when they were
 * added), tasting notes.
 */
export type AnalyticsMeasure =
  | "view:exhibitor"
  | "view:product"
  | "view:other"
  | "click:website"
  | "click:shop"
  | "click:other"
  | "favorite:product"
  | "favorite:exhibitor"
  | "tasting_note";

/** Page views and outbound clicks per UTC quarter hour (migration 0023, docs/analytics.md "Counts rolled up per batch"). */
export interface AnalyticsCountsTable {
  event_id: string;
  /** "YYYY-MM-DDTHH:MM" in UTC, the minutes 00, 15, 30 or 45. */
  bucket: string;
  measure: AnalyticsMeasure;
  count: number | string;
}

/** Every product's page views, every link's clicks since the first, and the bookmarks every item holds. */
export interface AnalyticsItemCountsTable {
  event_id: string;
  measure: "product_view" | "click" | "favorite:product" | "favorite:exhibitor";
  /** The product's id, the click's target, or the bookmarked product's or exhibitor's id. */
  item: string;
  /** The click's kind of link; "" for a product. */
  detail: string;
  count: number | string;
}

export interface AnalyticsDatabase {
  analytics_events: AnalyticsEventsTable;
  analytics_counts: AnalyticsCountsTable;
  analytics_item_counts: AnalyticsItemCountsTable;
}
