import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import { bus, type ContentChanged } from "~/.server/realtime/bus";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { CONTENT_MESSAGES } from "./content-messages";
import { createContentPage, getEditorPage, listContentPages, publishPage, saveDraft } from "./content-pages.server";
import { getDraftPreview, getPublishedContent, listPublishedPages } from "./published-pages.server";

// docs/product/content-pages.md: drafts never touch the published page until
// Publish; a draft is saved by compare-and-swap (a second writer gets a
// conflict with the other's text); slugs are unique per event.

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDialect("content pages", (t) => {
  let eventId: string;
  let anna: string;
  let bruno: string;
  const heard: ContentChanged[] = [];
  const stop = bus().subscribe((m) => {
    if (m.type === "content.changed") heard.push(m);
  });
  afterAll(() => stop());

  beforeEach(async () => {
    eventId = await insertEvent(t.db);
    const stamp = Math.random().toString(36).slice(2);
    anna = (await insertUser(t.db, { email: `anna-${stamp}@example.com`, name: "Anna" })).id;
    bruno = (await insertUser(t.db, { email: `bruno-${stamp}@example.com`, name: "Bruno" })).id;
    heard.length = 0;
  });

  it("keeps the published page as it was while the draft changes, until Publish", async () => {
    const page = await createContentPage(t.db, { eventId, slug: "privacy", kind: "page", userId: anna });
    const v1 = await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "en",
      title: "Privacy",
      body: "First **text**",
      version: 0,
    });
    expect(await getPublishedContent(t.db, { eventId, slug: "privacy", kind: "page", locale: "en" })).toBeNull();

    await publishPage(t.db, { pageId: page.id, userId: anna });
    expect(heard.at(-1)?.tags).toEqual([`page:${page.id}`, `pages:${eventId}`]);
    await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "en",
      title: "Privacy (new)",
      body: "Second text",
      version: v1.version,
    });
    const shown = await getPublishedContent(t.db, { eventId, slug: "privacy", kind: "page", locale: "en" });
    expect(shown).toMatchObject({ title: "Privacy", html: "<p>First <strong>text</strong></p>\n", fallback: false });
    expect(await getDraftPreview(t.db, { pageId: page.id, locale: "en" })).toMatchObject({
      title: "Privacy (new)",
      html: "<p>Second text</p>\n",
    });
    const [summary] = await listContentPages(t.db, { eventId });
    expect(summary).toMatchObject({ slug: "privacy", publishedLocales: ["en"], hasUnpublishedChanges: true });

    await publishPage(t.db, { pageId: page.id, userId: bruno });
    expect(await getPublishedContent(t.db, { eventId, slug: "privacy", kind: "page", locale: "en" })).toMatchObject({
      title: "Privacy (new)",
      html: "<p>Second text</p>\n",
    });
    const editor = await getEditorPage(t.db, { pageId: page.id });
    expect(editor?.texts.en?.published).toMatchObject({ title: "Privacy (new)", by: "Bruno", version: 2 });
  });

  it("writes the page's creation and each publication to the audit log, with who and which languages", async () => {
    const actor = { userId: anna, email: "anna@example.com" };
    const page = await createContentPage(t.db, { eventId, slug: "imprint", kind: "page", userId: anna, actor });
    for (const locale of ["en", "de"] as const)
      await saveDraft(t.db, { pageId: page.id, userId: anna, locale, title: "Imprint", body: "Text", version: 0 });
    await publishPage(t.db, { pageId: page.id, userId: anna, actor });
    // Nothing changed since: publishing again logs nothing.
    await publishPage(t.db, { pageId: page.id, userId: anna, actor });
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((e) => [e.action, e.actor, e.subject, e.details])).toEqual([
      ["page.published", "anna@example.com", "imprint", { locales: ["en", "de"] }],
      ["page.created", "anna@example.com", "imprint", { kind: "page" }],
    ]);
  });

  it("falls back to English where a locale has no published version, and says so", async () => {
    const page = await createContentPage(t.db, { eventId, slug: "thank-you", kind: "page", userId: anna });
    await saveDraft(t.db, { pageId: page.id, userId: anna, locale: "en", title: "Thanks", body: "Sent.", version: 0 });
    await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "de",
      title: "Danke",
      body: "Gesendet.",
      version: 0,
    });
    await publishPage(t.db, { pageId: page.id, userId: anna });
    expect(await getPublishedContent(t.db, { eventId, slug: "thank-you", kind: "page", locale: "de" })).toMatchObject({
      title: "Danke",
      locale: "de",
      fallback: false,
      locales: ["en", "de"],
    });
    expect(await getPublishedContent(t.db, { eventId, slug: "thank-you", kind: "page", locale: "it" })).toMatchObject({
      title: "Thanks",
      locale: "en",
      fallback: true,
    });
    // A region of the same name is another thing.
    expect(await getPublishedContent(t.db, { eventId, slug: "thank-you", kind: "region", locale: "en" })).toBeNull();
    expect(await listPublishedPages(t.db, { eventId })).toEqual([
      { pageId: page.id, slug: "thank-you", locales: ["en", "de"] },
    ]);
  });

  it("sanitizes what it publishes", async () => {
    const page = await createContentPage(t.db, { eventId, slug: "x", kind: "page", userId: anna });
    await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "en",
      title: "X",
      body: 'Hi <script>alert(1)</script><img src=x onerror="alert(1)"> [a](https://a.example)',
      version: 0,
    });
    await publishPage(t.db, { pageId: page.id, userId: anna });
    const shown = await getPublishedContent(t.db, { eventId, slug: "x", kind: "page", locale: "en" });
    expect(shown?.html).toBe('<p>Hi  <a href="https://a.example" rel="noopener noreferrer">a</a></p>\n');
  });

  it("refuses to publish a page with no text", async () => {
    const page = await createContentPage(t.db, { eventId, slug: "empty", kind: "page", userId: anna });
    const error = await refusal(publishPage(t.db, { pageId: page.id, userId: anna }));
    expect(error.messageKey).toBe(CONTENT_MESSAGES.nothingToPublish.key);
  });

  it("evicts the region's tag when a region is published", async () => {
    const region = await createContentPage(t.db, { eventId, slug: "footer", kind: "region", userId: anna });
    await saveDraft(t.db, { pageId: region.id, userId: anna, locale: "en", title: "", body: "© Fair", version: 0 });
    await publishPage(t.db, { pageId: region.id, userId: anna });
    expect(heard.at(-1)?.tags).toContain(`region:${eventId}:footer`);
  });

  it("gives the second writer from the same version a conflict with the other's text", async () => {
    const page = await createContentPage(t.db, { eventId, slug: "news", kind: "page", userId: anna });
    const first = await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "fr",
      title: "Nouvelles",
      body: "Texte d'Anna",
      version: 0,
    });
    await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "fr",
      title: "Nouvelles",
      body: "Texte d'Anna, suite",
      version: first.version,
    });
    const error = await refusal(
      saveDraft(t.db, {
        pageId: page.id,
        userId: bruno,
        locale: "fr",
        title: "Bruno",
        body: "Texte de Bruno",
        version: first.version,
      }),
    );
    expect(error.code).toBe("conflict");
    expect(error.messageKey).toBe(CONTENT_MESSAGES.draftConflict.key);
    expect(error.details?.current).toMatchObject({ body: "Texte d'Anna, suite", version: 2, updatedBy: "Anna" });
    // The first draft of a locale is decided by the primary key.
    const both = await Promise.allSettled(
      [anna, bruno].map((userId) =>
        saveDraft(t.db, { pageId: page.id, userId, locale: "it", title: userId, body: "", version: 0 }),
      ),
    );
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("keeps exactly one of 60 writers racing from the same version, and the text of that one", async () => {
    const page = await createContentPage(t.db, { eventId, slug: "race", kind: "page", userId: anna });
    const base = await saveDraft(t.db, {
      pageId: page.id,
      userId: anna,
      locale: "en",
      title: "",
      body: "",
      version: 0,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        saveDraft(t.db, {
          pageId: page.id,
          userId: i % 2 ? anna : bruno,
          locale: "en",
          title: `Writer ${i}`,
          body: `Text of writer ${i}`,
          version: base.version,
        }),
      ),
    );
    const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect((r.reason as AppError).messageKey).toBe(CONTENT_MESSAGES.draftConflict.key);
    const editor = await getEditorPage(t.db, { pageId: page.id });
    expect(editor?.texts.en).toMatchObject({ title: `Writer ${won[0]}`, body: `Text of writer ${won[0]}`, version: 2 });
  });

  describe("slugs", () => {
    it("are unique per event, and the same slug may exist at another event", async () => {
      await createContentPage(t.db, { eventId, slug: "privacy", kind: "page", userId: anna });
      const error = await refusal(createContentPage(t.db, { eventId, slug: "privacy", kind: "region", userId: bruno }));
      expect(error.messageKey).toBe(CONTENT_MESSAGES.slugTaken.key);
      const other = await insertEvent(t.db);
      await expect(
        createContentPage(t.db, { eventId: other, slug: "privacy", kind: "page", userId: anna }),
      ).resolves.toMatchObject({ eventId: other, slug: "privacy" });
    });

    it("hold under 50 racing creates of one slug: exactly one page", async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () =>
          createContentPage(t.db, { eventId, slug: "imprint", kind: "page", userId: anna }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect((await listContentPages(t.db, { eventId })).filter((p) => p.slug === "imprint")).toHaveLength(1);
    });
  });
});
