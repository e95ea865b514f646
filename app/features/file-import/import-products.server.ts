import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { denomination } from "~/features/catalogue/rules";
import { applySync } from "~/features/product-sync/apply-sync.server";
import { type PlannedChange, planSync, type SyncPlan } from "~/features/product-sync/plan-sync.server";
import type { SourceCatalogue, SourceProducer } from "~/features/product-sync/read-source.server";
import { LOCALES } from "~/lib/locales";
import type { CsvRecord } from "./csv";
import { IMPORT_MESSAGES } from "./import-messages";
import {
  mapHeaders,
  type ProductColumn,
  type ProductRow,
  REQUIRED_COLUMNS,
  type RowProblem,
  readProductRow,
} from "./product-columns";

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
  region: ["region", "designation"],
  subregion: ["subregion", "designation"],
  stand: ["table_number"],
};

/** Problems and changes listed in a report; the counts cover all of them. */
export const REPORTED = 100;

export interface ImportReport {
  eventId: string;
  dryRun: boolean;
  /** Data rows read (the header line not counted). */
  rows: number;
  problems: RowProblem[];
  problemCount: number;
  counts: SyncPlan["counts"];
  changes: PlannedChange[];
  totalChanges: number;
  /** Whether the changes were written (never when a row has a problem). */
  applied: boolean;
}

export async function importProducts(
  db: DB,
  options: {
    eventId: string;
    records: AsyncIterable<CsvRecord>;
    dryRun: boolean;
    actor: string;
    /** Header → column, for headers the import does not know. */
    mapping?: Readonly<Record<string, string>>;
    onProgress?: (rows: number) => void;
  },
): Promise<ImportReport> {
  const event = await db.selectFrom("events").select("id").where("id", "=", options.eventId).executeTakeFirst();
  if (!event) throw new AppError("not_found", `No event ${options.eventId}`);
  const problems: RowProblem[] = [];
  let problemCount = 0;
  const report = (problem: RowProblem) => {
    problemCount++;
    if (problems.length < REPORTED) problems.push(problem);
  };
  let columns: (ProductColumn | null)[] | null = null;
  const rows = new Map<string, ProductRow>();
  const exhibitors = new Map<string, { name: string; country: string }>();
  let count = 0;
  for await (const record of options.records) {
    if (!columns) {
      columns = mapHeaders(
        record.fields,
        LOCALES.map((locale) => serverT(locale)),
        options.mapping,
      );
      for (const required of REQUIRED_COLUMNS) {
        if (!columns.includes(required))
          report({ line: 1, column: required, value: "", message: IMPORT_MESSAGES.missingColumn });
      }
      if (problemCount) break;
      continue;
    }
    count++;
    if (count % 10_000 === 0) options.onProgress?.(count);
    const values: Partial<Record<ProductColumn, string>> = {};
    columns.forEach((column, i) => {
      if (column) values[column] = record.fields[i] ?? "";
    });
    const { row, problems: rowProblems } = readProductRow(record.line, values);
    for (const problem of rowProblems) report(problem);
    if (!row) continue;
    if (rows.has(row.productId)) {
      report({ line: row.line, column: "product_id", value: row.productId, message: IMPORT_MESSAGES.duplicate });
      continue;
    }
    const known = exhibitors.get(row.exhibitor.id);
    if (
      known &&
      (known.name !== row.exhibitor.name || (row.exhibitor.country && known.country !== row.exhibitor.country))
    ) {
      report({
        line: row.line,
        column: "exhibitor_name",
        value: row.exhibitor.name,
        message: IMPORT_MESSAGES.conflict,
      });
      continue;
    }
    if (!known) exhibitors.set(row.exhibitor.id, { name: row.exhibitor.name, country: row.exhibitor.country });
    rows.set(row.productId, row);
  }
  options.onProgress?.(count);

  const source = catalogueOf(options.eventId, rows.values(), exhibitors);
  const apply = !options.dryRun && problemCount === 0;
  // The file speaks for the columns it has, and for nothing else.
  const present = new Set((columns ?? []).filter((c): c is ProductColumn => c !== null));
  const planOptions = {
    removeMissing: false,
    productFields: new Set(
      [...present]
        .flatMap((column) => FIELDS_OF_COLUMN[column] ?? [])
        .concat(["kind", "name", "exhibitor_id", "registered_exhibitor_id"]),
    ),
    exhibitorFields: new Set(["name", ...(present.has("exhibitor_country") ? ["country"] : [])]),
  };
  const plan = apply
    ? await applySync(db, { eventId: options.eventId, source, actor: options.actor, ...planOptions })
    : await planSync(db, options.eventId, source, planOptions);
  return {
    eventId: options.eventId,
    dryRun: options.dryRun,
    rows: count,
    problems,
    problemCount,
    counts: plan.counts,
    changes: plan.changes.slice(0, REPORTED),
    totalChanges: plan.changes.length,
    applied: apply,
  };
}

/** The valid rows as the sync's source: exhibitors and producers once each. */
function catalogueOf(
  eventId: string,
  rows: Iterable<ProductRow>,
  exhibitors: ReadonlyMap<string, { name: string; country: string }>,
): SourceCatalogue {
  const producers = new Map<string, SourceProducer>();
  const products: SourceCatalogue["products"] = [];
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
      designation: denomination(row),
      tableNumber: row.stand,
      descriptions: row.descriptions,
    });
  }
  return {
    eventId,
    name: "file",
    exhibitors: [...exhibitors].map(([id, e]) => ({ id, name: e.name, country: e.country, descriptions: {} })),
    producers: [...producers.values()],
    products,
    problems: [],
  };
}
