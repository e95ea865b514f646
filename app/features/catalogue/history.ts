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

/** A stored history row as the entries it stands for: a CREATED_WITH row as one "set" per field, in the order they were set. */
export function expandHistory<T extends { kind: HistoryKind; field: string; newValue: unknown }>(row: T): T[] {
  if (row.kind !== "set" || row.field !== CREATED_WITH) return [row];
  const values = row.newValue;
  if (values === null || typeof values !== "object" || Array.isArray(values)) return [row];
  return Object.entries(values).map(([field, newValue]) => ({ ...row, field, newValue }));
}
