// What an organizer's import file holds (docs/data-in.md "File imports").

export const IMPORT_KINDS = ["products", "exhibitors", "people"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
