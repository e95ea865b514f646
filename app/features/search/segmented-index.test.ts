import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { PRODUCTS, product } from "../../../tests/support/search-corpus";
import type { ProductDocument } from "../catalogue/documents";
import { parseProductQuery } from "./filters";
import { ProductIndex } from "./product-index";
import { PRODUCT_SORTS } from "./query";

// An index that took edits must answer every search exactly as an index
// built afresh from the same documents: same total, same hits in the same
// order, same facet counts in the same order.

const NAMES = [
  "Riesling Kabinett",
  "Château Margaux",
  "Pinot Noir Reserve",
  "Cava Brut",
  "IPA Hazy",
  "Gin Dry",
  "Rosé",
];
const GRAPES = ["Riesling", "Pinot Noir", "Chardonnay", "Syrah", "Grenache"];
const REGIONS = ["", "Mosel", "Bordeaux", "Rhône", "Rioja"];
const COUNTRIES = ["FR", "DE", "ES", "IT", "AT"];

const documentArb = (id: string) =>
  fc
    .record({
      name: fc.constantFrom(...NAMES),
      suffix: fc.constantFrom("", " 2019", " Alte Reben", " Cuvée Max"),
      kind: fc.constantFrom("Wine", "Beer", "Spirit", "Cider"),
      country: fc.constantFrom(...COUNTRIES),
      region: fc.constantFrom(...REGIONS),
      grapes: fc.subarray(GRAPES, { maxLength: 3 }),
      color: fc.constantFrom("", "red", "white", "rose"),
      vintage: fc.constantFrom(null, 2019, 2020, 2022),
      price: fc.constantFrom(null, 9.5, 18, 42),
      table: fc.constantFrom("", "A1", "B7", "C12"),
      medals: fc.subarray(["gold", "silver", "bronze"] as const, { maxLength: 2 }),
      exhibitor: fc.constantFrom("Weinhandel Schmidt", "Bodega Sur", "Maison Rouge"),
    })
    .map((r) =>
      product({
        id,
        name: r.name + r.suffix,
        kind: r.kind as ProductDocument["summary"]["kind"],
        country: r.country,
        region: r.region,
        grapes: r.grapes,
        color: r.color,
        vintage: r.vintage,
        price: r.price,
        table: r.table,
        medals: [...r.medals],
        exhibitor: r.exhibitor,
      }),
    );

const IDS = Array.from({ length: 40 }, (_, i) => `x${String(i).padStart(2, "0")}`);

const editArb = fc.oneof(
  fc.constantFrom(...IDS).chain((id) => documentArb(id).map((doc) => ({ upsert: doc }))),
  fc.constantFrom(...IDS, ...PRODUCTS.map((p) => p.summary.id)).map((id) => ({ remove: id })),
);

