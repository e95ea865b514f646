import type { Transaction } from "kysely";
import type { DB } from "~/.server/db";
import { insertMany } from "~/.server/db/insert-many";
import type { Database } from "~/.server/db/schema";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import { recordCatalogueChange } from "~/features/events/catalogue-versions.server";
import { diffFields, type FieldChange, type HistoryKind, TEXT_FIELD_PREFIX } from "./history";

// Every catalogue write: one transaction that changes the rows and records
// history, then one bus message naming what changed, which evicts the cached
// pages showing it and refreshes the search index. The writes themselves:
// product-writes.server.ts, exhibitor-writes.server.ts.

export type Trx = Transaction<Database>;

export function toColumns(changes: Record<string, unknown>, columns: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes))
    if (key in columns && value !== undefined) out[columns[key]] = value;
  return out;
}

export interface HistoryTarget {
  entityType: string;
  entityId: string;
  eventId?: string | null;
  collectionId?: string | null;
  actor: string;
}

type HistoryEntry = { kind: HistoryKind; field: string; oldValue?: unknown; newValue?: unknown };

/** History rows as stored: the values as JSON, every entry at the same time. */
function historyRows(target: HistoryTarget, entries: readonly HistoryEntry[], now: string) {
  return entries.map((entry) => ({
    event_id: target.eventId ?? null,
    entity_type: target.entityType,
    entity_id: target.entityId,
    kind: entry.kind,
    field: entry.field,
    old_value: entry.oldValue == null ? null : JSON.stringify(entry.oldValue),
    new_value: entry.newValue == null ? null : JSON.stringify(entry.newValue),
    collection_id: target.collectionId ?? null,
    actor: target.actor,
    created_at: now,
  }));
}

export async function recordHistory(trx: Trx, target: HistoryTarget, entries: HistoryEntry[]) {
  if (entries.length === 0) return;
  await trx
    .insertInto("history")
    .values(historyRows(target, entries, new Date().toISOString()))
    .execute();
}

/** Rows written by one statement at most (SQLite binds at most 32,766 values; a row has 10). */
const HISTORY_ROWS_PER_STATEMENT = 1000;

/**
 * Characters of values written by one statement at most: a new product's one
 * row holds its texts in five languages (decision 0024), and a thousand such
 * rows in a statement held the event loop up to 80 ms.
 */
const HISTORY_CHARS_PER_STATEMENT = 400_000;

/** What a HistoryBuffer gathers before it is full: bounds its memory (a sync's heap is 320 MB). */
const HISTORY_BUFFER_ROWS = 10_000;
const HISTORY_BUFFER_CHARS = 4_000_000;

/**
 * History gathered over many writes in one transaction and written a
 * thousand rows a statement (issue 32): an import of 100,000 products records
 * a million entries, and a statement for each product's few cost a third of
 * the import's time.
 */
export class HistoryBuffer {
  private rows: ReturnType<typeof historyRows> = [];
  /** Characters of the values gathered: a new product's one row holds its texts in every language (decision 0024). */
  private chars = 0;

  constructor(private readonly now: string) {}

  add(target: HistoryTarget, entries: readonly HistoryEntry[]): void {
    for (const row of historyRows(target, entries, this.now)) {
      this.rows.push(row);
      this.chars += (row.old_value?.length ?? 0) + (row.new_value?.length ?? 0);
    }
  }

  /** Whether to write what was gathered: HISTORY_BUFFER_ROWS rows, or HISTORY_BUFFER_CHARS characters of values. */
  get full(): boolean {
    return this.rows.length >= HISTORY_BUFFER_ROWS || this.chars >= HISTORY_BUFFER_CHARS;
  }

  /** Writes what was gathered, in the order it came, giving the event loop a turn after each statement. */
  async flush(trx: Trx): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    this.chars = 0;
    // A statement's promise settles without the event loop turning; ten of them in a row held it 100 ms or more.
    await insertMany(trx, "history", rows, {
      rowsPerStatement: HISTORY_ROWS_PER_STATEMENT,
      charsPerStatement: HISTORY_CHARS_PER_STATEMENT,
    });
  }
}

