import { isOrganizer } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { type DeskExhibitor, deskExhibitor, representedExhibitors } from "../exhibitor-desk/desk-access.server";
import { leadCounts } from "../leads/leads.server";
import { favoriteCounts } from "./engagement-queries.server";
import { meetingFunnel, sampleFunnel } from "./funnel-queries.server";
import {
  outboundClicksByKind,
  outboundClicksByTarget,
  pageViewsByDayAndPage,
  type ReportScope,
  rangeInstants,
  topProductsByViews,
} from "./report-queries.server";
import type { ReportData } from "./report-sections";

// Who sees which report, and the report itself (issue 16,
// docs/analytics.md "The reports page"): a representative sees their stand's
// exhibitors, one at a time; an organizer the whole event, or one exhibitor
// of it. Who may open which exhibitor is the desk's rule (desk-access).

export const TOP_PRODUCTS = 10;
export const TOP_TARGETS = 20;
export const TOP_FAVORITES = 20;

export type ReportAccess =
  | {
      ok: true;
      /** The exhibitor the report is about; null: the whole event (organizers). */
      exhibitor: DeskExhibitor | null;
      /** The exhibitors the user represents, to choose among. */
      represented: DeskExhibitor[];
      organizer: boolean;
    }
  | { ok: false; reason: "forbidden" | "not_found" };

/** Which report the user may open at the event: `wanted` when they may, else their default. */
export async function reportAccess(
  db: DB,
  options: { eventId: string; userId: string; wanted?: string },
): Promise<ReportAccess> {
  const [represented, organizer] = await Promise.all([
    representedExhibitors(db, options),
    isOrganizer(options.eventId, options.userId, db),
  ]);
  if (!organizer && represented.length === 0) return { ok: false, reason: "forbidden" };
  if (options.wanted) {
    const found = await deskExhibitor(db, options);
    if (!found) return { ok: false, reason: "not_found" };
    return { ok: true, exhibitor: found.exhibitor, represented, organizer };
  }
  return { ok: true, exhibitor: organizer ? null : represented[0], represented, organizer };
}

/** Every section's figures for the scope's days, each counted by the database. */
export async function loadReport(db: DB, scope: ReportScope): Promise<ReportData> {
  const { start, end } = await rangeInstants(db, scope);
  const [views, topProducts, favorites, clicksByKind, clicksByTarget, meetings, samples, leads] = await Promise.all([
    pageViewsByDayAndPage(db, scope),
    topProductsByViews(db, { ...scope, limit: TOP_PRODUCTS }),
    favoriteCounts(db, { ...scope, limit: TOP_FAVORITES }),
    outboundClicksByKind(db, scope),
    outboundClicksByTarget(db, { ...scope, limit: TOP_TARGETS }),
    meetingFunnel(db, scope),
    sampleFunnel(db, scope),
    leadCounts(db, { eventId: scope.eventId, exhibitorId: scope.exhibitorId, scannedFrom: start, scannedBefore: end }),
  ]);
  return { views, topProducts, favorites, clicksByKind, clicksByTarget, meetings, samples, leads };
}
