import { randomBytes } from "node:crypto";
import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { isUniqueViolation } from "~/.server/db/dialect";
import type { ContentPageKind } from "~/.server/db/schema-content";
import { AppError } from "~/.server/errors";
import { bus } from "~/.server/realtime/bus";
import type { AuditActor } from "~/lib/audit-actions";
import { isLocale, LOCALES, type Locale } from "~/lib/locales";
import { CONTENT_MESSAGES } from "./content-messages";
import { pagesTag, pageTag, regionTag } from "./content-tags";
import { renderMarkdown } from "./render-markdown.server";
import type { DraftInput } from "./schemas";

// The organizer's side of content pages (docs/product/content-pages.md):
// create, list, edit drafts, publish. A draft is saved by compare-and-swap
// on its version, so two organizers never overwrite each other silently;
// publishing copies every changed draft to its published columns in one
// transaction and only then evicts the cached pages that show it.

export interface ContentPageRef {
  id: string;
  eventId: string;
  slug: string;
  kind: ContentPageKind;
}

export interface ContentPageSummary extends ContentPageRef {
  /** The English draft title, else any locale's. */
  title: string;
  publishedLocales: Locale[];
  hasUnpublishedChanges: boolean;
}

export interface DraftText {
  locale: Locale;
  title: string;
  body: string;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  published: { title: string; at: string; by: string | null; version: number } | null;
}

export interface EditorPage extends ContentPageRef {
  texts: Partial<Record<Locale, DraftText>>;
}

export interface DraftConflict {
  current: { title: string; body: string; version: number; updatedBy: string | null; updatedAt: string | null };
}

const newId = () => randomBytes(12).toString("hex");

export async function getContentPage(db: DB, options: { pageId: string }): Promise<ContentPageRef | null> {
  const row = await db
    .selectFrom("content_pages")
    .select(["id", "event_id", "slug", "kind"])
    .where("id", "=", options.pageId)
    .executeTakeFirst();
  return row ? { id: row.id, eventId: row.event_id, slug: row.slug, kind: row.kind } : null;
}

export async function listContentPages(db: DB, options: { eventId: string }): Promise<ContentPageSummary[]> {
  const rows = await db
    .selectFrom("content_pages as p")
    .leftJoin("content_page_texts as t", "t.page_id", "p.id")
    .select([
      "p.id",
      "p.event_id",
      "p.slug",
      "p.kind",
      "t.locale",
      "t.draft_title",
      "t.draft_version",
      "t.published_version",
      "t.published_at",
    ])
    .where("p.event_id", "=", options.eventId)
    .orderBy("p.kind")
    .orderBy("p.slug")
    .execute();
  const pages = new Map<string, ContentPageSummary & { titles: Map<string, string> }>();
  for (const row of rows) {
    let page = pages.get(row.id);
    if (!page) {
      page = {
        id: row.id,
        eventId: row.event_id,
        slug: row.slug,
        kind: row.kind,
        title: "",
        publishedLocales: [],
        hasUnpublishedChanges: false,
        titles: new Map(),
      };
      pages.set(row.id, page);
    }
    if (!row.locale || !isLocale(row.locale)) continue;
    if (row.draft_title) page.titles.set(row.locale, row.draft_title);
    if (row.published_at) page.publishedLocales.push(row.locale);
    if (row.draft_version !== row.published_version && (row.draft_version ?? 0) > 0) page.hasUnpublishedChanges = true;
  }
  return [...pages.values()].map(({ titles, ...page }) => ({
    ...page,
    title: titles.get("en") ?? titles.values().next().value ?? "",
    publishedLocales: LOCALES.filter((l) => page.publishedLocales.includes(l)),
  }));
}

/** A new page or region with no text yet; its slug is unique in the event (a race is decided by the index). */
export async function createContentPage(
  db: DB,
  options: {
    eventId: string;
    slug: string;
    kind: ContentPageKind;
    userId: string | null;
    now?: string;
    /** Who, for the audit log (written in the same transaction). */
    actor?: AuditActor;
  },
): Promise<ContentPageRef> {
  const now = options.now ?? new Date().toISOString();
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("content_pages")
        .values({
          id,
          event_id: options.eventId,
          slug: options.slug,
          kind: options.kind,
          created_by: options.userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (options.actor)
        await recordAudit(trx, {
          eventId: options.eventId,
          actor: options.actor,
          action: "page.created",
          subject: options.slug,
          details: { kind: options.kind },
          at: now,
        });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", CONTENT_MESSAGES.slugTaken, { field: "slug" });
    throw error;
  }
  return { id, eventId: options.eventId, slug: options.slug, kind: options.kind };
}

export async function getEditorPage(db: DB, options: { pageId: string }): Promise<EditorPage | null> {
  const page = await getContentPage(db, options);
  if (!page) return null;
  const rows = await db
    .selectFrom("content_page_texts as t")
    .leftJoin("auth_users as d", "d.id", "t.draft_updated_by")
    .leftJoin("auth_users as p", "p.id", "t.published_by")
    .selectAll("t")
    .select(["d.name as draft_by_name", "p.name as published_by_name"])
    .where("t.page_id", "=", page.id)
    .execute();
  const texts: EditorPage["texts"] = {};
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    texts[row.locale] = {
      locale: row.locale,
      title: row.draft_title,
      body: row.draft_body,
      version: row.draft_version,
      updatedAt: row.draft_updated_at,
      updatedBy: row.draft_by_name ?? null,
      published:
        row.published_at !== null && row.published_version !== null
          ? {
              title: row.published_title ?? "",
              at: row.published_at,
              by: row.published_by_name ?? null,
              version: row.published_version,
            }
          : null,
    };
  }
  return { ...page, texts };
}

