import { createReadStream, type ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { AppError } from "~/.server/errors";
import { type CsvRecord, parseCsv } from "./csv.server";
import { type ImportFormat, importFormatOf } from "./import-kinds";
import { cellTooLong, IMPORT_LIMITS, tooManyColumns, xlsxUnreadable } from "./import-limits.server";
import { jsonRecords } from "./json-records.server";
import { EncodingDetector, type TextEncoding } from "./text-encoding";
import { scanXlsx } from "./xlsx-scan.server";

// The rows of an import file as records (the header first), whatever its
// format: CSV (streamed, in the encoding detected or chosen), XLSX (the first
// worksheet, streamed by exceljs once xlsx-scan.server.ts found it within the
// limits) or JSON (an array of objects whose keys are the headers).

export type { ImportFormat };

/** The file's format by its extension (import-kinds.ts), or an error naming the file. */
export function formatOf(file: string): ImportFormat {
  const format = importFormatOf(file);
  if (!format) throw new AppError("unsupported", `${path.basename(file)}: an import reads CSV, XLSX or JSON files`);
  return format;
}

/**
 * The file's records. `onOpen` is given the stream a CSV or XLSX file is read
 * through: its bytesRead over the file's size is how far the import is.
 */
export function readRecords(
  file: string,
  format: ImportFormat = formatOf(file),
  onOpen?: (stream: ReadStream) => void,
  /** A CSV file's encoding; detected (detectEncoding) when not given. */
  encoding?: TextEncoding,
): AsyncIterable<CsvRecord> {
  if (format === "json")
    return (async function* () {
      yield* jsonRecords(file, (await stat(file)).size);
    })();
  if (format === "xlsx") return xlsxRecords(file, onOpen);
  return csvRecords(file, onOpen, encoding);
}

/** The encoding a CSV file is in, read from all its bytes (text-encoding.ts). */
export async function detectEncoding(file: string): Promise<TextEncoding> {
  const detector = new EncodingDetector();
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) detector.add(chunk as Buffer);
  return detector.result();
}

async function* csvRecords(
  file: string,
  onOpen?: (stream: ReadStream) => void,
  encoding?: TextEncoding,
): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder(encoding ?? (await detectEncoding(file)));
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  onOpen?.(stream);
  async function* text() {
    for await (const chunk of stream) yield decoder.decode(chunk as Buffer, { stream: true });
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  yield* parseCsv(text());
}

/** A cell as the text a spreadsheet shows: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (cell.richText) return cell.richText.map((part) => part.text).join("");
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    return "";
  }
  return String(value);
}

async function* xlsxRecords(file: string, onOpen?: (stream: ReadStream) => void): AsyncGenerator<CsvRecord> {
  await scanXlsx(file);
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  onOpen?.(stream);
  try {
    yield* worksheetRecords(stream);
  } catch (error) {
    // exceljs's own errors (a part it cannot parse) are the file's, not the site's.
    if (error instanceof AppError) throw error;
    throw xlsxUnreadable();
  }
}

async function* worksheetRecords(file: ReadStream): AsyncGenerator<CsvRecord> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
  });
  for await (const sheet of reader) {
    let width = 0;
    for await (const row of sheet) {
      // row.values is 1-based, with holes for empty cells.
      const values = (row.values as unknown[]).slice(1);
      if (row.number === 1) width = values.length;
      const fields = Array.from({ length: Math.max(width, values.length) }, (_, i) => cellText(values[i]).trim());
      // Cells left empty past the header's last are no extra fields.
      while (fields.length > width && fields[fields.length - 1] === "") fields.pop();
      if (fields.length > IMPORT_LIMITS.columns) throw tooManyColumns(row.number);
      if (fields.some((field) => field.length > IMPORT_LIMITS.cellChars)) throw cellTooLong(row.number);
      if (fields.every((f) => f === "")) continue;
      yield { line: row.number, fields };
    }
    // The first worksheet only.
    return;
  }
}
