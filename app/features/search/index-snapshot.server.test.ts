import { describe, expect, it } from "vitest";
import { runToEnd } from "~/lib/time-slice";
import { PRODUCTS, product } from "../../../tests/support/search-corpus";
import type { ProductDocument } from "../catalogue/documents";
import { parseProductQuery } from "./filters";
import {
  bytesSource,
  decodeSnapshot,
  encodeSnapshot,
  openSnapshot,
  readSections,
  type SnapshotSource,
  type SnapshotStamp,
  stringSections,
  stringsOf,
} from "./index-snapshot.server";
import { ProductIndex } from "./product-index";
import type { SearchIndexParts } from "./search-index";
import type { SegmentOptions } from "./segmented-index";

const STAMP: SnapshotStamp = { format: "products-2:test", site: "site-1", eventId: "event-1", version: 7 };

// The hand-built products and 700 more, so that the long string lists go to sections of their own.
const MORE = Array.from({ length: 700 }, (_, i) =>
  product({
    id: `m${String(i).padStart(3, "0")}`,
    name: `Cuvée ${i} ${["Réserve", "Tradition", "Vieilles Vignes"][i % 3]}`,
    producer: `Domaine ${i % 40}`,
    exhibitor: `Stand ${i % 25}`,
    region: ["Burgundy", "Mosel", "Rioja", "Toscana"][i % 4],
    grapes: i % 5 === 0 ? ["Pinot Noir", "Gamay"] : ["Chardonnay"],
    vintage: i % 7 === 0 ? null : 2010 + (i % 12),
    price: i % 3 === 0 ? null : 5 + i / 10,
    priceRange: ["under10", "10to20", "20to50"][i % 3],
    characteristics: i % 2 === 0 ? ["VEGAN"] : [],
    medals: i % 9 === 0 ? ["gold"] : [],
    table: `T${i % 30}`,
    alcohol: 11 + (i % 40) / 10,
  }),
);
// As the server's documents do (load-docs.server.ts), the products of a stand share its object.
const STANDS = new Map<string, ProductDocument["summary"]["exhibitor"]>();
for (const doc of MORE) {
  const stand = STANDS.get(doc.summary.exhibitor.id) ?? doc.summary.exhibitor;
  STANDS.set(stand.id, stand);
  doc.summary.exhibitor = stand;
}
const DOCS = [...PRODUCTS, ...MORE];

function bytesOf(pieces: Uint8Array[]): Uint8Array {
  return Buffer.concat(pieces);
}

function snapshotOf(index: ProductIndex): Uint8Array {
  return bytesOf(runToEnd(encodeSnapshot(STAMP, index.toParts())));
}

/** The index parts of a snapshot's bytes, as a load reads them (index-snapshots.server.ts). */
async function partsOf(source: SnapshotSource, pieces?: { readBytes: number; textBytes: number }) {
  const opened = await openSnapshot(source);
  if (!opened) throw new Error("not a snapshot");
  const sections = await readSections(source, opened, pieces?.readBytes);
  return decodeSnapshot(opened, sections, pieces?.textBytes);
}

async function loaded(bytes: Uint8Array, options?: SegmentOptions): Promise<ProductIndex> {
  const parts = runToEnd(await partsOf(bytesSource(bytes)));
  return ProductIndex.fromParts(parts as SearchIndexParts<ProductDocument>, options);
}

const QUERIES: Record<string, string[]>[] = [
  {},
  { q: ["riesling"] },
  { q: ["cuvee reserv"] },
  { q: ["domain 1"], sort: ["price"] },
  { q: ["chardonay"] },
  { q: ["rieslign trkcen"] },
  { grape: ["Pinot Noir"], vintage: ["2015", "2016"] },
  { region: ["Burgundy"], characteristic: ["VEGAN"], sort: ["vintage"], page: ["2"] },
  { country: ["FR"], medal: ["gold"], sort: ["table"] },
  { price: ["10to20"], alcohol: ["12to13"], sort: ["price"], page: ["3"] },
  { q: ["stand 3"], kind: ["Wine"], sort: ["name"] },
];

