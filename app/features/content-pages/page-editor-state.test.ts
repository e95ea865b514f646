import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { EditorPage } from "./content-pages.server";
import {
  autosaveLocale,
  canPublish,
  type Draft,
  initialDrafts,
  isSavedAsSent,
  previewSrc,
  saveState,
  withImage,
} from "./page-editor-state";

const page: EditorPage = {
  id: "p1",
  eventId: "e1",
  slug: "harvest",
  kind: "page",
  texts: {
    de: {
      locale: "de",
      title: "Ernte",
      body: "Text",
      version: 3,
      updatedAt: "2026-05-01T10:00:00.000Z",
      updatedBy: "Ann",
      published: null,
    },
  },
};

const drafts = (versions: Partial<Record<Locale, number>>): Record<Locale, Draft> => {
  const all = initialDrafts({ ...page, texts: {} });
  for (const [locale, version] of Object.entries(versions)) all[locale as Locale].version = version;
  return all;
};

describe("page editor state", () => {
  it("starts from each locale's saved draft, an empty one where there is none", () => {
    const all = initialDrafts(page);
    expect(all.de).toEqual({ title: "Ernte", body: "Text", version: 3, savedAt: "2026-05-01T10:00:00.000Z" });
    expect(all.fr).toEqual({ title: "", body: "", version: 0, savedAt: null });
  });

  it("counts a save as done only while the draft is still what it sent", () => {
    const draft = { title: "T", body: "B", version: 1, savedAt: null };
    expect(isSavedAsSent({ locale: "en", title: "T", body: "B" }, "en", draft)).toBe(true);
    expect(isSavedAsSent({ locale: "en", title: "T", body: "B…" }, "en", draft)).toBe(false);
    expect(isSavedAsSent({ locale: "de", title: "T", body: "B" }, "en", draft)).toBe(false);
    expect(isSavedAsSent(null, "en", draft)).toBe(false);
  });

  it("appends an uploaded image after a blank line, its description without brackets", () => {
    expect(withImage("Intro  \n", "Our [old] cellar", "/media/pages/a.webp")).toBe(
      "Intro\n\n![Our old cellar](/media/pages/a.webp)\n",
    );
    expect(withImage("", "Cellar", "/media/pages/a.webp")).toBe("![Cellar](/media/pages/a.webp)\n");
  });

  it("saves the locale shown first, then the others with changes", () => {
    expect(autosaveLocale(new Set<Locale>(["de", "en"]), "en")).toBe("en");
    expect(autosaveLocale(new Set<Locale>(["fr", "de"]), "en")).toBe("fr");
  });

  it("says whether the draft is being saved, has unsaved changes, was saved, or has nothing yet", () => {
    expect(saveState({ saving: true, dirty: true, savedAt: null })).toBe("saving");
    expect(saveState({ saving: false, dirty: true, savedAt: "x" })).toBe("unsaved");
    expect(saveState({ saving: false, dirty: false, savedAt: "x" })).toBe("saved");
    expect(saveState({ saving: false, dirty: false, savedAt: null })).toBe("nothingYet");
  });

  it("publishes only when every change is saved and one draft at least exists", () => {
    expect(canPublish(new Set(), false, drafts({ it: 1 }))).toBe(true);
    expect(canPublish(new Set(), false, drafts({}))).toBe(false);
    expect(canPublish(new Set<Locale>(["en"]), false, drafts({ en: 1 }))).toBe(false);
    expect(canPublish(new Set(), true, drafts({ en: 1 }))).toBe(false);
  });

  it("previews the saved draft of the locale shown, anew after every save", () => {
    expect(previewSrc(page, "de", drafts({ de: 3 }), 2)).toBe("/cms-preview/pages/p1?locale=de&v=3.2");
    expect(previewSrc({ ...page, kind: "region" }, "fr", drafts({ en: 1 }), 0)).toBe(
      "/cms-preview/regions/p1?locale=fr&v=0.0",
    );
    expect(previewSrc(page, "fr", drafts({ de: 3 }), 0)).toBe("/cms-preview/pages/noPreview");
  });
});
