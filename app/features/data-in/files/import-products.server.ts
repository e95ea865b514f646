import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { denomination } from "~/features/catalogue/rules";
import { applySync, applySyncIn, publishPlanned } from "~/features/data-in/apply-sync.server";
import { PlanSummary } from "~/features/data-in/plan-summary";
import { type PlanOptions, planSync, type SyncPlan } from "~/features/data-in/plan-sync.server";
import type { SourceCatalogue, SourceProducer } from "~/features/data-in/product-api/read-source.server";
import type { RowProblem } from "./columns";
import { IMPORT_MESSAGES } from "./import-messages";
import type { ImportOptions, ImportRun } from "./import-report";
import { PRODUCT_COLUMN_SET, type ProductColumn, type ProductRow, readProductRow } from "./product-columns";
import { type HeaderColumn, REPORTED, type ReadRows, readRows } from "./read-rows.server";

// A product import from a file (docs/data-in.md "From a file"): every row
// is checked and reported with its line, column, value and message; the
// valid rows are compared with the event like a sync's source (the same
// plan, field by field), without removing what the file does not name.
// Applying writes all rows or none: a file with a problem is not applied.

/** The product and registration fields each column of the file speaks for. */
const FIELDS_OF_COLUMN: Partial<Record<ProductColumn, string[]>> = {
  producer_id: ["producer_id"],
  vintage: ["vintage"],
  country: ["country"],
  region: ["region"],
  subregion: ["subregion"],
  stand: ["table_number"],
  color: ["color"],
  alcohol: ["alcohol"],
  residual_sugar: ["residual_sugar"],
  total_acidity: ["total_acidity"],
  ph: ["ph"],
  bottle_size: ["bottle_size"],
  closure: ["closure"],
  grapes: ["grape_varieties"],
};

/** Rows planned (and, applying, written) at a time: however long the file, this many rows are held at once. */
export const IMPORT_BATCH = 2_000;

/** A file with a problem found while it was being applied: the transaction is rolled back. */
class NotApplied extends Error {
  constructor(readonly read: ReadRows<ProductColumn, ProductRow>) {
    super("The file has problems: nothing was applied");
  }
}

/**
 * Reads the file a batch of rows at a time and plans each batch (a dry run)
 * or plans and writes it in the one transaction of the whole file (an apply:
 * all rows or none; a problem found in a later row rolls back the earlier
 * batches). Only the batch, the exhibitors' details, the ids seen and the
 * first changes of the report are held.
 */
export async function importProducts(db: DB, options: ImportOptions): Promise<ImportRun> {
  await requireEvent(db, options.eventId);
  const exhibitors = new Map<string, { name: string; country: string }>();
  const planned = { exhibitors: new Set<string>(), producers: new Set<string>() };
  const summary = new ImportSummary();
  const readFile = (plan: (source: SourceCatalogue, options: PlanOptions) => Promise<SyncPlan>) =>
    readRows(options.records, {
      set: PRODUCT_COLUMN_SET,
      mapping: options.mapping,
      read: readProductRow,
      key: (row: ProductRow) => row.productId,
      keyColumn: "product_id",
      conflict: (row) => {
        const known = exhibitors.get(row.exhibitor.id);
        if (!known) {
          exhibitors.set(row.exhibitor.id, { name: row.exhibitor.name, country: row.exhibitor.country });
          return null;
        }
        const differs =
          known.name !== row.exhibitor.name || (row.exhibitor.country && known.country !== row.exhibitor.country);
        return differs
          ? { line: row.line, column: "exhibitor_name", value: row.exhibitor.name, message: IMPORT_MESSAGES.conflict }
          : null;
      },
      onProgress: options.onProgress,
      onProblem: options.onProblem,
      batch: {
        size: IMPORT_BATCH,
        take: async (rows, present) =>
          summary.add(await plan(catalogueOf(options.eventId, rows, exhibitors, planned), planOptionsOf(present))),
      },
    });
  if (options.dryRun) {
    const read = await readFile((source, plan) => planSync(db, options.eventId, source, plan));
    return summary.report(options, read, false);
  }
  try {
    const read = await db.transaction().execute(async (trx) => {
      const read = await readFile((source, plan) =>
        applySyncIn(trx, { eventId: options.eventId, source, actor: options.actor, ...plan }),
      );
      if (read.problemCount) throw new NotApplied(read);
      return read;
    });
    await publishPlanned(db, options.eventId, summary.changed);
    return summary.report(options, read, true);
  } catch (error) {
    if (error instanceof NotApplied) return summary.report(options, error.read, false);
    throw error;
  }
}

