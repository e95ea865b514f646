import { LOCALES, type Locale } from "~/lib/locales";

// One facet of an index as columns of small integers: value ids per document
// (a single id, or a range of ids for multi-valued facets), the value labels,
// and scratch arrays for the counts and the current selection.

export interface FacetSpec<D> {
  id: string;
  multi: boolean;
  /** The document's value(s); null, "" or [] when it has none. */
  values: (doc: D) => string | readonly string[] | null;
  /** How a value is shown in a locale, when that differs from the value (country codes). */
  label?: (value: string, locale: Locale) => string;
}

const collators = new Map<Locale, Intl.Collator>();
export function collator(locale: Locale): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(locale, c);
  }
  return c;
}

export class FacetColumn {
  readonly id: string;
  readonly multi: boolean;
  /** Value of each value id; id 0 is "no value". */
  readonly values: readonly string[];
  private readonly ids: Map<string, number>;
  /** Single-valued: the value id of each document. */
  readonly single: Uint16Array | Uint32Array | null;
  /** Multi-valued: document d has multiValues[offsets[d]..offsets[d+1]). */
  readonly offsets: Uint32Array | null;
  readonly multiValues: Uint16Array | Uint32Array | null;
  /** Position of each value id when labels are ordered in a locale (ties among equal counts). */
  private readonly rankByLocale: Map<Locale, Uint32Array>;
  readonly counts: Uint32Array;
  readonly selected: Uint8Array;

  private constructor(init: {
    id: string; multi: boolean; values: string[]; single: Uint16Array | Uint32Array | null;
    offsets: Uint32Array | null; multiValues: Uint16Array | Uint32Array | null; rankByLocale: Map<Locale, Uint32Array>;
  }) {
    this.id = init.id;
    this.multi = init.multi;
    this.values = init.values;
    this.ids = new Map(init.values.map((value, id) => [value, id]));
    this.ids.delete("");
    this.single = init.single;
    this.offsets = init.offsets;
    this.multiValues = init.multiValues;
    this.rankByLocale = init.rankByLocale;
    this.counts = new Uint32Array(init.values.length);
    this.selected = new Uint8Array(init.values.length);
  }

  static build<D>(docs: readonly D[], spec: FacetSpec<D>): FacetColumn {
    const raw = docs.map((doc) => {
      const value = spec.values(doc);
      if (value == null || value === "") return [];
      return typeof value === "string" ? [value] : [...new Set(value.filter((v) => v !== ""))];
    });
    const distinct = new Set<string>();
    for (const list of raw) for (const value of list) distinct.add(value);
    // Value ids follow the label order, so equal counts can be ordered by id.
    const en = collator("en");
    const values = ["", ...[...distinct].sort((a, b) => en.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0))];
    const idOf = new Map(values.map((value, id) => [value, id]));
    const Ids = values.length <= 0xffff ? Uint16Array : Uint32Array;

    let single: Uint16Array | Uint32Array | null = null;
    let offsets: Uint32Array | null = null;
    let multiValues: Uint16Array | Uint32Array | null = null;
    if (spec.multi) {
      offsets = new Uint32Array(docs.length + 1);
      raw.forEach((list, doc) => (offsets![doc + 1] = offsets![doc] + list.length));
      multiValues = new Ids(offsets[docs.length]);
      raw.forEach((list, doc) => list.forEach((value, k) => (multiValues![offsets![doc] + k] = idOf.get(value)!)));
    } else {
      single = new Ids(docs.length);
      raw.forEach((list, doc) => (single![doc] = list.length ? idOf.get(list[0])! : 0));
    }

    const rankByLocale = new Map<Locale, Uint32Array>();
    if (spec.label) {
      const label = spec.label;
      for (const locale of LOCALES) {
        const c = collator(locale);
        const labels = values.map((value) => label(value, locale));
        const order = values.map((_, id) => id).sort((a, b) => c.compare(labels[a], labels[b]) || a - b);
        const rank = new Uint32Array(values.length);
        order.forEach((id, position) => (rank[id] = position));
        rankByLocale.set(locale, rank);
      }
    }
    return new FacetColumn({ id: spec.id, multi: spec.multi, values, single, offsets, multiValues, rankByLocale });
  }

  /** The id of a value, or -1 when no document has it. */
  idOf(value: string): number {
    return this.ids.get(value) ?? -1;
  }

  /** Label order of value ids in a locale; null when ids are already in label order. */
  rank(locale: Locale): Uint32Array | null {
    return this.rankByLocale.get(locale) ?? null;
  }

  /** Whether a document has one of the selected values. */
  passes(doc: number): boolean {
    const selected = this.selected;
    if (this.single) return selected[this.single[doc]] === 1;
    const values = this.multiValues!;
    const end = this.offsets![doc + 1];
    for (let p = this.offsets![doc]; p < end; p++) if (selected[values[p]] === 1) return true;
    return false;
  }

  /** Adds a document's values to the counts. */
  count(doc: number): void {
    if (this.single) {
      this.counts[this.single[doc]]++;
      return;
    }
    const values = this.multiValues!;
    const end = this.offsets![doc + 1];
    for (let p = this.offsets![doc]; p < end; p++) this.counts[values[p]]++;
  }
}
