import { changeKind, type FieldChange } from "~/features/catalogue/history";
import { getOrInsert } from "~/lib/get-or-insert";
import type { Locale } from "~/lib/locales";

// What a plan compares besides plain columns (plan-sync.server.ts): only the
// fields a source speaks for, translated texts locale by locale, and which
// of the event's members leave it.

export type Texts = Partial<Record<Locale, Record<string, string | undefined>>>;
export type TextRow = { id: string; locale: string } & Record<string, string>;

/** The values of the fields a source speaks for (all of them when it does not say). */
export function only<T extends Record<string, unknown>>(
  values: T,
  fields: ReadonlySet<string> | undefined,
): Partial<T> {
  if (!fields) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => fields.has(key))) as Partial<T>;
}

/**
 * `translations.<locale>.<field>` changes; a locale the source has no text in
 * keeps what it had, and so does a field the source leaves out.
 */
export function textChanges(before: Map<string, TextRow>, after: Texts): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [locale, texts] of Object.entries(after)) {
    if (!texts) continue;
    const row = before.get(locale);
    // Field by field, without an object of the old texts or a change copied to rename it: a new product's 80 texts are planned each time.
    for (const column of Object.keys(texts)) {
      const oldValue = row?.[column] ?? "";
      const newValue = texts[column];
      const kind = changeKind(oldValue, newValue);
      if (kind) out.push({ kind, field: `translations.${locale}.${column}`, oldValue, newValue: newValue ?? null });
    }
  }
  return out;
}

/** Translation rows by record, then by locale. */
export function textsByRecord(rows: TextRow[]): Map<string, Map<string, TextRow>> {
  const out = new Map<string, Map<string, TextRow>>();
  for (const row of rows) getOrInsert(out, row.id, () => new Map<string, TextRow>()).set(row.locale, row);
  return out;
}

/** An exhibitor's descriptions as the texts textChanges compares. */
export const descriptionTexts = (descriptions: Partial<Record<Locale, string>>): Texts =>
  Object.fromEntries(Object.entries(descriptions).map(([locale, description]) => [locale, { description }]));

/**
 * The ids of the records that stay in the event, or null when nothing leaves
 * it: a sync mirrors its source (`true`, the default), a file import removes
 * nothing (`false`), a part of a larger source keeps what the whole lists.
 */
export function keptIds(
  removeMissing: boolean | Record<"products" | "exhibitors", ReadonlySet<string>> | undefined,
  kind: "products" | "exhibitors",
  listed: readonly string[],
): ReadonlySet<string> | null {
  const removal = removeMissing ?? true;
  if (removal === false) return null;
  return removal === true ? new Set(listed) : removal[kind];
}