/** The file speaks for the columns it has, and for nothing else; it removes nothing. */
function planOptionsOf(present: ReadonlySet<ProductColumn>): PlanOptions {
  return {
    removeMissing: false,
    productFields: new Set(
      [...present]
        .flatMap((column) => FIELDS_OF_COLUMN[column] ?? [])
        .concat(["kind", "name", "exhibitor_id", "registered_exhibitor_id"]),
    ),
    exhibitorFields: new Set(["name", ...(present.has("exhibitor_country") ? ["country"] : [])]),
  };
}

/** The plans of a file's batches added up, and the import's report from them. */
class ImportSummary extends PlanSummary {
  constructor() {
    super(REPORTED);
  }

  report(
    options: ImportOptions,
    read: { count: number; problems: RowProblem[]; problemCount: number; headers: HeaderColumn[] },
    applied: boolean,
  ): ImportRun {
    return {
      eventId: options.eventId,
      dryRun: options.dryRun,
      rows: read.count,
      problems: read.problems,
      problemCount: read.problemCount,
      counts: this.counts,
      changes: this.changes,
      totalChanges: this.total,
      applied,
      headers: read.headers,
    };
  }
}

/** Plans the rows read (a dry run, or a file with problems) or applies them; the report either way. */
export async function applyImport(
  db: DB,
  options: ImportOptions,
  read: { count: number; problems: RowProblem[]; problemCount: number; headers: HeaderColumn[] },
  source: SourceCatalogue,
  plan: PlanOptions,
): Promise<ImportRun> {
  await requireEvent(db, options.eventId);
  const apply = !options.dryRun && read.problemCount === 0;
  const summary = new ImportSummary();
  summary.add(
    apply
      ? await applySync(db, { eventId: options.eventId, source, actor: options.actor, ...plan })
      : await planSync(db, options.eventId, source, plan),
  );
  return summary.report(options, read, apply);
}

/** Refuses an import into an event this site does not have. */
export async function requireEvent(db: DB, eventId: string): Promise<void> {
  const event = await db.selectFrom("events").select("id").where("id", "=", eventId).executeTakeFirst();
  if (!event) throw new AppError("not_found", `No event ${eventId}`);
}

/**
 * A batch of valid rows as the sync's source. Each exhibitor and producer is
 * planned once, with the first batch that names it (`planned` remembers).
 */
function catalogueOf(
  eventId: string,
  rows: readonly ProductRow[],
  exhibitors: ReadonlyMap<string, { name: string; country: string }>,
  planned: { exhibitors: Set<string>; producers: Set<string> },
): SourceCatalogue {
  const producers: SourceProducer[] = [];
  const exhibitorsOfBatch: SourceCatalogue["exhibitors"] = [];
  const products: SourceCatalogue["products"] = [];
  for (const row of rows) {
    if (row.producer && !planned.producers.has(row.producer.id)) {
      planned.producers.add(row.producer.id);
      producers.push({ ...row.producer });
    }
    const exhibitor = exhibitors.get(row.exhibitor.id);
    if (exhibitor && !planned.exhibitors.has(row.exhibitor.id)) {
      planned.exhibitors.add(row.exhibitor.id);
      exhibitorsOfBatch.push({
        id: row.exhibitor.id,
        name: exhibitor.name,
        country: exhibitor.country,
        descriptions: {},
      });
    }
    products.push({
      id: row.productId,
      exhibitorId: row.exhibitor.id,
      producerId: row.producer?.id ?? null,
      kind: row.kind,
      name: row.name,
      vintage: row.vintage,
      country: row.country,
      region: row.region,
      subregion: row.subregion,
      denomination: denomination(row),
      tableNumber: row.stand,
      texts: Object.fromEntries(
        Object.entries(row.descriptions).map(([locale, description]) => [locale, { description }]),
      ),
      // A file has no awards column: `awards` is never among the fields it speaks for.
      facts: { ...row.facts, awards: [] },
    });
  }
  return { eventId, name: "file", exhibitors: exhibitorsOfBatch, producers, products, problems: [] };
}