async function currentDraft(db: DB, pageId: string, locale: Locale): Promise<DraftConflict["current"]> {
  const row = await db
    .selectFrom("content_page_texts as t")
    .leftJoin("auth_users as u", "u.id", "t.draft_updated_by")
    .select(["t.draft_title", "t.draft_body", "t.draft_version", "t.draft_updated_at", "u.name"])
    .where("t.page_id", "=", pageId)
    .where("t.locale", "=", locale)
    .executeTakeFirst();
  return {
    title: row?.draft_title ?? "",
    body: row?.draft_body ?? "",
    version: row?.draft_version ?? 0,
    updatedBy: row?.name ?? null,
    updatedAt: row?.draft_updated_at ?? null,
  };
}

/**
 * Saves a locale's draft if it is still the version the editor started from
 * (one conditional write: the first locale's draft is an insert the primary
 * key decides). Otherwise AppError "conflict" with the other's text in
 * `details.current`, for the editor to show. The published page is untouched.
 */
export async function saveDraft(
  db: DB,
  options: DraftInput & { pageId: string; userId: string; now?: string },
): Promise<{ version: number; updatedAt: string }> {
  const { pageId, locale, title, body, version, userId } = options;
  const now = options.now ?? new Date().toISOString();
  const next = version + 1;
  let saved: boolean;
  if (version === 0) {
    try {
      await db
        .insertInto("content_page_texts")
        .values({
          page_id: pageId,
          locale,
          draft_title: title,
          draft_body: body,
          draft_version: next,
          draft_updated_by: userId,
          draft_updated_at: now,
        })
        .execute();
      saved = true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      saved = false;
    }
  } else {
    const result = await db
      .updateTable("content_page_texts")
      .set({
        draft_title: title,
        draft_body: body,
        draft_version: next,
        draft_updated_by: userId,
        draft_updated_at: now,
      })
      .where("page_id", "=", pageId)
      .where("locale", "=", locale)
      .where("draft_version", "=", version)
      .executeTakeFirst();
    saved = Number(result.numUpdatedRows) === 1;
  }
  if (!saved) {
    const conflict: DraftConflict = { current: await currentDraft(db, pageId, locale) };
    throw new AppError("conflict", CONTENT_MESSAGES.draftConflict, { ...conflict });
  }
  return { version: next, updatedAt: now };
}

/**
 * Publishes every locale whose draft changed since it was last published:
 * its title, Markdown and the sanitized HTML rendered now, in one
 * transaction (each row only if its draft is still the one rendered). Then
 * the cached pages showing it are evicted.
 */
export async function publishPage(
  db: DB,
  options: { pageId: string; userId: string; now?: string; actor?: AuditActor },
): Promise<{ published: Locale[] }> {
  const now = options.now ?? new Date().toISOString();
  const page = await getContentPage(db, options);
  if (!page) throw new AppError("not_found");
  const published = await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("content_page_texts").selectAll().where("page_id", "=", page.id).execute();
    const changed = rows.filter(
      (row) => isLocale(row.locale) && row.draft_version > 0 && row.draft_version !== row.published_version,
    );
    if (!rows.some((row) => row.draft_title.trim() || row.draft_body.trim()))
      throw new AppError("invalid", CONTENT_MESSAGES.nothingToPublish);
    for (const row of changed) {
      const result = await trx
        .updateTable("content_page_texts")
        .set({
          published_title: row.draft_title,
          published_body: row.draft_body,
          published_html: renderMarkdown(row.draft_body),
          published_version: row.draft_version,
          published_by: options.userId,
          published_at: now,
        })
        .where("page_id", "=", page.id)
        .where("locale", "=", row.locale)
        .where("draft_version", "=", row.draft_version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError("conflict", CONTENT_MESSAGES.publishConflict);
    }
    await trx.updateTable("content_pages").set({ updated_at: now }).where("id", "=", page.id).execute();
    const locales = LOCALES.filter((locale) => changed.some((row) => row.locale === locale));
    if (options.actor && locales.length > 0)
      await recordAudit(trx, {
        eventId: page.eventId,
        actor: options.actor,
        action: "page.published",
        subject: page.slug,
        details: { locales },
        at: now,
      });
    return locales;
  });
  await bus().publish({
    type: "content.changed",
    eventIds: [page.eventId],
    tags: [
      pageTag(page.id),
      pagesTag(page.eventId),
      ...(page.kind === "region" ? [regionTag(page.eventId, page.slug)] : []),
    ],
  });
  return { published };
}
