import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { denomination } from "~/features/catalogue/rules";
import { applySync } from "~/features/product-sync/apply-sync.server";
import { type PlanOptions, planSync } from "~/features/product-sync/plan-sync.server";
import type { SourceCatalogue, SourceProducer } from "~/features/product-sync/read-source.server";
import type { RowProblem } from "./columns";
import { IMPORT_MESSAGES } from "./import-messages";
import type { ImportOptions, ImportReport } from "./import-report";
import { PRODUCT_COLUMN_SET, type ProductColumn, type ProductRow, readProductRow } from "./product-columns";
import { type HeaderColumn, REPORTED, readRows } from "./read-rows.server";

// A product import from a file (docs/data-in.md "File imports"): every row
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

export async function importProducts(db: DB, options: ImportOptions): Promise<ImportReport> {
  const exhibitors = new Map<string, { name: string; country: string }>();
  const read = await readRows(options.records, {
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
  });
  // The file speaks for the columns it has, and for nothing else.
  return applyImport(db, options, read, catalogueOf(options.eventId, read.rows, exhibitors), {
    removeMissing: false,
    productFields: new Set(
      [...read.present]
        .flatMap((column) => FIELDS_OF_COLUMN[column] ?? [])
        .concat(["kind", "name", "exhibitor_id", "registered_exhibitor_id"]),
    ),
    exhibitorFields: new Set(["name", ...(read.present.has("exhibitor_country") ? ["country"] : [])]),
  });
}

/** Plans the rows read (a dry run, or a file with problems) or applies them; the report either way. */
export async function applyImport(
  db: DB,
  options: ImportOptions,
  read: { count: number; problems: RowProblem[]; problemCount: number; headers: HeaderColumn[] },
  source: SourceCatalogue,
  plan: PlanOptions,
): Promise<ImportReport> {
  await requireEvent(db, options.eventId);
  const apply = !options.dryRun && read.problemCount === 0;
  const result = apply
    ? await applySync(db, { eventId: options.eventId, source, actor: options.actor, ...plan })
    : await planSync(db, options.eventId, source, plan);
  return {
    eventId: options.eventId,
    dryRun: options.dryRun,
    rows: read.count,
    problems: read.problems,
    problemCount: read.problemCount,
    counts: result.counts,
    changes: result.changes.slice(0, REPORTED),
    totalChanges: result.changes.length,
    applied: apply,
    headers: read.headers,
  };
}

/** Refuses an import into an event this site does not have. */
export async function requireEvent(db: DB, eventId: string): Promise<void> {
  const event = await db.selectFrom("events").select("id").where("id", "=", eventId).executeTakeFirst();
  if (!event) throw new AppError("not_found", `No event ${eventId}`);
}

/** The valid rows as the sync's source: exhibitors and producers once each. */
function catalogueOf(
  eventId: string,
  rows: readonly ProductRow[],
  exhibitors: ReadonlyMap<string, { name: string; country: string }>,
): SourceCatalogue {
  const producers = new Map<string, SourceProducer>();
  const products: SourceCatalogue["products"] = [];
  const listed = new Set(rows.map((row) => row.exhibitor.id));
  for (const row of rows) {
    if (row.producer && !producers.has(row.producer.id)) producers.set(row.producer.id, { ...row.producer });
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
  return {
    eventId,
    name: "file",
    // Only the exhibitors of rows that were read without problems.
    exhibitors: [...exhibitors]
      .filter(([id]) => listed.has(id))
      .map(([id, e]) => ({ id, name: e.name, country: e.country, descriptions: {} })),
    producers: [...producers.values()],
    products,
    problems: [],
  };
}
