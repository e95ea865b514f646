// What an organizer's import file holds and how it is written (docs/data-in.md
// "From a file"); client-safe, so the page and the server read a file's
// format by the same rule.

export const IMPORT_KINDS = ["products", "exhibitors", "people"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_FORMATS = ["csv", "xlsx", "json"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A file's format by its name's extension (a .txt is CSV), or null when an import cannot read it. */
export function importFormatOf(name: string): ImportFormat | null {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === "csv" || extension === "txt") return "csv";
  if (extension === "xlsx" || extension === "json") return extension;
  return null;
}

/** The id the sync's progress is published under on the organizer's stream (an import's is its upload's id). */
export const SYNC_PROGRESS_ID = "sync";