const queryArb = fc.record({
  q: fc.constantFrom("", "riesling", "pinot", "chateau", "rhone", "gin", "cuvee", "alte", "rieslin", "zzz", "margau"),
  country: fc.subarray(COUNTRIES, { maxLength: 2 }),
  grape: fc.subarray([...GRAPES, "Merlot"], { maxLength: 2 }),
  region: fc.subarray(REGIONS.filter(Boolean), { maxLength: 1 }),
  medal: fc.subarray(["gold", "silver"], { maxLength: 1 }),
  sort: fc.constantFrom(...PRODUCT_SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom(1, 3, 10),
  locale: fc.constantFrom(...LOCALES),
});

type Edit = { upsert: ProductDocument } | { remove: string };

/** The documents after the edits, as a fresh build would get them. */
function replay(start: readonly ProductDocument[], edits: readonly Edit[]): ProductDocument[] {
  const byId = new Map(start.map((doc) => [doc.summary.id, doc]));
  for (const edit of edits) {
    if ("upsert" in edit) byId.set(edit.upsert.summary.id, edit.upsert);
    else byId.delete(edit.remove);
  }
  return [...byId.values()];
}

/** Applies the edits in batches; `settle` lets a merge started by a batch finish before the next (else merges overlap edits). */
async function applyAll(index: ProductIndex, edits: readonly Edit[], batch: number, settle: boolean): Promise<void> {
  for (let i = 0; i < edits.length; i += batch) {
    const slice = edits.slice(i, i + batch);
    // Within a batch the last word on an id wins, as replay() has it.
    const last = new Map<string, Edit>();
    for (const edit of slice) last.set("upsert" in edit ? edit.upsert.summary.id : edit.remove, edit);
    const upserts = [...last.values()].flatMap((e) => ("upsert" in e ? [e.upsert] : []));
    const removals = [...last.values()].flatMap((e) => ("remove" in e ? [e.remove] : []));
    index.apply(upserts, removals);
    if (settle) await index.mergeDone();
  }
}

describe("an index that took edits", () => {
  it("answers every search as a fresh build of the same documents, during and after merges", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(editArb, { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(3, 1_000),
        fc.boolean(),
        fc.boolean(),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        // Lists of one value read their counts from the facet pairs, which removals must keep in step.
        fc.constantFrom(undefined, 1, 3),
        async (edits, batch, mergeAt, settle, settleAtEnd, queries, pairRowsFrom) => {
          const edited = new ProductIndex(PRODUCTS, { mergeAt, pairRowsFrom });
          await applyAll(edited, edits, batch, settle);
          // Searched while a merge may still be under way, or after it.
          if (settleAtEnd) await edited.mergeDone();
          const fresh = new ProductIndex(replay(PRODUCTS, edits));
          expect(edited.size).toBe(fresh.size);
          for (const raw of queries) {
            const { locale, ...params } = raw;
            const query = parseProductQuery(
              Object.fromEntries(
                Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v : [String(v)]]),
              ) as Record<string, string[]>,
            );
            const { suggestion, ...answer } = edited.search(query, locale);
            const { suggestion: _, ...expected } = fresh.search(query, locale);
            expect(answer).toEqual(expected);
            // "Did you mean" picks from the words the index has seen, removed
            // documents' included until the next merge: whatever it offers finds something.
            if (suggestion) expect(edited.search({ ...query, q: suggestion }, locale).total).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it("counts a list of one value right after every removal and change (the facet pairs follow the edits)", () => {
    const edited = new ProductIndex(PRODUCTS, { pairRowsFrom: 1, mergeAt: 1_000 });
    // Every value of every facet, each as a list of its own.
    const whole = new ProductIndex(PRODUCTS).search(parseProductQuery({})).facets;
    const lists = Object.entries(whole).flatMap(([facet, entries]) =>
      entries.map((entry) => ({ [facet]: [entry.value] })),
    );
    expect(lists.length).toBeGreaterThan(30);
    const kept = new Map(PRODUCTS.map((doc) => [doc.summary.id, doc]));
    PRODUCTS.forEach((doc, i) => {
      if (i % 2 === 0) {
        edited.apply([], [doc.summary.id]);
        kept.delete(doc.summary.id);
      } else {
        const moved = { ...doc, summary: { ...doc.summary, country: "AT" } };
        edited.apply([moved], []);
        kept.set(doc.summary.id, moved);
      }
      const fresh = new ProductIndex([...kept.values()]);
      for (const list of lists) {
        const query = parseProductQuery(list);
        expect(edited.search(query), `after ${i + 1} edits: ${JSON.stringify(list)}`).toEqual(fresh.search(query));
      }
    });
  });

  it("counts a list of two values after removals, from either value's pairs less its documents outside the list", () => {
    const edited = new ProductIndex(PRODUCTS, { pairRowsFrom: 1, mergeAt: 1_000 });
    edited.apply(
      [],
      PRODUCTS.filter((_, i) => i % 3 === 0).map((doc) => doc.summary.id),
    );
    const fresh = new ProductIndex(PRODUCTS.filter((_, i) => i % 3 !== 0));
    // The four commonest values of every facet, two facets at a time.
    const values = Object.entries(fresh.search(parseProductQuery({})).facets).map(([facet, entries]) =>
      entries.slice(0, 4).map((entry) => ({ facet, value: entry.value })),
    );
    let lists = 0;
    values.forEach((first, f) => {
      for (const second of values.slice(f + 1)) {
        for (const a of first) {
          for (const b of second) {
            const query = parseProductQuery({ [a.facet]: [a.value], [b.facet]: [b.value] });
            expect(edited.search(query), JSON.stringify([a, b])).toEqual(fresh.search(query));
            lists++;
          }
        }
      }
    });
    expect(lists).toBeGreaterThan(500);
  });

  it("merges in the background: edits made during the merge stay, the rest join the new base", async () => {
    const index = new ProductIndex(PRODUCTS, { mergeAt: 2 });
    const rename = (doc: ProductDocument, name: string): ProductDocument => ({
      ...doc,
      summary: { ...doc.summary, name },
    });
    const [a, b, c, d] = PRODUCTS;
    index.apply([rename(a, "Alpha Quellenreich"), rename(b, "Beta Quellenreich"), rename(c, "Gamma Quellenreich")], []);
    // Three edited documents passed the threshold: a merge is under way, not finished.
    expect(index.pending).toBe(3);
    index.apply([rename(a, "Alpha Sonnenhang")], [d.summary.id]);
    const search = (q: string) =>
      index
        .search(parseProductQuery({ q: [q] }))
        .hits.map((hit) => hit.name)
        .sort();
    expect(search("quellenreich")).toEqual(["Beta Quellenreich", "Gamma Quellenreich"]);
    expect(search("sonnenhang")).toEqual(["Alpha Sonnenhang"]);
    await index.mergeDone();
    // Only what changed during the merge is still beside the new base.
    expect(index.pending).toBe(1);
    expect(search("quellenreich")).toEqual(["Beta Quellenreich", "Gamma Quellenreich"]);
    expect(search("sonnenhang")).toEqual(["Alpha Sonnenhang"]);
    expect(index.get(d.summary.id)).toBeUndefined();
    expect(index.size).toBe(PRODUCTS.length - 1);
  });

  it("shows an edit at once: the new name is found, the old one is not", () => {
    const index = new ProductIndex(PRODUCTS);
    const first = PRODUCTS[0];
    const renamed: ProductDocument = { ...first, summary: { ...first.summary, name: "Zweigelt Quellenreich" } };
    index.apply([renamed], []);
    const search = (q: string) => index.search(parseProductQuery({ q: [q] })).hits.map((hit) => hit.id);
    expect(search("quellenreich")).toEqual([first.summary.id]);
    expect(index.get(first.summary.id)?.summary.name).toBe("Zweigelt Quellenreich");
    expect(index.size).toBe(PRODUCTS.length);
    index.apply([], [first.summary.id]);
    expect(search("quellenreich")).toEqual([]);
    expect(index.get(first.summary.id)).toBeUndefined();
    expect(index.documents.map((doc) => doc.summary.id)).not.toContain(first.summary.id);
  });

  it("keeps the groups related products are read from in step: a changed grape moves the product", () => {
    const index = new ProductIndex(PRODUCTS);
    const first = PRODUCTS[0];
    const ids = (docs: Iterable<ProductDocument>) => [...docs].map((doc) => doc.summary.id);
    expect(ids(index.withGrape("Zierfandler"))).toEqual([]);
    index.apply([{ ...first, grapes: ["Zierfandler"] }], []);
    expect(ids(index.withGrape("Zierfandler"))).toEqual([first.summary.id]);
    for (const grape of first.grapes) expect(ids(index.withGrape(grape))).not.toContain(first.summary.id);
    expect(ids(index.atStand(first.summary.exhibitor.id))).toContain(first.summary.id);
    index.apply([], [first.summary.id]);
    expect(ids(index.withGrape("Zierfandler"))).toEqual([]);
    expect(ids(index.atStand(first.summary.exhibitor.id))).not.toContain(first.summary.id);
  });
});
