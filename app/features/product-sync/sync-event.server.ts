import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { LOCALES } from "~/lib/locales";
import { applySync } from "./apply-sync.server";
import type { ProductApiConfig } from "./graphql-client.server";
import { type PlannedChange, planSync, type SyncPlan } from "./plan-sync.server";
import { readSource } from "./read-source.server";

// One sync of an event from the product API (docs/data-in.md): read the
// source event in every locale, then plan (the dry run) or apply. An event
// the site does not have yet is created from the source's facts in the same
// transaction. An applied sync records which source event the event mirrors. The entry points (the
// admin API, `npm run sync`) call this.

/** Changes listed in a report; the counts cover all of them. */
export const REPORTED_CHANGES = 50;

export interface SyncReport {
  eventId: string;
  sourceEventId: string;
  dryRun: boolean;
  /** The site did not have the event: the sync creates it (or would, in a dry run) from the source's facts. */
  createsEvent: boolean;
  counts: SyncPlan["counts"];
  /** The first REPORTED_CHANGES changes, field by field. */
  changes: PlannedChange[];
  totalChanges: number;
  problems: SyncPlan["problems"];
}

/** The source event a sync of this event reads when not told: the one it was last synced from, else its own id. */
export async function syncSourceOf(db: DB, eventId: string): Promise<string> {
  const event = await db.selectFrom("events").select("source_event_id").where("id", "=", eventId).executeTakeFirst();
  return event?.source_event_id ?? eventId;
}

/** How far a sync is: items read from the product API, then changes written (with the share written). */
export interface SyncProgress {
  phase: "reading" | "writing";
  rows: number;
  fraction: number | null;
}

export async function syncEvent(
  db: DB,
  options: {
    eventId: string;
    sourceEventId?: string;
    dryRun: boolean;
    config: ProductApiConfig;
    actor: string;
    onProgress?: (progress: SyncProgress) => void;
  },
): Promise<SyncReport> {
  const event = await db
    .selectFrom("events")
    .select(["id", "source_event_id"])
    .where("id", "=", options.eventId)
    .executeTakeFirst();
  // The event the caller names, else the one the event was last synced from, else its own id.
  const sourceEventId = options.sourceEventId ?? event?.source_event_id ?? options.eventId;
  let source: Awaited<ReturnType<typeof readSource>>;
  try {
    source = await readSource(options.config, {
      eventId: sourceEventId,
      locales: LOCALES,
      onProgress: (rows) => options.onProgress?.({ phase: "reading", rows, fraction: null }),
    });
  } catch (error) {
    // The API's own words (which operation, what it said) are the useful part of the refusal.
    throw new AppError("upstream", error instanceof Error ? error.message : String(error));
  }
  const plan = options.dryRun
    ? await planSync(db, options.eventId, source)
    : await applySync(db, {
        eventId: options.eventId,
        source,
        actor: options.actor,
        createEvent: !event,
        onProgress: (done, total) => options.onProgress?.({ phase: "writing", rows: done, fraction: done / total }),
      });
  if (!options.dryRun && event && sourceEventId !== (event.source_event_id ?? options.eventId)) {
    // Later syncs of this event read the same source without being told.
    await db.updateTable("events").set({ source_event_id: sourceEventId }).where("id", "=", options.eventId).execute();
  }
  return {
    eventId: options.eventId,
    sourceEventId,
    dryRun: options.dryRun,
    createsEvent: !event,
    counts: plan.counts,
    changes: plan.changes.slice(0, REPORTED_CHANGES),
    totalChanges: plan.changes.length,
    problems: plan.problems,
  };
}

/** The report as lines for a terminal. */
export function reportLines(report: SyncReport): string[] {
  const verb = report.dryRun ? "would be" : "were";
  const lines = [
    `${report.dryRun ? "Dry run" : "Synced"}: event ${report.eventId} from the product API's event ${report.sourceEventId}`,
  ];
  if (report.createsEvent) {
    lines.push(
      `  the event ${report.dryRun ? "would be" : "was"} created from the product API's (dates, time zone, names)`,
    );
  }
  for (const [type, c] of Object.entries(report.counts)) {
    lines.push(`  ${type}s: ${c.add} ${verb} added, ${c.change} changed, ${c.remove} removed`);
  }
  if (report.totalChanges === 0) lines.push("Nothing to change: the event matches the product API.");
  for (const change of report.changes) {
    lines.push(`  ${change.action} ${change.type} ${change.id} "${change.name}"`);
    for (const f of change.fields) {
      lines.push(`      ${f.field}: ${JSON.stringify(f.oldValue)} → ${JSON.stringify(f.newValue)}`);
    }
  }
  if (report.totalChanges > report.changes.length) {
    lines.push(`  … and ${report.totalChanges - report.changes.length} more`);
  }
  for (const problem of report.problems) {
    const what =
      problem.kind === "unknownProduct"
        ? "is registered but the API sent no such product"
        : problem.kind === "unknownExhibitor"
          ? "names an exhibitor the event does not list; left out"
          : "has a product type the catalogue has no kind for; left out";
    lines.push(`  ! product ${problem.id} ${what}`);
  }
  return lines;
}
