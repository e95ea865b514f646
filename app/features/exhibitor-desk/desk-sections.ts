// The exhibitor's desk's sections, in the order of its tabs: the path under
// /{locale}/my/desk ("" for the first) and the key of their title in
// locales/<lng>/desk.json. Shared by the pages, the tabs and the exports.

export const DESK_SECTIONS = ["samples", "messages", "meetings", "bookmarks", "people", "leads"] as const;
export type DeskSection = (typeof DESK_SECTIONS)[number];

/** A section's page: the samples are the desk's first page. */
export function deskSectionPath(locale: string, section: DeskSection, query: string): string {
  return `/${locale}/my/desk${section === "samples" ? "" : `/${section}`}${query}`;
}

/** A section's Excel file. */
export function deskExportPath(locale: string, section: DeskSection, query: string): string {
  return `/${locale}/my/desk/export/${section}${query}`;
}