describe("a search index snapshot", () => {
  it("loads an index that answers every search, facet count, sort and related lookup as the built one", async () => {
    const built = new ProductIndex(DOCS);
    const back = await loaded(snapshotOf(built));
    expect(back.size).toBe(built.size);
    for (const raw of QUERIES) {
      for (const locale of ["en", "de"] as const) {
        const query = parseProductQuery({ pageSize: ["24"], ...raw });
        expect(query.sort, JSON.stringify(raw)).toBe(raw.sort?.[0] ?? query.sort);
        // Each query finds something, or suggests a spelling that does.
        const answer = built.search(query, locale);
        expect(answer.total > 0 || answer.suggestion !== undefined, JSON.stringify(raw)).toBe(true);
        expect(back.search(query, locale), JSON.stringify(raw)).toEqual(built.search(query, locale));
      }
    }
    const doc = built.get("m042")!;
    expect([...back.atStand(doc.summary.exhibitor.id)].map((d) => d.summary.id)).toEqual(
      [...built.atStand(doc.summary.exhibitor.id)].map((d) => d.summary.id),
    );
    expect(back.withGrape("Gamay").size).toBe(built.withGrape("Gamay").size);
    expect(back.ofStyle(doc.summary).size).toBe(built.ofStyle(doc.summary).size);
  });

  it("loads an index whose lists of one value read the facet pairs made again, with the built one's counts", async () => {
    const built = new ProductIndex(DOCS);
    const back = await loaded(snapshotOf(built), { pairRowsFrom: 1 });
    const whole = built.search(parseProductQuery({})).facets;
    for (const facet of ["kind", "country", "color", "grape", "vintage", "medal"] as const) {
      for (const { value } of whole[facet]) {
        const query = parseProductQuery({ [facet]: [value], pageSize: ["24"] });
        expect(back.search(query), `${facet}=${value}`).toEqual(built.search(query));
      }
    }
  });

  it("loads documents that share their producer and stand objects again", async () => {
    const back = await loaded(snapshotOf(new ProductIndex(DOCS)));
    const [first, second] = [back.get("m001")!, back.get("m026")!];
    expect(first.summary.exhibitor).toBe(second.summary.exhibitor);
  });

  it("keeps taking edits after loading, as a built index does", async () => {
    const back = await loaded(snapshotOf(new ProductIndex(DOCS)));
    back.apply([product({ id: "m001", name: "Renamed Riesling" })], ["m002"]);
    const query = parseProductQuery({ q: ["renamed"] });
    expect(back.search(query).hits.map((hit) => hit.id)).toEqual(["m001"]);
    expect(back.get("m002")).toBeUndefined();
    expect(back.size).toBe(DOCS.length - 1);
  });

  it("reads its sections a small piece at a time, never the whole file at once, and decodes its strings in pieces with a turn between", async () => {
    const bytes = snapshotOf(new ProductIndex(DOCS));
    const reads: number[] = [];
    const counted = (source: SnapshotSource): SnapshotSource => ({
      size: source.size,
      read: (into, position) => {
        reads.push(into.length);
        return source.read(into, position);
      },
    });
    const count = (steps: Generator<void, unknown, void>) => {
      let turns = 0;
      let next = steps.next();
      for (; !next.done; next = steps.next()) turns++;
      return { turns, parts: next.value };
    };
    const whole = count(await partsOf(counted(bytesSource(bytes))));
    const wholeReads = reads.length;
    reads.length = 0;
    const small = count(await partsOf(counted(bytesSource(bytes)), { readBytes: 64, textBytes: 64 }));
    expect(small.parts).toEqual(whole.parts);
    // Every 64 bytes of the file's sections is a read of its own; no read but the header's is larger.
    expect(reads.length).toBeGreaterThan(wholeReads + bytes.length / 64 / 2);
    const header = reads[1];
    expect(Math.max(...reads.slice(2))).toBe(64);
    expect(header).toBeLessThan(bytes.length / 4);
    // The strings' text is decoded 64 bytes a turn.
    expect(small.turns).toBeGreaterThan(whole.turns + 20);
  });

  it("tells its stamp, and refuses bytes cut short or that are not a snapshot", async () => {
    const bytes = snapshotOf(new ProductIndex(DOCS));
    expect((await openSnapshot(bytesSource(bytes)))?.stamp).toEqual(STAMP);
    const cut = bytes.subarray(0, bytes.length - 8);
    expect(await openSnapshot(bytesSource(cut))).toBeNull();
    const other = Uint8Array.from(bytes);
    other[0] = 0x58;
    expect(await openSnapshot(bytesSource(other))).toBeNull();
    expect(await openSnapshot(bytesSource(new Uint8Array(4)))).toBeNull();
  });

  it("refuses bytes changed inside its sections, even where the change would decode without an error", async () => {
    const bytes = snapshotOf(new ProductIndex(DOCS));
    await expect(partsOf(bytesSource(bytes))).resolves.toBeDefined();
    // Zeros over the last 4 KB before the end: whatever sections lie there, numbers of zeros decode.
    const zeroed = Uint8Array.from(bytes);
    zeroed.fill(0, bytes.length - 4096, bytes.length - 8);
    expect((await openSnapshot(bytesSource(zeroed)))?.stamp).toEqual(STAMP);
    await expect(partsOf(bytesSource(zeroed))).rejects.toThrow(/do not match its digest/);
    // One bit of the last byte (the last section or its padding).
    const flipped = Uint8Array.from(bytes);
    const at = bytes.length - 1;
    flipped[at] ^= 1;
    await expect(partsOf(bytesSource(flipped))).rejects.toThrow(/do not match its digest/);
    // A bit of the first section.
    const first = Uint8Array.from(bytes);
    const opened = (await openSnapshot(bytesSource(bytes)))!;
    first[opened.bodyStart] ^= 1;
    await expect(partsOf(bytesSource(first))).rejects.toThrow(/do not match its digest/);
  });

  it("is taken only of an index as built, before any edit", () => {
    const index = new ProductIndex(DOCS);
    index.apply([product({ id: "m001", name: "Renamed" })], []);
    expect(() => index.toParts()).toThrow(/as built/);
  });
});

