import { createHash } from "node:crypto";
import type { DB } from "~/.server/db/connect";
import { renderMarkdown } from "~/features/content-pages/render-markdown.server";
import { LOCALES } from "~/lib/locales";
import { DEMO_CONTENT_PAGES } from "./data/content-pages";

// The demo fair's content pages, published in all five languages at every
// event (the site shows the primary event's). Ids come from the event and
// the slug, so writing the demo again gives the same pages.

const demoPageId = (eventId: string, slug: string) =>
  createHash("sha256").update(`content:${eventId}:${slug}`).digest("hex").slice(0, 24);

export async function writeDemoContentPages(db: DB, eventIds: string[], userId: string | null): Promise<void> {
  const now = "2026-04-15T09:00:00.000Z";
  for (const eventId of eventIds) {
    for (const page of DEMO_CONTENT_PAGES) {
      const id = demoPageId(eventId, page.slug);
      await db
        .insertInto("content_pages")
        .values({
          id,
          event_id: eventId,
          slug: page.slug,
          kind: page.kind,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .insertInto("content_page_texts")
        .values(
          LOCALES.map((locale) => {
            const { title, body } = page.texts[locale];
            return {
              page_id: id,
              locale,
              draft_title: title,
              draft_body: body,
              draft_version: 1,
              draft_updated_by: userId,
              draft_updated_at: now,
              published_title: title,
              published_body: body,
              published_html: renderMarkdown(body),
              published_version: 1,
              published_by: userId,
              published_at: now,
            };
          }),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}
