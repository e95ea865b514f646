// CSV as spreadsheets write it (RFC 4180): fields in double quotes may hold
// the delimiter, line breaks and doubled quotes; lines end in LF or CRLF; a
// UTF-8 byte-order mark is dropped. The delimiter is a comma or, as German,
// French, Spanish and Italian Excel write it, a semicolon: whichever the
// header line has more of outside quotes. Read from chunks (a file stream),
// a record at a time, so a 100,000-row file is never held whole.

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
        } else field += char;
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
        started = true;
      }
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
      if (end < 0) continue;
      delimiter = detectDelimiter(head.slice(0, end));
      chunk = head;
      head = "";
    }
    yield* take(chunk);
  }
  if (delimiter === null) {
    if (!head) return;
    delimiter = detectDelimiter(head);
    yield* take(head);
  }
  if (started) {
    fields.push(field);
    yield { line: ++line, fields };
  }
}
