import { z } from "zod";
import { forbiddenPage } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import type { DeskExhibitor } from "../exhibitor-desk/desk-access.server";
import { utcToWallClock } from "../meetings/slots";
import { loadMyPage, type MyPage } from "../my-pages/my-page.server";
import { loadReport, reportAccess } from "./report.server";
import { parseReportRange, type RangeAnswer } from "./report-range";
import { type ReportTable, reportTables } from "./report-sections";

// What /{locale}/my/reports and its Excel export share: the event and the
// signed-in user (401 page when signed out), whose report it is (403 page for
// someone who represents no exhibitor and organizes nothing, 404 for an
// exhibitor they may not open), the range on the event's clock, and the
// report's tables when the range is good.

const reportQuery = z.object({
  exhibitor: z.string().trim().max(100).optional().catch(undefined),
});

export interface ReportPage {
  page: MyPage;
  timeZone: string;
  /** The exhibitor reported on; null for the whole event. */
  exhibitor: DeskExhibitor | null;
  represented: DeskExhibitor[];
  organizer: boolean;
  range: RangeAnswer;
  /** The report's sections; null while the range is wrong. */
  tables: ReportTable[] | null;
}

export async function loadReportPage(
  args: { params: { locale?: string }; request: Request },
  now = new Date(),
): Promise<ReportPage> {
  const page = await loadMyPage(args);
  const search = Object.fromEntries(new URL(args.request.url).searchParams);
  const { exhibitor: wanted } = reportQuery.parse(search);
  const access = await reportAccess(db(), {
    eventId: page.event.id,
    userId: page.user.id,
    wanted: wanted || undefined,
  });
  if (!access.ok) return access.reason === "forbidden" ? forbiddenPage() : notFound();
  const timeZone = page.event.timezone || "UTC";
  const range = parseReportRange(search, utcToWallClock(now, timeZone).date);
  const report = range.ok
    ? await loadReport(db(), {
        eventId: page.event.id,
        ...range.range,
        timeZone,
        exhibitorId: access.exhibitor?.id,
      })
    : null;
  return {
    page,
    timeZone,
    exhibitor: access.exhibitor,
    represented: access.represented,
    organizer: access.organizer,
    range,
    tables: report ? reportTables(report, { wholeEvent: access.exhibitor === null }) : null,
  };
}

/** The report's own query (event, exhibitor, range) for its links: the export and the choice of exhibitor. */
export function reportSearch(options: {
  event?: string;
  exhibitor?: string | null;
  range?: { from: string; to: string };
}): string {
  const params = new URLSearchParams();
  if (options.event) params.set("event", options.event);
  if (options.exhibitor) params.set("exhibitor", options.exhibitor);
  if (options.range) {
    params.set("from", options.range.from);
    params.set("to", options.range.to);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
