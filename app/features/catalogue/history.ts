// History entries of docs/product/catalogue.md: a field change, set, unset (or unknown) on a
// record, and a product added to, removed from or changed in a collection.

export type HistoryKind =
  | "fieldChange"
  | "set"
  | "unset"
  | "unknown"
  | "productAdded"
  | "productRemoved"
  | "productChanged";

export interface FieldChange {
  kind: "fieldChange" | "set" | "unset";
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

function same(a: unknown, b: unknown): boolean {
  const emptyA = isEmpty(a);
  if (emptyA !== isEmpty(b)) return false;
  if (emptyA) return true;
  // Two texts are the same exactly when their JSON is; only other values need it.
  if (typeof a === "string" && typeof b === "string") return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The kind of entry a field going from `oldValue` to `newValue` makes: "set"
 * when it goes from empty to a value, "unset" when it goes to empty,
 * "fieldChange" otherwise; null when it is unchanged or `newValue` is not
 * given (undefined).
 */
export function changeKind(oldValue: unknown, newValue: unknown): FieldChange["kind"] | null {
  if (newValue === undefined || same(oldValue, newValue)) return null;
  return isEmpty(oldValue) ? "set" : isEmpty(newValue) ? "unset" : "fieldChange";
}

/** The history entries of applying `changes` to `before` (changeKind); unchanged fields produce nothing. */
export function diffFields(before: Record<string, unknown>, changes: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, newValue] of Object.entries(changes)) {
    const oldValue = before[field];
    const kind = changeKind(oldValue, newValue);
    if (kind) out.push({ kind, field, oldValue: oldValue ?? null, newValue: newValue ?? null });
  }
  return out;
}

/**
 * The field of a history row holding every field a record was created with
 * (decision 0024): a product a sync or an import adds gets one "set" row
 * whose value maps each field to the value it was set to, not one row per
 * field (95 for a wine with its texts in five languages: 9.5 million rows
 * for a fair of 100,000). Reading the history expands it (`expandHistory`),
 * so the page shows each field as before.
 */
export const CREATED_WITH = "*";

/** A new record's entries as stored: its "set" entries as one CREATED_WITH row, any other entry as it is. */
export function createdWith(entries: readonly FieldChange[]): {
  kind: HistoryKind;
  field: string;
  oldValue?: unknown;
  newValue?: unknown;
}[] {
  const sets = entries.filter((entry) => entry.kind === "set");
  const others = entries.filter((entry) => entry.kind !== "set");
  if (sets.length < 2) return [...entries];
  const values: Record<string, unknown> = {};
  for (const entry of sets) values[entry.field] = entry.newValue;
  return [{ kind: "set", field: CREATED_WITH, newValue: values }, ...others];
}

/**
 * The same row for a product whose texts are not in it (decision 0027): a
 * sync's, an import's or the console's new product. Its value holds the
 * other fields; the texts it was created with are the catalogue's own rows
 * (product_translations), written in the same transaction, and reading the
 * history takes each from there, or, when it has changed since, from the
 * old value of its first later change (createdTexts): every write of a
 * product's text records one. A sync of 100,000 products no longer writes
 * each text twice.
 */
export const CREATED_WITH_CATALOGUE_TEXTS = "*texts";

/** How a text's field is named in plans and history: `translations.<locale>.<column>`. */
export const TEXT_FIELD_PREFIX = "translations.";

/** A created record's values without its texts (`translations.<locale>.<column>`): what a CREATED_WITH_CATALOGUE_TEXTS row holds. */
export function withoutTexts(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(values)) if (!field.startsWith(TEXT_FIELD_PREFIX)) out[field] = values[field];
  return out;
}

/**
 * The texts a product was created with, by field (`translations.<locale>.<column>`),
 * locale by locale and column by column in the orders given: each as the old
 * value of its first change after the creation (`laterChanges`, in the order
 * they were made), else as the catalogue has it now (`now`, by locale); only
 * those that had a value (changeKind's empty is not one).
 */
export function createdTexts(
  now: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  laterChanges: readonly { field: string; oldValue: unknown }[],
  locales: readonly string[],
  columns: readonly string[],
): Record<string, unknown> {
  const first = new Map<string, unknown>();
  for (const change of laterChanges) if (!first.has(change.field)) first.set(change.field, change.oldValue);
  const out: Record<string, unknown> = {};
  for (const locale of locales) {
    const row = now.get(locale);
    for (const column of columns) {
      const field = `${TEXT_FIELD_PREFIX}${locale}.${column}`;
      const value = first.has(field) ? first.get(field) : row?.[column];
      if (changeKind("", value)) out[field] = value;
    }
  }
  return out;
}

/**
 * A stored history row as the entries it stands for: a CREATED_WITH row as
 * one "set" per field, in the order they were set; a
 * CREATED_WITH_CATALOGUE_TEXTS row likewise, its fields and then `texts`
 * (createdTexts).
 */
export function expandHistory<T extends { kind: HistoryKind; field: string; newValue: unknown }>(
  row: T,
  texts: Record<string, unknown> = {},
): T[] {
  if (row.kind !== "set" || (row.field !== CREATED_WITH && row.field !== CREATED_WITH_CATALOGUE_TEXTS)) return [row];
  const values = row.newValue;
  if (values === null || typeof values !== "object" || Array.isArray(values)) return [row];
  const fields = row.field === CREATED_WITH_CATALOGUE_TEXTS ? { ...values, ...texts } : values;
  return Object.entries(fields).map(([field, newValue]) => ({ ...row, field, newValue }));
}