/** Applies per-locale text changes to a translations table; returns the history entries. */
export async function writeTranslations(
  trx: Trx,
  table: "product_translations" | "exhibitor_translations",
  key: "product_id" | "exhibitor_id",
  id: string,
  translations: Partial<Record<string, Record<string, unknown>>> | undefined,
  columns: Record<string, string>,
): Promise<FieldChange[]> {
  const out: FieldChange[] = [];
  for (const [locale, changes] of Object.entries(translations ?? {})) {
    if (!changes) continue;
    const values = toColumns(changes, columns);
    // Two tables share this code; Kysely cannot type a column chosen at run time.
    // biome-ignore lint/suspicious/noExplicitAny: the key column is chosen at run time
    const existing = await (trx.selectFrom(table).selectAll() as any)
      .where(key, "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    const diffs = diffFields(existing ?? {}, values);
    if (diffs.length === 0) continue;
    const set = Object.fromEntries(diffs.map((d) => [d.field, d.newValue ?? ""]));
    if (existing) {
      // biome-ignore lint/suspicious/noExplicitAny: the key column is chosen at run time
      await (trx.updateTable(table) as any).set(set).where(key, "=", id).where("locale", "=", locale).execute();
    } else {
      // biome-ignore lint/suspicious/noExplicitAny: the key column is chosen at run time
      await (trx.insertInto(table) as any).values({ [key]: id, locale, ...set }).execute();
    }
    out.push(...diffs.map((d) => ({ ...d, field: `${TEXT_FIELD_PREFIX}${locale}.${d.field}` })));
  }
  return out;
}

export interface CatalogueChange {
  eventIds: string[];
  /** Products whose data changed, or that joined or left an event. */
  productIds?: string[];
  /** Exhibitors whose own data changed, or whose products joined or left an event. */
  exhibitorIds?: string[];
  producerIds?: (string | null)[];
  /** Something a list shows changed: a card's field, an order, a facet (product, exhibitor and producer lists). */
  listed?: boolean;
  /** A product or exhibitor joined or left an event: counts, sitemaps, print catalogue. */
  membership?: boolean;
}

/**
 * The page-cache tags a change evicts (docs/architecture.md "Freshness"):
 * the pages showing the records that changed, the event's lists only when
 * something they show changed, and its overview pages only when the
 * catalogue gained or lost an entry. Pages tag themselves to match.
 */
export function catalogueChangeTags(change: CatalogueChange): string[] {
  return [
    ...(change.productIds ?? []).map((id) => `product:${id}`),
    ...(change.exhibitorIds ?? []).map((id) => `exhibitor:${id}`),
    ...(change.producerIds ?? []).filter((id): id is string => Boolean(id)).map((id) => `producer:${id}`),
    ...(change.listed || change.membership ? change.eventIds.map((id) => `listing:${id}`) : []),
    ...(change.membership ? change.eventIds.map((id) => `catalogue:${id}`) : []),
  ];
}

/**
 * Raises the events' catalogue versions (what a saved fair is brought up to
 * date by) and tells every instance what changed.
 */
export async function publishCatalogueChange(db: DB, change: CatalogueChange): Promise<void> {
  await recordCatalogueChange(db, change.eventIds, change);
  await bus().publish({
    type: "catalogue.changed",
    eventIds: change.eventIds,
    tags: catalogueChangeTags(change),
    productIds: change.productIds ?? [],
    exhibitorIds: change.exhibitorIds ?? [],
  });
}

/** Where a record's fields and texts live: its table, its translations table and their column names. */
export interface RecordTables {
  entityType: "product" | "exhibitor";
  table: "products" | "exhibitors";
  textTable: "product_translations" | "exhibitor_translations";
  key: "product_id" | "exhibitor_id";
  columns: Record<string, string>;
  textColumns: Record<string, string>;
}

/**
 * Writes the fields and texts of a product or an exhibitor that differ from
 * what is stored, with their history entries, in the caller's transaction;
 * the entries written (none when nothing changed). Not found: the 404.
 */
export async function writeRecordChanges(
  trx: Trx,
  tables: RecordTables,
  options: {
    id: string;
    changes: Record<string, unknown> & { translations?: Partial<Record<string, Record<string, unknown>>> };
    actor: string;
  },
): Promise<{ row: Record<string, unknown>; changes: FieldChange[]; fieldChanges: FieldChange[] }> {
  // Two tables share this code; Kysely cannot type a table chosen at run time.
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time
  const row = (await (trx.selectFrom(tables.table) as any)
    .selectAll()
    .where("id", "=", options.id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw new AppError("not_found", `${tables.entityType === "product" ? "Product" : "Exhibitor"} not found`);
  const fieldChanges = diffFields(row, toColumns(options.changes, tables.columns));
  if (fieldChanges.length) {
    // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time
    await (trx.updateTable(tables.table) as any)
      .set({
        ...Object.fromEntries(fieldChanges.map((d) => [d.field, d.newValue])),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", options.id)
      .execute();
  }
  const textChanges = await writeTranslations(
    trx,
    tables.textTable,
    tables.key,
    options.id,
    options.changes.translations,
    tables.textColumns,
  );
  const changes = [...fieldChanges, ...textChanges];
  await recordHistory(trx, { entityType: tables.entityType, entityId: options.id, actor: options.actor }, changes);
  return { row, changes, fieldChanges };
}
