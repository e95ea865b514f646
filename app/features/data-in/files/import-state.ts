import type { ImportReport } from "./import-report";

// What the import panel shows of a checked file (docs/data-in.md "File
// imports"): which headers the organizer may map to a column, which columns
// are left to choose, and whether the check can be applied. Pure, so the
// rules are tested without a browser.

export type HeaderMapping = Readonly<Record<string, string>>;

/** The character encodings a CSV can be read with (docs/data-in.md "From a file"). */
export const READ_ENCODINGS = ["utf-8", "windows-1252", "iso-8859-15"] as const;
export type ReadEncoding = (typeof READ_ENCODINGS)[number];

/** The headers to map: those read as no column, and those the organizer mapped already. */
export function mappableHeaders(report: ImportReport, mapping: HeaderMapping): ImportReport["headers"] {
  return report.headers.filter((h) => h.column === null || h.header in mapping);
}

/** The columns headers the organizer did not map already give. */
export function usedColumns(report: ImportReport, mapping: HeaderMapping): Set<string> {
  return new Set(report.headers.flatMap((h) => (h.column && !(h.header in mapping) ? [h.column] : [])));
}

/** The columns a header may be mapped to: any not used already, and its own choice. */
export function columnChoices(
  columns: readonly string[],
  used: ReadonlySet<string>,
  mapping: HeaderMapping,
  header: string,
): string[] {
  return columns.filter((column) => !used.has(column) || mapping[header] === column);
}

/** The mapping with a header mapped to a column, or left out when the column is empty. */
export function withMapping(mapping: HeaderMapping, header: string, column: string): Record<string, string> {
  const next = { ...mapping };
  if (column) next[header] = column;
  else delete next[header];
  return next;
}

/** A check without problems that would change something can be applied. */
export function canApply(report: ImportReport): boolean {
  return report.dryRun && report.problemCount === 0 && report.totalChanges > 0;
}
