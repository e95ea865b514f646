// CSV as spreadsheets write it (RFC 4180): fields in double quotes may hold
// the delimiter, line breaks and doubled quotes; lines end in LF or CRLF; a
// UTF-8 byte-order mark is dropped. The delimiter is a comma or, as German,
// French, Spanish and Italian Excel write it, a semicolon: whichever the
// header line has more of outside quotes. Read from chunks (a file stream),
// a record at a time, so a 100,000-row file is never held whole; a line with
// too many fields or too long a field is refused as soon as it crosses the
// limit (import-limits.server.ts), and the text is read in slices between which the
// event loop answers requests (app/lib/time-slice.ts).

import { sliceYielder } from "~/lib/time-slice";
import { cellTooLong, IMPORT_LIMITS, tooManyColumns } from "./import-limits.server";

/** Characters read at once: well under a slice's time. */
const PIECE = 64 * 1024;
/** The header line's start the delimiter is decided from, when the line is longer (a hostile file's). */
const HEAD = 64 * 1024;

export interface CsvRecord {
  /** 1 for the header line's record; a quoted field with line breaks counts as one record. */
  line: number;
  fields: string[];
}

/** The delimiter of a header line: ";" when it has more semicolons than commas outside quotes. */
export function detectDelimiter(headerLine: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

export async function* parseCsv(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<CsvRecord> {
  let delimiter: string | null = null;
  let field = "";
  let fields: string[] = [];
  let quoted = false;
  /** The last character closed a quote: another quote right after it is a doubled (escaped) one. */
  let quoteClosed = false;
  /** The last character ended a record with CR: an LF right after it (even in the next chunk) belongs to it. */
  let afterCr = false;
  /** The record has something (a delimiter, a quote, a character): an empty line has not. */
  let started = false;
  let line = 0;
  let head = "";
  let first = true;

  function* take(text: string): Generator<CsvRecord> {
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (afterCr) {
        afterCr = false;
        if (char === "\n") continue;
      }
      if (quoted) {
        if (char === '"') {
          quoted = false;
          quoteClosed = true;
        } else {
          field += char;
          if (field.length > IMPORT_LIMITS.cellChars) throw cellTooLong(line + 1);
        }
        continue;
      }
      if (char === '"') {
        if (quoteClosed) field += '"';
        quoted = true;
        quoteClosed = false;
        started = true;
        continue;
      }
      quoteClosed = false;
      if (char === delimiter) {
        fields.push(field);
        if (fields.length >= IMPORT_LIMITS.columns) throw tooManyColumns(line + 1);
        field = "";
        started = true;
      } else if (char === "\n" || char === "\r") {
        afterCr = char === "\r";
        if (started) {
          fields.push(field);
          yield { line: ++line, fields };
        }
        fields = [];
        field = "";
        started = false;
      } else {
        field += char;
        if (field.length > IMPORT_LIMITS.cellChars) throw cellTooLong(line + 1);
        started = true;
      }
    }
  }

  const turn = sliceYielder();
  async function* takeSliced(text: string): AsyncGenerator<CsvRecord> {
    for (let at = 0; at < text.length; at += PIECE) {
      yield* take(text.slice(at, at + PIECE));
      await turn();
    }
  }

  for await (let chunk of chunks) {
    if (first) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    if (delimiter === null) {
      // The header line decides the delimiter: wait until it is whole.
      head += chunk;
      const end = head.search(/[\r\n]/);
      if (end < 0 && head.length < HEAD) continue;
      delimiter = detectDelimiter(head.slice(0, end < 0 ? HEAD : end));
      chunk = head;
      head = "";
    }
    yield* takeSliced(chunk);
  }
  if (delimiter === null) {
    if (!head) return;
    delimiter = detectDelimiter(head);
    yield* takeSliced(head);
  }
  if (started) {
    fields.push(field);
    yield { line: ++line, fields };
  }
}
