import { sql } from "kysely";
import type { DB } from "~/.server/db";
import type {
  AnalyticsEntityType,
  AnalyticsEventKind,
  AnalyticsMeasure,
  OutboundLinkKind,
} from "~/.server/db/schema-analytics";
import { productNames } from "../catalogue/item-names.server";
import { utcToWallClock, wallClockToUtc } from "../meetings/slots";
import { addDays } from "./report-range";
import { countsInRange, topInRange } from "./rolled-up-counts.server";

// The report's queries on analytics_events (issue 16, docs/analytics.md).
// Days are the event's: from and to are dates on its clock (inclusive), and
// a view at 23:30 in Vienna counts on Vienna's day, not UTC's. Everything is
// counted by the database: the whole event's figures from the counts rolled
// up as each batch is written (migration 0023, roll-up.server.ts), one
// exhibitor's from its own rows (GROUP BY over the indexes of migration
// 0014); only the counts come back, never the rows.

export interface DayRange {
  eventId: string;
  /** First day, "YYYY-MM-DD" on the event's clock. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

/** A report's range, for the whole event or only one exhibitor's pages (its own page and its products'). */
export interface ReportScope extends DayRange {
  timeZone?: string;
  exhibitorId?: string;
}

/** The instants that open `from` and close `to` on the event's clock (its own zone unless one is given), as stored. */
export async function rangeInstants(db: DB, range: DayRange & { timeZone?: string }) {
  const timeZone =
    range.timeZone ??
    (await db.selectFrom("events").select("timezone").where("id", "=", range.eventId).executeTakeFirst())?.timezone ??
    "UTC";
  return {
    timeZone,
    start: wallClockToUtc(range.from, "00:00", timeZone).toISOString(),
    end: wallClockToUtc(addDays(range.to, 1), "00:00", timeZone).toISOString(),
  };
}

/** The products an exhibitor shows at the event: what its report counts besides its own page. */
export function exhibitorProducts(db: DB, eventId: string, exhibitorId: string) {
  return db
    .selectFrom("registered_products")
    .select("product_id")
    .where("event_id", "=", eventId)
    .where("exhibitor_id", "=", exhibitorId);
}

/** A scope as a query reads it: its instants, and the exhibitor's products at the event when it names one. */
interface ScopeRead {
  start: string;
  end: string;
  timeZone: string;
  productIds?: string[];
}

/**
 * The exhibitor's products are read first and handed to the count as a list:
 * as a subquery, PostgreSQL estimated a scan of the event's rows cheaper than
 * one index lookup per product, and read a million rows for 500 products.
 */
async function readScope(db: DB, scope: ReportScope): Promise<ScopeRead> {
  const [instants, products] = await Promise.all([
    rangeInstants(db, scope),
    scope.exhibitorId === undefined ? undefined : exhibitorProducts(db, scope.eventId, scope.exhibitorId).execute(),
  ]);
  return { ...instants, productIds: products?.map((p) => p.product_id) };
}

/** More products than this are read by a subquery (SQLite binds at most 32,766 values). */
export const MAX_LISTED_PRODUCTS = 10_000;

// Only what a report reads: page views are counted from the indexes alone.
type Column = "created_at" | "entity_type" | "entity_id" | "target" | "link_kind";
const VIEW_COLUMNS = ["created_at", "entity_type", "entity_id"] as const;
const CLICK_COLUMNS = ["entity_type", "entity_id", "target", "link_kind"] as const;

/**
 * The rows of one kind in the scope's range: the event's, or those of one
 * exhibitor's pages (its own page and the pages of the products it shows at
 * the event) as two parts each read along the entity index, so one
 * exhibitor's report reads its own rows and not the event's.
 */
function eventsInScope<C extends Column>(
  db: DB,
  scope: ReportScope,
  kind: "page_view" | "outbound_click",
  read: ScopeRead,
  columns: readonly C[],
) {
  const inRange = () =>
    db
      .selectFrom("analytics_events")
      .select(columns)
      .where("event_id", "=", scope.eventId)
      .where("kind", "=", kind)
      .where("created_at", ">=", read.start)
      .where("created_at", "<", read.end);
  if (scope.exhibitorId === undefined || read.productIds === undefined) {
    return db.selectFrom(inRange().as("analytics_events"));
  }
  const ownPage = inRange().where("entity_type", "=", "exhibitor").where("entity_id", "=", scope.exhibitorId);
  // Past SQLite's limit of bound values a list cannot be sent; the subquery then reads the same products.
  const products =
    read.productIds.length > MAX_LISTED_PRODUCTS
      ? exhibitorProducts(db, scope.eventId, scope.exhibitorId)
      : read.productIds;
  const own =
    read.productIds.length === 0
      ? ownPage
      : ownPage.unionAll(inRange().where("entity_type", "=", "product").where("entity_id", "in", products));
  return db.selectFrom(own.as("analytics_events"));
}

const offsetMinutes = (instant: Date, timeZone: string) => {
  const wall = utcToWallClock(instant, timeZone);
  return Math.round((Date.parse(`${wall.date}T${wall.time}:00Z`) - instant.getTime()) / 60_000);
};

/**
 * How much of the stored ISO text the database groups by: the hour where the
 * zone's offset on every day of the range is whole hours (most zones), ten
 * minutes for half hours (India, Lord Howe's summer), else the minute
 * (Nepal's quarter). So a year of views is at most 8,784 rows per series.
 */
function bucketLength(days: readonly string[], timeZone: string): 13 | 15 | 16 {
  let length: 13 | 15 | 16 = 13;
  for (const day of days) {
    const offset = offsetMinutes(wallClockToUtc(day, "12:00", timeZone), timeZone);
    if (offset % 10 !== 0) return 16;
    if (offset % 60 !== 0) length = 15;
  }
  return length;
}

const BUCKET_START = { 13: ":00:00Z", 15: "0:00Z", 16: ":00Z" } as const;

function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface DayViews {
  day: string;
  views: number;
}

/**
 * Page views per day of the event's clock, every day of the range listed (0
 * for a day without views); only the views of one exhibitor's or product's
 * page with `entity`.
 */
export async function pageViewsByDay(
  db: DB,
  options: DayRange & { timeZone?: string; entity?: { type: AnalyticsEntityType; id: string } },
): Promise<DayViews[]> {
  const { entity } = options;
  const days = await viewsPerDay(
    db,
    options,
    entity && ((q) => q.where("entity_type", "=", entity.type).where("entity_id", "=", entity.id)),
  );
  return days.map(({ day, exhibitor, product, other }) => ({ day, views: exhibitor + product + other }));
}

export interface DayViewsByPage {
  day: string;
  /** Views of exhibitor pages. */
  exhibitor: number;
  /** Views of product pages. */
  product: number;
  /** Views of every other page of the event (its home, lists, the catalogue): 0 for one exhibitor. */
  other: number;
}

/** Page views per day of the event's clock, split by the kind of page; every day of the range listed. */
export function pageViewsByDayAndPage(db: DB, scope: ReportScope): Promise<DayViewsByPage[]> {
  return viewsPerDay(db, scope);
}

type ViewsQuery = ReturnType<typeof eventsInScope<(typeof VIEW_COLUMNS)[number]>>;

interface BucketViews {
  bucket: string;
  page: string | null;
  views: number | string;
}

/**
 * Page views per day: the whole event's from the quarter-hour counts
 * (roll-up.server.ts), one exhibitor's or one page's from its rows.
 */
async function viewsPerDay(
  db: DB,
  scope: ReportScope,
  narrow?: (q: ViewsQuery) => ViewsQuery,
): Promise<DayViewsByPage[]> {
  const read = await readScope(db, scope);
  const days = daysOf(scope);
  const length = bucketLength(days, read.timeZone);
  let rows: BucketViews[];
  if (scope.exhibitorId === undefined && narrow === undefined) {
    const bucket = sql<string>`substr(bucket, 1, ${sql.lit(length)})`;
    rows = await db
      .selectFrom("analytics_counts")
      .select([bucket.as("bucket"), sql<string>`substr(measure, 6)`.as("page"), sql<string>`sum(count)`.as("views")])
      .where("event_id", "=", scope.eventId)
      .where("measure", "in", VIEW_MEASURES)
      .where("bucket", ">=", read.start.slice(0, 16))
      .where("bucket", "<", read.end.slice(0, 16))
      .groupBy([bucket, "measure"])
      .execute();
  } else {
    const bucket = sql<string>`substr(created_at, 1, ${sql.lit(length)})`;
    const query = eventsInScope(db, scope, "page_view", read, VIEW_COLUMNS);
    rows = await (narrow ? narrow(query) : query)
      .select([bucket.as("bucket"), "entity_type as page", (eb) => eb.fn.countAll<number | string>().as("views")])
      .groupBy([bucket, "entity_type"])
      .execute();
  }
  const byDay = days.map((day) => ({ day, exhibitor: 0, product: 0, other: 0 }));
  const dayOf = dayFinder(days, read.timeZone);
  for (const row of rows) {
    const counts = byDay[dayOf(`${row.bucket}${BUCKET_START[length]}`)];
    if (!counts) continue;
    const page = row.page === "exhibitor" || row.page === "product" ? row.page : "other";
    counts[page] += Number(row.views);
  }
  return byDay;
}

/**
 * Which of the days (on the zone's clock) an instant falls on: its index, or
 * -1 before the first. The zone is asked once per day, not once per bucket.
 */
function dayFinder(days: readonly string[], timeZone: string): (instant: string) => number {
  const starts = days.map((day) => wallClockToUtc(day, "00:00", timeZone).toISOString().slice(0, 19));
  return (instant) => {
    const at = instant.slice(0, 19);
    let low = 0;
    let high = starts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle] <= at) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

const VIEW_MEASURES = ["view:exhibitor", "view:product", "view:other"] satisfies AnalyticsMeasure[];
const CLICK_MEASURES = ["click:website", "click:shop", "click:other"] satisfies AnalyticsMeasure[];

/** The event's rows of one kind before and after the range: what the rolled-up top lists take away. */
function outsideRange<C extends Column>(
  db: DB,
  eventId: string,
  kind: AnalyticsEventKind,
  read: ScopeRead,
  columns: readonly C[],
) {
  const rows = () =>
    db.selectFrom("analytics_events").select(columns).where("event_id", "=", eventId).where("kind", "=", kind);
  const both = rows()
    .where("created_at", "<", read.start)
    .unionAll(rows().where("created_at", ">=", read.end));
  return db.selectFrom(both.as("analytics_events"));
}

export interface ProductViews {
  productId: string;
  name: string;
  views: number;
}

/** The most viewed product pages in the range, most viewed first (ties by id); `limit` of them. */
export async function topProductsByViews(db: DB, scope: ReportScope & { limit: number }): Promise<ProductViews[]> {
  const read = await readScope(db, scope);
  const views = sql<number | string>`count(*)`;
  const rolledUp =
    scope.exhibitorId === undefined
      ? await topInRange(db, {
          ...scope,
          ...read,
          measure: "product_view",
          bucketMeasures: ["view:product"],
          outside: async () =>
            (
              await outsideRange(db, scope.eventId, "page_view", read, VIEW_COLUMNS)
                .where("entity_type", "=", "product")
                .select(["entity_id", views.as("views")])
                .groupBy("entity_id")
                .execute()
            ).map((row) => ({ item: row.entity_id ?? "", detail: "", count: Number(row.views) })),
        })
      : null;
  const rows =
    rolledUp?.map((row) => ({ entity_id: row.item, views: row.count })) ??
    (await eventsInScope(db, scope, "page_view", read, VIEW_COLUMNS)
      .where("entity_type", "=", "product")
      .select(["entity_id", views.as("views")])
      .groupBy("entity_id")
      .orderBy(views, "desc")
      .orderBy("entity_id")
      .limit(scope.limit)
      .execute());
  const names = await productNames(
    db,
    rows.map((row) => row.entity_id ?? ""),
  );
  return rows.map((row) => ({
    productId: row.entity_id ?? "",
    name: names.get(row.entity_id ?? "") ?? "",
    views: Number(row.views),
  }));
}

export interface TargetClicks {
  target: string;
  linkKind: OutboundLinkKind;
  clicks: number;
}

/** Outbound clicks per destination (origin and path) and kind of link, most clicked first; at most `limit`. */
export async function outboundClicksByTarget(db: DB, scope: ReportScope & { limit?: number }): Promise<TargetClicks[]> {
  const read = await readScope(db, scope);
  const clicks = sql<number | string>`count(*)`;
  const rolledUp =
    scope.exhibitorId === undefined && scope.limit !== undefined
      ? await topInRange(db, {
          ...scope,
          ...read,
          limit: scope.limit,
          measure: "click",
          bucketMeasures: CLICK_MEASURES,
          outside: async () =>
            (
              await outsideRange(db, scope.eventId, "outbound_click", read, CLICK_COLUMNS)
                .select(["target", "link_kind", clicks.as("clicks")])
                .groupBy(["target", "link_kind"])
                .execute()
            ).map((row) => ({ item: row.target ?? "", detail: row.link_kind ?? "other", count: Number(row.clicks) })),
        })
      : null;
  const rows =
    rolledUp?.map((row) => ({ target: row.item, link_kind: row.detail as OutboundLinkKind, clicks: row.count })) ??
    (await eventsInScope(db, scope, "outbound_click", read, CLICK_COLUMNS)
      .select(["target", "link_kind", clicks.as("clicks")])
      .groupBy(["target", "link_kind"])
      .orderBy(clicks, "desc")
      .orderBy("target")
      .orderBy("link_kind")
      .$if(scope.limit !== undefined, (q) => q.limit(scope.limit ?? 0))
      .execute());
  return rows.map((row) => ({
    target: row.target ?? "",
    linkKind: row.link_kind ?? "other",
    clicks: Number(row.clicks),
  }));
}

export const LINK_KINDS = ["website", "shop", "other"] as const satisfies readonly OutboundLinkKind[];

/** Outbound clicks per kind of link (website, shop, other), every kind listed. */
export async function outboundClicksByKind(
  db: DB,
  scope: ReportScope,
): Promise<{ linkKind: OutboundLinkKind; clicks: number }[]> {
  const read = await readScope(db, scope);
  const rows =
    scope.exhibitorId === undefined
      ? Object.entries(await countsInRange(db, { ...scope, ...read, measures: CLICK_MEASURES })).map(
          ([measure, clicks]) => ({ link_kind: measure.slice("click:".length) as OutboundLinkKind, clicks }),
        )
      : await eventsInScope(db, scope, "outbound_click", read, CLICK_COLUMNS)
          .select(["link_kind", (eb) => eb.fn.countAll<number | string>().as("clicks")])
          .groupBy("link_kind")
          .execute();
  const counts = new Map<OutboundLinkKind, number>(LINK_KINDS.map((kind) => [kind, 0]));
  for (const row of rows) {
    const kind = row.link_kind ?? "other";
    counts.set(kind, (counts.get(kind) ?? 0) + Number(row.clicks));
  }
  return [...counts].map(([linkKind, clicks]) => ({ linkKind, clicks }));
}
