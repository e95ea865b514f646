import type { FieldChange } from "~/features/catalogue/history";
import { getOrInsert } from "~/lib/get-or-insert";
import { slugify } from "~/lib/slugify";

// What writing a planned change (apply-sync.server.ts) takes from its field
// changes: the columns to set and the texts to write per locale.

/** A slug that cannot collide: the name's, then the record's id. */
export const slugOf = (name: string, id: string) => `${slugify(name) || "item"}-${id}`;

/** The new values of the changed fields `keep` accepts, by column. */
export function changedColumns(
  fields: readonly FieldChange[],
  keep: (field: string) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (keep(f.field)) out[f.field] = f.newValue;
  return out;
}

const TEXTS = "translations.";

/** The `translations.<locale>.<column>` changes, per locale: the columns to write in each. */
export function changedTexts(fields: readonly FieldChange[]): [string, Record<string, string>][] {
  const out = new Map<string, Record<string, string>>();
  for (const f of fields) {
    if (!f.field.startsWith(TEXTS)) continue;
    const dot = f.field.indexOf(".", TEXTS.length);
    // Only the plan makes these names; one without its column would write a text under a wrong locale.
    if (dot < 0) throw new Error(`A text change without its column: ${f.field}`);
    const locale = f.field.slice(TEXTS.length, dot);
    const column = f.field.slice(dot + 1);
    // One object per locale, filled in place: copying it for each column cost a sync of 100,000 products 9 s.
    getOrInsert(out, locale, (): Record<string, string> => ({}))[column] = String(f.newValue ?? "");
  }
  return [...out.entries()];
}
