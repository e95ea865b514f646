import { beforeAll, expect, it } from "vitest";
import { runPublicQuery } from "~/features/public-api/execute.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { createContentPage, publishPage, saveDraft } from "../content-pages/content-pages.server";

// The public API answers published content pages only (docs/public-api.md,
// docs/product/content-pages.md#api): a draft, a region and an unpublished
// page are never in its answers.

describeEachDialect("content pages in the public API", (t) => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    const userId = (await insertUser(t.db, { email: `api-${Math.random().toString(36).slice(2)}@example.com` })).id;
    const write = async (slug: string, kind: "page" | "region", texts: Record<string, [string, string]>) => {
      const page = await createContentPage(t.db, { eventId, slug, kind, userId });
      for (const [locale, [title, body]] of Object.entries(texts))
        await saveDraft(t.db, { pageId: page.id, userId, locale: locale as "en", title, body, version: 0 });
      return page;
    };
    const privacy = await write("privacy", "page", {
      en: ["Privacy", "We keep *little*."],
      de: ["Datenschutz", "Wenig."],
    });
    await publishPage(t.db, { pageId: privacy.id, userId });
    // A later draft stays a draft.
    await saveDraft(t.db, { pageId: privacy.id, userId, locale: "en", title: "DRAFT", body: "DRAFT", version: 1 });
    await publishPage(t.db, { pageId: (await write("footer", "region", { en: ["", "Footer"] })).id, userId });
    await write("unpublished", "page", { en: ["Secret", "Not yet"] });
  });

  const ask = async (query: string) => {
    const { status, body } = await runPublicQuery(t.db, { query, variables: { eventId } }, "https://fair.example");
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    return body.data as { event: Record<string, unknown> };
  };

  it("lists the published pages in the locale asked for, else English, never drafts or regions", async () => {
    const de = await ask(
      'query($eventId: ID!) { event(eventId: $eventId, locale: "de") { contentPages { pageId slug locale title html locales } } }',
    );
    expect(de.event.contentPages).toEqual([
      expect.objectContaining({
        slug: "privacy",
        locale: "de",
        title: "Datenschutz",
        html: "<p>Wenig.</p>\n",
        locales: ["en", "de"],
      }),
    ]);
    const it_ = await ask(
      'query($eventId: ID!) { event(eventId: $eventId, locale: "it") { contentPage(slug: "privacy") { locale title html } } }',
    );
    expect(it_.event.contentPage).toEqual({
      locale: "en",
      title: "Privacy",
      html: "<p>We keep <em>little</em>.</p>\n",
    });
  });

  it("answers null for an unpublished page and for a region", async () => {
    const data = await ask(
      'query($eventId: ID!) { event(eventId: $eventId) { a: contentPage(slug: "unpublished") { title } b: contentPage(slug: "footer") { title } } }',
    );
    expect(data.event).toEqual({ a: null, b: null });
  });
});
