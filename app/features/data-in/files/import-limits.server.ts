import { AppError } from "~/.server/errors";
import type { Message } from "~/lib/messages";
import { IMPORT_MESSAGES } from "./import-messages";

// What an import file may hold (docs/security.md "Imports"): each limit is
// checked as the file is read, so a hostile file is refused as soon as it
// crosses one, with the organizer's words naming the limit and the line.
// Real files stay far below them: 100,000 products with descriptions in five
// languages are about 60 MB of CSV, 30 columns, cells of a few thousand
// characters.

export const IMPORT_LIMITS = {
  /** Columns of a line (the product template has 28). */
  columns: 200,
  /** Characters of a cell: a description may have 20,000 (the exhibitor form's maximum). */
  cellChars: 20_000,
  /** Data rows of a file. */
  rows: 200_000,
  /** Bytes an XLSX file unpacks to, all its parts together (checked as it is inflated). */
  xlsxUnpackedBytes: 256 * 1024 * 1024,
  /** Parts of an XLSX file (a workbook of one sheet has about a dozen). */
  xlsxEntries: 1_000,
  /** Bytes of a JSON file: it is parsed at once, in a worker thread (json-records.server.ts). */
  jsonBytes: 64 * 1024 * 1024,
} as const;

/** A limit crossed: the English with its numbers for the API, the key and the numbers for the organizer's language. */
function refused(code: "too_large" | "invalid", message: Message, params: Record<string, number>): AppError {
  const text = message.text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
  return new AppError(code, { key: message.key, text }, { params });
}

export const tooManyColumns = (line: number) =>
  refused("too_large", IMPORT_MESSAGES.tooManyColumns, { line, limit: IMPORT_LIMITS.columns });
/** A cell too long, on its row; a row of 0 (an XLSX file's shared strings, which no row owns) names none. */
export const cellTooLong = (line: number) =>
  line
    ? refused("too_large", IMPORT_MESSAGES.cellTooLong, { line, limit: IMPORT_LIMITS.cellChars })
    : refused("too_large", IMPORT_MESSAGES.cellTooLongInFile, { limit: IMPORT_LIMITS.cellChars });
export const tooManyRows = () => refused("too_large", IMPORT_MESSAGES.tooManyRows, { limit: IMPORT_LIMITS.rows });
export const xlsxTooLarge = () =>
  refused("too_large", IMPORT_MESSAGES.xlsxTooLarge, { limit: IMPORT_LIMITS.xlsxUnpackedBytes / 1024 / 1024 });
export const jsonTooLarge = () =>
  refused("too_large", IMPORT_MESSAGES.jsonTooLarge, { limit: IMPORT_LIMITS.jsonBytes / 1024 / 1024 });
export const xlsxUnreadable = () => refused("invalid", IMPORT_MESSAGES.xlsxUnreadable, {});
export const xlsxNoAddress = (line: number) => refused("invalid", IMPORT_MESSAGES.xlsxNoAddress, { line });
