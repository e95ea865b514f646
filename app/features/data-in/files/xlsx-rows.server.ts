import { createReadStream, type ReadStream } from "node:fs";
import { createInflateRaw } from "node:zlib";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import type { CsvRecord } from "./csv.server";
import { xlsxUnreadable } from "./import-limits.server";
import type { XlsxEntry } from "./xlsx-scan.server";

// The first worksheet of an XLSX file as rows of text, streamed (issue 32,
// docs/data-in.md "XLSX files"): its parts found through the workbook and its
// relationships, the shared strings read once, the sheet's XML inflated and
// parsed as it comes. The bytes are decoded as one stream, so a character
// split between two inflated chunks stays whole: exceljs 4.4's reader decoded
// each chunk on its own and turned "Monção" into "Monç��o" wherever a chunk
// ended inside it. Called after xlsx-scan.server.ts checked the file's limits.

/** A part's bytes inflated and decoded as one text stream. */
async function* partText(file: string, entry: XlsxEntry, onOpen?: (stream: ReadStream) => void) {
  if (entry.compressedSize === 0) return;
  const source = createReadStream(file, { start: entry.offset, end: entry.offset + entry.compressedSize - 1 });
  onOpen?.(source);
  const data = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
  source.on("error", (error) => data.destroy(error));
  const decoder = new TextDecoder("utf-8");
  try {
    for await (const chunk of data) yield decoder.decode(chunk as Buffer, { stream: true });
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    source.destroy();
    data.destroy();
  }
}

/** What is done with a part's XML as saxes reads it (synchronously, within its write). */
interface XmlHandlers {
  open?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/**
 * A part's XML handed to the handlers a chunk at a time, yielding after each
 * chunk. No object is made per tag or text: the sheet of 100,000 rows is ten
 * million of them, and as event objects they were most of the XLSX import's
 * extra garbage collection.
 */
async function* parseXml(text: AsyncIterable<string>, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let failed = false;
  parser.on("error", () => {
    failed = true;
  });
  if (handlers.open) parser.on("opentag", handlers.open);
  if (handlers.text) parser.on("text", handlers.text);
  const close = handlers.close;
  if (close) parser.on("closetag", (tag) => close(tag.name));
  for await (const chunk of text) {
    parser.write(chunk);
    if (failed) throw xlsxUnreadable();
    yield;
  }
  parser.close();
  if (failed) throw xlsxUnreadable();
}

const attribute = (tag: SaxesTagPlain, name: string): string | undefined => {
  const value = tag.attributes[name];
  return typeof value === "string" ? value : undefined;
};

/** A small part (the workbook, its relationships) as its open tags. */
async function openTags(file: string, entry: XlsxEntry | undefined): Promise<SaxesTagPlain[]> {
  if (!entry) throw xlsxUnreadable();
  const tags: SaxesTagPlain[] = [];
  for await (const _ of parseXml(partText(file, entry), { open: (tag) => tags.push(tag) }));
  return tags;
}

/** Where the workbook's first worksheet is: "xl/worksheets/sheet1.xml" as a rule. */
async function firstSheetName(file: string, entries: Map<string, XlsxEntry>): Promise<string> {
  const sheet = (await openTags(file, entries.get("xl/workbook.xml"))).find((tag) => tag.name === "sheet");
  const id = sheet && attribute(sheet, "r:id");
  const relationships = await openTags(file, entries.get("xl/_rels/workbook.xml.rels"));
  const target = relationships.find((tag) => tag.name === "Relationship" && attribute(tag, "Id") === id);
  const path = target && attribute(target, "Target");
  if (!path) throw xlsxUnreadable();
  // A target is relative to xl/, or absolute from the package's root.
  return path.startsWith("/") ? path.slice(1) : `xl/${path}`;
}

/** The shared strings, each its text runs joined (phonetic readings left out). */
async function sharedStrings(file: string, entry: XlsxEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  const handlers: XmlHandlers = {
    open: (tag) => {
      if (tag.name === "si") current = [];
      else if (tag.name === "rPh") phonetic++;
      else if (tag.name === "t") inText = phonetic === 0;
    },
    close: (name) => {
      if (name === "si" && current) {
        strings.push(ownCopy(current.join("")));
        current = null;
      } else if (name === "rPh") phonetic--;
      else if (name === "t") inText = false;
    },
    text: (text) => {
      if (inText && current) current.push(text);
    },
  };
  for await (const _ of parseXml(partText(file, entry), handlers));
  return strings;
}

/**
 * The text on its own. The parser's texts are slices of the chunk they were
 * read from, and V8 keeps a slice's whole chunk alive: a product id kept to
 * find duplicates kept its 16 KB of the sheet, and an import of 100,000 rows
 * held the whole sheet (heap 60 → 206 MB). Joined to a space, the text is
 * copied into a string of its own, of which the slice is taken (V8 slices
 * strings of 13 characters or more; shorter ones are copies already).
 */
function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/** "BC12" → 54 (0-based column); -1 when the reference has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  let at = 0;
  for (; at < reference.length; at++) {
    const code = reference.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return at === 0 ? -1 : column - 1;
}

/** A cell's text as a spreadsheet shows it: shared and inline strings, numbers as written, booleans, dates. */
function cellValue(type: string | undefined, value: string, inline: string, shared: readonly string[]): string {
  switch (type) {
    case "s":
      return shared[Number(value)] ?? "";
    case "inlineStr":
      return inline;
    case "str":
      return value;
    case "b":
      return value === "1" ? "true" : "false";
    case "e":
      return "";
    case "d":
      return value.slice(0, 10);
    default:
      return value === "" ? "" : String(Number(value));
  }
}

/** The worksheet's rows, each its cells' text by column (holes as ""), with its row number. */
export async function* xlsxSheetRows(
  file: string,
  entries: readonly XlsxEntry[],
  onOpen?: (stream: ReadStream) => void,
): AsyncGenerator<CsvRecord> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const sheet = byName.get(await firstSheetName(file, byName));
  if (!sheet) throw xlsxUnreadable();
  const shared = await sharedStrings(file, byName.get("xl/sharedStrings.xml"));
  let rows: CsvRecord[] = [];
  let row: string[] = [];
  let line = 0;
  // The cell being read: its column (-1 outside a cell), type, value and inline text.
  let column = -1;
  let type: string | undefined;
  let value = "";
  let inline = "";
  let reading: "v" | "t" | null = null;
  const handlers: XmlHandlers = {
    open: (tag) => {
      const name = tag.name;
      if (name === "row") {
        row = [];
        line = Number(attribute(tag, "r") ?? line + 1);
      } else if (name === "c") {
        column = columnOf(attribute(tag, "r") ?? "");
        if (column < 0) column = row.length;
        type = attribute(tag, "t");
        value = "";
        inline = "";
      } else if (column >= 0 && (name === "v" || name === "t")) reading = name;
    },
    text: (text) => {
      if (reading === "v") value += text;
      else if (reading === "t") inline += text;
    },
    close: (name) => {
      if (name === "v" || name === "t") reading = null;
      else if (name === "c" && column >= 0) {
        while (row.length < column) row.push("");
        row[column] = ownCopy(cellValue(type, value, inline, shared));
        column = -1;
      } else if (name === "row") rows.push({ line, fields: row });
    },
  };
  for await (const _ of parseXml(partText(file, sheet, onOpen), handlers)) {
    const read = rows;
    rows = [];
    yield* read;
  }
  yield* rows;
}
