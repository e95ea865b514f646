import { createReadStream, type ReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { AppError } from "~/.server/errors";
import { type CsvRecord, parseCsv } from "./csv.server";
import { type ImportFormat, importFormatOf } from "./import-kinds";
import { cellTooLong, IMPORT_LIMITS, tooManyColumns } from "./import-limits.server";
import { jsonRecords } from "./json-records.server";
import { EncodingDetector, type TextEncoding } from "./text-encoding";
import { xlsxSheetRows } from "./xlsx-rows.server";
import { scanXlsx } from "./xlsx-scan.server";

// The rows of an import file as records (the header first), whatever its
// format: CSV (streamed, in the encoding detected or chosen), XLSX (the first
// worksheet, streamed by xlsx-rows.server.ts once xlsx-scan.server.ts found it
// within the limits) or JSON (an array of objects whose keys are the headers).

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

async function* xlsxRecords(file: string, onOpen?: (stream: ReadStream) => void): AsyncGenerator<CsvRecord> {
  const entries = await scanXlsx(file);
  let width = 0;
  for await (const { line, fields } of xlsxSheetRows(file, entries, onOpen)) {
    const trimmed = fields.map((field) => field.trim());
    if (width === 0) width = trimmed.length;
    while (trimmed.length < width) trimmed.push("");
    // Cells left empty past the header's last are no extra fields.
    while (trimmed.length > width && trimmed[trimmed.length - 1] === "") trimmed.pop();
    if (trimmed.length > IMPORT_LIMITS.columns) throw tooManyColumns(line);
    if (trimmed.some((field) => field.length > IMPORT_LIMITS.cellChars)) throw cellTooLong(line);
    if (trimmed.every((f) => f === "")) continue;
    yield { line, fields: trimmed };
  }
}
