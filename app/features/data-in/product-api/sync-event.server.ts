import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { LOCALES } from "~/lib/locales";
import { readAhead } from "~/lib/read-ahead";
import { applySyncIn, publishPlanned } from "../apply-sync.server";
import { PlanSummary } from "../plan-summary";
import { type PlannedChange, planSync, type SyncPlan } from "../plan-sync.server";
import type { ProductApiConfig } from "./graphql-client.server";
import {
  readSourceHead,
  readSourceParts,
  type SourceCatalogue,
  type SourceHead,
  type SourcePart,
} from "./read-source.server";

// One sync of an event from the product API (docs/data-in.md): read the
// source event in every locale, and plan (the dry run) or apply its products
// a batch at a time as they are read. An event
// the site does not have yet is created from the source's facts in the same
// transaction when the caller asks for it (createEvent); otherwise it is
// not_found at once, before the product API is asked anything. An applied sync records which source event the event mirrors. The entry points (the
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
    /** Create the event from the source's facts if the site does not have it; otherwise an unknown event is not_found. */
    createEvent?: boolean;
    config: ProductApiConfig;
    actor: string;
    onProgress?: (progress: SyncProgress) => void;
    /** Products planned and written at a time (SYNC_BATCH). */
    batchSize?: number;
  },
): Promise<SyncReport> {
  const event = await db
    .selectFrom("events")
    .select(["id", "source_event_id"])
    .where("id", "=", options.eventId)
    .executeTakeFirst();
  if (!event && !options.createEvent) throw new AppError("not_found", `No event ${options.eventId}`);
  // The event the caller names, else the one the event was last synced from, else its own id.
  const sourceEventId = options.sourceEventId ?? event?.source_event_id ?? options.eventId;
  let writing = false;
  const onProgress = (progress: SyncProgress) => {
    // The product API is still read while the first batches are written: from then on the share written tells how far it is.
    if (progress.phase === "writing") writing = true;
    else if (writing) return;
    options.onProgress?.(progress);
  };
  const head = await readSourceHead(options.config, {
    eventId: sourceEventId,
    locales: LOCALES,
    onProgress: (rows) => onProgress({ phase: "reading", rows, fraction: null }),
  }).catch((error: unknown) => {
    throw upstream(error);
  });
  const plan = await planOrApply(db, head, { ...options, createEvent: !event, onProgress });
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
    changes: plan.changes,
    totalChanges: plan.total,
    problems: plan.problems,
  };
}

/** The product API's failure as the refusal: its own words (which operation, what it said) are the useful part. */
const upstream = (error: unknown) => new AppError("upstream", error instanceof Error ? error.message : String(error));

/**
 * Products planned (and written) at a time: the field-by-field plan of a
 * whole catalogue is never held at once. With a batch being written and the
 * next read ahead, a sync holds about two batches of products with all their
 * texts: 1,000 instead of 2,000 took the syncing process's peak from
 * 472–477 to 436–437 MB at 100,000 products, no slower (benchmarks.md).
 */
export const SYNC_BATCH = 1_000;

/** Parts of the source (a round of pages, about 100 products) read ahead of the one being planned and written: about one batch. */
const READ_AHEAD_PARTS = 10;

/** A batch of the source's products, with the producers first named in it and the problems found in it; the last one says so. */
interface SourceBatch extends SourcePart {
  last: boolean;
}

/**
 * The source's products in batches of `size`, read from the product API
 * while the batch before is planned (and written): the API works on the next
 * pages meanwhile (readAhead). The ids of every product read are added to
 * `productIds`, complete when the last batch (perhaps empty) comes. A
 * failure to read is the API's refusal (upstream).
 */
async function* sourceBatches(
  config: ProductApiConfig,
  head: SourceHead,
  size: number,
  productIds: Set<string>,
): AsyncGenerator<SourceBatch> {
  const parts = readAhead(readSourceParts(config, head), READ_AHEAD_PARTS);
  let batch: SourceBatch = { products: [], producers: [], problems: [], last: false };
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw upstream(error);
      });
      if (next.done) break;
      for (const product of next.value.products) productIds.add(product.id);
      batch.products.push(...next.value.products);
      batch.producers.push(...next.value.producers);
      batch.problems.push(...next.value.problems);
      while (batch.products.length >= size) {
        const rest = batch.products.splice(size);
        yield batch;
        batch = { products: rest, producers: [], problems: [], last: false };
      }
    }
  } finally {
    await parts.return();
  }
  yield { ...batch, last: true };
}

/**
 * Plans the source a batch of products at a time as it is read, or plans
 * and writes it in one transaction: the exhibitors with the first batch,
 * each producer with the first batch naming it, what the event has and the
 * source does not removed with the last. Each batch is let go once planned.
 * The apply's transaction is open while the product API is read, so a
 * failure to read leaves the event as it was.
 */
async function planOrApply(
  db: DB,
  head: SourceHead,
  options: {
    eventId: string;
    dryRun: boolean;
    actor: string;
    createEvent: boolean;
    config: ProductApiConfig;
    onProgress?: (progress: SyncProgress) => void;
    batchSize?: number;
  },
): Promise<PlanSummary> {
  const size = options.batchSize ?? SYNC_BATCH;
  const summary = new PlanSummary(REPORTED_CHANGES);
  const whole = { products: new Set<string>(), exhibitors: new Set(head.exhibitors.map((e) => e.id)) };
  const part = (i: number, batch: SourceBatch): SourceCatalogue => ({
    eventId: head.eventId,
    name: head.name,
    event: head.event,
    exhibitors: i === 0 ? head.exhibitors : [],
    producers: batch.producers,
    products: batch.products,
    problems: batch.problems,
  });
  const removeMissing = (batch: SourceBatch) => (batch.last ? whole : false);
  const batches = sourceBatches(options.config, head, size, whole.products);
  if (options.dryRun) {
    let i = 0;
    for await (const batch of batches) {
      summary.add(await planSync(db, options.eventId, part(i, batch), { removeMissing: removeMissing(batch) }));
      i++;
    }
    return summary;
  }
  // The registrations say how many products the source has: the share written is of those.
  const expected = Math.max(1, head.registrations.size);
  let written = 0;
  let productsDone = 0;
  await db.transaction().execute(async (trx) => {
    let i = 0;
    for await (const batch of batches) {
      const plan = await applySyncIn(trx, {
        eventId: options.eventId,
        source: part(i, batch),
        actor: options.actor,
        createEvent: options.createEvent && i === 0,
        removeMissing: removeMissing(batch),
        onProgress: (done, total) =>
          options.onProgress?.({
            phase: "writing",
            rows: written + done,
            fraction: Math.min(1, (productsDone + (batch.products.length * done) / total) / expected),
          }),
      });
      written += plan.changes.length;
      productsDone += batch.products.length;
      summary.add(plan);
      i++;
    }
  });
  await publishPlanned(db, options.eventId, summary.changed);
  return summary;
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
