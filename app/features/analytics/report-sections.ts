import type { OutboundLinkKind } from "~/.server/db/schema-analytics";
import { formatDate, formatNumber } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { LEAD_SCORES } from "../leads/lead-schemas";
import type { FavoriteCounts } from "./engagement-queries.server";
import type { MeetingFunnel, SampleFunnel } from "./funnel-queries.server";
import type { DayViewsByPage, ProductViews, TargetClicks } from "./report-queries.server";

// A report as tables: the one shape the page's tables, its charts and the
// Excel workbook are drawn from, so the three always show the same figures.
// Labels are message keys of locales/<lng>/reports.json; pure, so the
// browser renders the tables too.

export interface ReportData {
  views: DayViewsByPage[];
  topProducts: ProductViews[];
  favorites: FavoriteCounts;
  clicksByKind: { linkKind: OutboundLinkKind; clicks: number }[];
  clicksByTarget: TargetClicks[];
  meetings: MeetingFunnel;
  samples: SampleFunnel;
  /** Badges scanned at the stands in the range, by score (docs/leads.md). */
  leads: { total: number; hot: number; warm: number; cold: number };
}

/** How a column's values read: a day, a count, a translated word (`label`: its key prefix), or text as stored. */
export type ColumnKind = "day" | "count" | "label" | "text";

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
  /** For "label" columns: the key prefix of the values' words ("reports:linkKinds"). */
  words?: string;
}

export type Cell = string | number;

export const SECTION_IDS = [
  "views",
  "topProducts",
  "favoriteTotals",
  "favoriteProducts",
  "clicksByKind",
  "clicksByTarget",
  "meetings",
  "samples",
  "leads",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ReportTable {
  id: SectionId;
  /** How the page draws it: a line per count column over the days, bars, or the table alone. */
  chart: "lines" | "bars" | null;
  columns: ReportColumn[];
  rows: Cell[][];
}

/** The stages of a meeting funnel and a sample-request funnel, in the order they are shown. */
export const MEETING_STAGES = ["requested", "confirmed", "open", "declined", "cancelled"] as const;
export const SAMPLE_STAGES = ["requested", "sent", "declined", "open"] as const;

const count = (key: string): ReportColumn => ({ key, kind: "count" });

/** The report's sections in page order; the whole event's page views also count its other pages. */
export function reportTables(report: ReportData, options: { wholeEvent: boolean }): ReportTable[] {
  const { favorites } = report;
  return [
    {
      id: "views",
      chart: "lines",
      columns: [
        { key: "day", kind: "day" },
        count("exhibitorPages"),
        count("productPages"),
        ...(options.wholeEvent ? [count("otherPages")] : []),
      ],
      rows: report.views.map((d) => [d.day, d.exhibitor, d.product, ...(options.wholeEvent ? [d.other] : [])]),
    },
    {
      id: "topProducts",
      chart: "bars",
      columns: [{ key: "product", kind: "text" }, count("views")],
      rows: report.topProducts.map((p) => [p.name, p.views]),
    },
    {
      id: "favoriteTotals",
      chart: "bars",
      columns: [{ key: "measure", kind: "label", words: "reports:measures" }, count("count")],
      rows: [
        ["exhibitorBookmarks", favorites.totals.exhibitorFavorites],
        ["productBookmarks", favorites.totals.productFavorites],
        ["tastingNotes", favorites.totals.tastingNotes],
      ],
    },
    {
      id: "favoriteProducts",
      chart: null,
      columns: [{ key: "product", kind: "text" }, count("bookmarks"), count("tastingNotes")],
      rows: favorites.products.map((p) => [p.name, p.favorites, p.tastingNotes]),
    },
    {
      id: "clicksByKind",
      chart: "bars",
      columns: [{ key: "linkKind", kind: "label", words: "reports:linkKinds" }, count("clicks")],
      rows: report.clicksByKind.map((c) => [c.linkKind, c.clicks]),
    },
    {
      id: "clicksByTarget",
      chart: null,
      columns: [
        { key: "target", kind: "text" },
        { key: "linkKind", kind: "label", words: "reports:linkKinds" },
        count("clicks"),
      ],
      rows: report.clicksByTarget.map((c) => [c.target, c.linkKind, c.clicks]),
    },
    {
      id: "meetings",
      chart: "bars",
      columns: [{ key: "stage", kind: "label", words: "reports:meetingStages" }, count("count")],
      rows: MEETING_STAGES.map((stage) => [stage, report.meetings[stage]]),
    },
    {
      id: "samples",
      chart: "bars",
      columns: [{ key: "stage", kind: "label", words: "reports:sampleStages" }, count("count")],
      rows: SAMPLE_STAGES.map((stage) => [stage, report.samples[stage]]),
    },
    {
      id: "leads",
      chart: "bars",
      columns: [{ key: "score", kind: "label", words: "reports:leadScores" }, count("count")],
      rows: [
        ["scanned", report.leads.total],
        ...LEAD_SCORES.map((score): Cell[] => [score, report.leads[score]]),
        ["unscored", report.leads.total - report.leads.hot - report.leads.warm - report.leads.cold],
      ],
    },
  ];
}

/** A cell as the reader sees it: a day and a count in the locale's way, a word translated, text as stored. */
export function cellText(t: TFunction, locale: Locale, column: ReportColumn, value: Cell): string {
  switch (column.kind) {
    case "day":
      return formatDate(locale, String(value), { day: "numeric", month: "short", year: "numeric" });
    case "count":
      return formatNumber(locale, Number(value));
    case "label":
      return t(`${column.words}.${value}`);
    default:
      return String(value);
  }
}