describe("a snapshot's strings", () => {
  // Characters of one to four UTF-8 bytes, empty strings, and one longer than a piece.
  const STRINGS = [
    "",
    "Château Müller-Thurgau",
    "",
    "Grüner Veltliner ½ 🍷🍇",
    "x".repeat(100),
    "Rioja – Reserva ñ",
    "日本酒 純米大吟醸",
    ...Array.from({ length: 50 }, (_, i) => `Cuvée ${i} 🥂 ${"é".repeat(i % 7)}`),
  ];

  it("decodes a piece of the text at a time, whatever character or string a piece's end cuts", () => {
    const { lengths, text } = stringSections(STRINGS);
    for (const pieceBytes of [1, 2, 3, 5, 7, 64, text.length, text.length + 10]) {
      const steps = stringsOf(lengths, text, pieceBytes);
      let turns = 0;
      let next = steps.next();
      for (; !next.done; next = steps.next()) turns++;
      expect(next.value).toEqual(STRINGS);
      // A turn of the event loop between pieces: never the whole text in one.
      expect(turns).toBe(Math.max(1, Math.ceil(text.length / pieceBytes)));
    }
  });

  it("decodes a list of empty strings, and none", () => {
    for (const strings of [["", "", ""], []]) {
      const { lengths, text } = stringSections(strings);
      expect(runToEnd(stringsOf(lengths, text))).toEqual(strings);
    }
  });

  it("refuses text and lengths that disagree", () => {
    const { lengths, text } = stringSections(["Riesling", "Silvaner"]);
    expect(() => runToEnd(stringsOf(lengths, text.subarray(0, 12), 4))).toThrow(/disagree/);
    expect(() => runToEnd(stringsOf(lengths.subarray(0, 1), text, 4))).toThrow(/disagree/);
  });
});
