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
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The history entries of applying `changes` to `before`: "set" when a field
 * goes from empty to a value, "unset" when it goes to empty, "fieldChange"
 * otherwise; unchanged fields produce nothing.
 */
export function diffFields(before: Record<string, unknown>, changes: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, newValue] of Object.entries(changes)) {
    if (newValue === undefined) continue;
    const oldValue = before[field];
    if (same(oldValue, newValue)) continue;
    const kind = isEmpty(oldValue) ? "set" : isEmpty(newValue) ? "unset" : "fieldChange";
    out.push({ kind, field, oldValue: oldValue ?? null, newValue: newValue ?? null });
  }
  return out;
}
