// Names a booklet's file and its Excel sheets may carry. Pure rules, shared
// by the PDF and Excel writers, the export API and the download page.

export type BookletFormat = "pdf" | "xlsx";

export const CONTENT_TYPES: Record<BookletFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const MAX_FILE_NAME = 120;
// Reserved on Windows or in URLs and headers, or invisible.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200b-\u200f\u2028\u2029\ufeff]/g;

function tidy(part: string): string {
  return part.normalize("NFC").replace(UNSAFE_IN_FILE_NAME, " ").replace(/\s+/g, " ").trim();
}

/**
 * "Meine Verkostungsnotizen - Weinmesse 2026 - 2026-12-07.pdf": the parts in
 * the reader's language, with what file systems and headers refuse removed;
 * accents are kept (the header carries them as UTF-8). Never empty, never
 * hidden (no leading dot), at most 120 characters.
 */
export function bookletFileName(parts: readonly string[], format: BookletFormat, fallback = "booklet"): string {
  const stem = parts
    .map(tidy)
    .filter(Boolean)
    .join(" - ")
    .replace(/^[.\s-]+|[.\s]+$/g, "");
  const extension = `.${format}`;
  const limit = MAX_FILE_NAME - extension.length;
  const cut = [...stem]
    .slice(0, limit)
    .join("")
    .replace(/[.\s-]+$/, "");
  return `${cut || fallback}${extension}`;
}

/** The name for clients that read only `filename=`: accents spelled without marks, other non-ASCII as "_". */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[œŒ]/g, (c) => (c === "œ" ? "oe" : "OE"))
    .replace(/[æÆ]/g, (c) => (c === "æ" ? "ae" : "AE"))
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\%;]/g, "_");
}

/** RFC 6266: an ASCII `filename` for old clients, the real name as RFC 5987 `filename*`. */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}

const MAX_SHEET_NAME = 31;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const UNSAFE_IN_SHEET_NAME = /[[\]:*?/\\\u0000-\u001f]/g;

/**
 * Sheet names Excel accepts, in order: at most 31 characters, none of
 * []:*?/\, not starting or ending with an apostrophe, not "History" (Excel
 * reserves it), unique ignoring case ("Reds", "Reds (2)"); an empty name
 * becomes the fallback.
 */
export function excelSheetNames(names: readonly string[], fallback: string): string[] {
  const taken = new Set<string>();
  const clean = (name: string) =>
    [...name.normalize("NFC").replace(UNSAFE_IN_SHEET_NAME, " ").replace(/\s+/g, " ").trim()]
      .join("")
      .replace(/^'+|'+$/g, "")
      .trim();
  const fitToLength = (base: string, suffix: string) =>
    `${[...base]
      .slice(0, MAX_SHEET_NAME - suffix.length)
      .join("")
      .trim()}${suffix}`;
  return names.map((name) => {
    let base = clean(name) || clean(fallback) || "Sheet";
    if (base.toLowerCase() === "history") base = `${base} (1)`;
    let candidate = fitToLength(base, "");
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = fitToLength(base, ` (${n})`);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
