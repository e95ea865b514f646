import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/lib/locales";

// What a booklet request names, for the export API (JSON body or query) and
// the download page's links. Safe on the client and the server.

export const BOOKLET_SOURCES = ["catalog", "list", "notes"] as const;
export type BookletSource = (typeof BOOKLET_SOURCES)[number];
export const BOOKLET_FORMATS = ["pdf", "xlsx"] as const;

export const bookletRequestSchema = z
  .object({
    collectionId: z.string().trim().min(1).max(100),
    source: z.enum(BOOKLET_SOURCES).default("catalog"),
    listId: z.string().trim().min(1).max(100).optional(),
    format: z.enum(BOOKLET_FORMATS),
    locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  })
  .refine((request) => request.source !== "list" || request.listId !== undefined, {
    path: ["listId"],
    message: "This is a required field",
  });
export type BookletRequest = z.infer<typeof bookletRequestSchema>;

export interface BookletTarget {
  collectionId: string;
  source: BookletSource;
  listId?: string;
  locale: Locale;
}

function query(target: BookletTarget): string {
  const params = new URLSearchParams({ collectionId: target.collectionId, source: target.source });
  if (target.listId) params.set("listId", target.listId);
  params.set("locale", target.locale);
  return params.toString();
}

/** The synchronous download (the page's links without JavaScript). */
export function bookletDownloadPath(target: BookletTarget, format: (typeof BOOKLET_FORMATS)[number]): string {
  return `/api/exports/booklet.${format}?${query(target)}`;
}

/** The download page for a source: "My catalogue", a list, or "My tasting notes" link here. */
export function bookletPagePath(
  locale: Locale,
  options: { source: BookletSource; listId?: string; event?: string },
): string {
  const params = new URLSearchParams({ source: options.source });
  if (options.listId) params.set("list", options.listId);
  if (options.event) params.set("event", options.event);
  return `/${encodeURIComponent(locale)}/my/booklet?${params.toString()}`;
}
