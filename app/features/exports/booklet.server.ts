import type { DB } from "~/.server/db";
import { AppError, notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import type { EventSummary } from "~/features/events/types";
import { listLists } from "~/features/favorites/lists.server";
import { FAVORITE_MESSAGES } from "~/features/favorites/schemas";
import { loadWalkPlan, type WalkPlanEntry, type WalkPlanSource } from "~/features/favorites/walk-plan.server";
import type { Locale } from "~/lib/locales";
import { type BookletFormat, bookletFileName } from "./file-names";

// What a tasting booklet holds, whatever its format: the cover (event, title,
// reader, date), the entries in walking order, and how Excel splits them
// into sheets. The writers (booklet-pdf, booklet-xlsx) only lay it out.

export interface BookletSheet {
  name: string;
  entries: WalkPlanEntry[];
}

export interface Booklet {
  locale: Locale;
  source: WalkPlanSource;
  /** "My catalogue", the list's name, or "My tasting notes", in the reader's language. */
  title: string;
  event: Pick<EventSummary, "id" | "name" | "startsOn" | "endsOn" | "venue">;
  userName: string;
  /** YYYY-MM-DD, the day the booklet was made. */
  createdOn: string;
  entries: WalkPlanEntry[];
  /** Excel's sheets: one per named list (and one for bookmarks in none), or a single one. */
  sheets: BookletSheet[];
  /** The event has tasting notes disabled: the booklet says so instead of showing notes. */
  notesDisabled: boolean;
}

export interface LoadBookletOptions {
  event: EventSummary;
  user: { id: string; name: string };
  locale: Locale;
  source: WalkPlanSource;
  listId?: string;
  now?: Date;
}

/**
 * The booklet of the user's bookmarks, one of their lists or their notes.
 * A list when lists are disabled is refused (403 disabled); an unknown list,
 * or another user's, is not found.
 */
export async function loadBooklet(db: DB, options: LoadBookletOptions): Promise<Booklet> {
  const { event, user, locale, source } = options;
  const { listsEnabled, tastingNotesEnabled } = event.settings;
  if (source === "list" && !listsEnabled) throw new AppError("disabled", FAVORITE_MESSAGES.listsDisabled);
  const owner = { eventId: event.id, userId: user.id };
  const [entries, lists] = await Promise.all([
    loadWalkPlan(db, { ...owner, locale, source, listId: options.listId }),
    source === "notes" || !listsEnabled ? Promise.resolve([]) : listLists(db, owner),
  ]);
  const t = serverT(locale);
  const title =
    source === "list"
      ? (lists.find((list) => list.id === options.listId)?.name ?? "")
      : t(source === "notes" ? "exports:title.notes" : "exports:title.catalog");

  let sheets: BookletSheet[] = [{ name: title, entries }];
  if (source === "catalog" && lists.length > 0) {
    const listed = lists.map((list) => ({
      name: list.name,
      entries: entries.filter((entry) => entry.list?.listId === list.id),
    }));
    const known = new Set(lists.map((list) => list.id));
    const unlisted = entries.filter((entry) => !entry.list || !known.has(entry.list.listId));
    sheets = unlisted.length > 0 ? [...listed, { name: t("exports:sheet.unlisted"), entries: unlisted }] : listed;
  }

  return {
    locale,
    source,
    title,
    event: { id: event.id, name: event.name, startsOn: event.startsOn, endsOn: event.endsOn, venue: event.venue },
    userName: user.name,
    createdOn: (options.now ?? new Date()).toISOString().slice(0, 10),
    entries,
    sheets,
    notesDisabled: !tastingNotesEnabled,
  };
}

/** The booklet for its page: null while lists are switched off (the page says so); an unknown list is the 404 page. */
export async function loadBookletForPage(db: DB, options: LoadBookletOptions): Promise<Booklet | null> {
  try {
    return await loadBooklet(db, options);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") notFound();
    if (error.code === "disabled") return null;
    throw error;
  }
}

/** "Mein Katalog - Weinmesse 2026 - 2026-12-07.pdf" */
export function fileNameOf(booklet: Booklet, format: BookletFormat): string {
  return bookletFileName(
    [booklet.title, booklet.event.name, booklet.createdOn],
    format,
    serverT(booklet.locale)("exports:title.booklet"),
  );
}
