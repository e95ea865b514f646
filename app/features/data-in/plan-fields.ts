import { changeKind, type FieldChange, TEXT_FIELD_PREFIX } from "~/features/catalogue/history";
import { getOrInsert } from "~/lib/get-or-insert";
import { LOCALES, type Locale } from "~/lib/locales";

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
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(values)) if (fields.has(key)) out[key] = values[key];
  return out as Partial<T>;
}

const TEXT_FIELDS = new Map<string, Map<string, string>>();
const TEXT_FIELDS_KEPT = 1_000;
const TEXT_FIELD_PARTS = new Map<string, readonly [locale: string, column: string]>();

/** A text's field name, `translations.<locale>.<column>`, made once: a sync names 7.5 million of them. */
export function textField(locale: string, column: string): string {
  const known = TEXT_FIELDS.get(locale)?.get(column);
  if (known) return known;
  const field = `${TEXT_FIELD_PREFIX}${locale}.${column}`;
  // The site's locales and text columns are a few dozen names; whatever a source sends beyond them is not kept.
  if (TEXT_FIELD_PARTS.size < TEXT_FIELDS_KEPT) {
    getOrInsert(TEXT_FIELDS, locale, () => new Map<string, string>()).set(column, field);
    TEXT_FIELD_PARTS.set(field, [locale, column]);
  }
  return field;
}

/** A text's field name's locale and column (the inverse of textField). */
export function textFieldParts(field: string): readonly [locale: string, column: string] {
  const known = TEXT_FIELD_PARTS.get(field);
  if (known) return known;
  const dot = field.indexOf(".", TEXT_FIELD_PREFIX.length);
  // Only the plan makes these names; one without its column would write a text under a wrong locale.
  if (!field.startsWith(TEXT_FIELD_PREFIX) || dot < 0) throw new Error(`A text change without its column: ${field}`);
  return [field.slice(TEXT_FIELD_PREFIX.length, dot), field.slice(dot + 1)];
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
      if (kind) out.push({ kind, field: textField(locale, column), oldValue, newValue: newValue ?? null });
    }
  }
  return out;
}

/**
 * What a record the site does not have yet is created with: the values of
 * `columns` and of `texts` that textChanges and diffFields would set, by field
 * in their order (the columns', then `translations.<locale>.<column>` in the
 * site's locale order and `textColumns`' order, or the texts' own). It is the
 * value of the record's one history row of them (decision 0024; a product's
 * without its texts, decision 0027, which reading it puts back in the same
 * order), and its field changes when they are asked for (createdFields).
 */
export function createdValues(
  columns: readonly Record<string, unknown>[],
  texts: Texts,
  textColumns?: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const values of columns) {
    for (const field of Object.keys(values)) {
      const value = values[field];
      if (changeKind(null, value)) out[field] = value;
    }
  }
  for (const locale of LOCALES) {
    const byColumn = texts[locale];
    if (!byColumn) continue;
    for (const column of textColumns ?? Object.keys(byColumn)) {
      const value = byColumn[column];
      if (changeKind("", value)) out[textField(locale, column)] = value;
    }
  }
  return out;
}

/** A created record's values as the field changes diffFields and textChanges make of them (a text was "", a column null). */
export function createdFields(values: Record<string, unknown>): FieldChange[] {
  return Object.keys(values).map((field) => ({
    kind: "set",
    field,
    oldValue: field.startsWith(TEXT_FIELD_PREFIX) ? "" : null,
    newValue: values[field],
  }));
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
