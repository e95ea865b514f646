import { LOCALES, type Locale } from "~/lib/locales";
import type { EditorPage } from "./content-pages.server";

// The editor's drafts (docs/product/content-pages.md#editor), one per locale,
// and what the editor shows of them: pure, so the rules are tested without a
// browser.

export interface Draft {
  title: string;
  body: string;
  version: number;
  savedAt: string | null;
}

/** What a save sent, to tell whether the draft changed again while it was on its way. */
export interface SentDraft {
  locale: Locale;
  title: string;
  body: string;
}

export function initialDrafts(page: EditorPage): Record<Locale, Draft> {
  const drafts = {} as Record<Locale, Draft>;
  for (const locale of LOCALES) {
    const text = page.texts[locale];
    drafts[locale] = text
      ? { title: text.title, body: text.body, version: text.version, savedAt: text.updatedAt }
      : { title: "", body: "", version: 0, savedAt: null };
  }
  return drafts;
}

/** Whether the draft is still what the answered save sent: then nothing of it is left unsaved. */
export function isSavedAsSent(sent: SentDraft | null, locale: Locale, draft: Draft): boolean {
  return sent !== null && sent.locale === locale && sent.title === draft.title && sent.body === draft.body;
}

/** The body with an uploaded image appended in Markdown, its description the image's text. */
export function withImage(body: string, alt: string, url: string): string {
  const image = `![${alt.replace(/[[\]]/g, "")}](${url})`;
  return body ? `${body.trimEnd()}\n\n${image}\n` : `${image}\n`;
}

/** The locale to save next: the one shown while it has changes, else the first with changes. */
export function autosaveLocale(dirty: ReadonlySet<Locale>, tab: Locale): Locale {
  return dirty.has(tab) ? tab : [...dirty][0];
}

export type SaveState = "saving" | "unsaved" | "saved" | "nothingYet";

export function saveState(options: { saving: boolean; dirty: boolean; savedAt: string | null }): SaveState {
  if (options.saving) return "saving";
  if (options.dirty) return "unsaved";
  return options.savedAt ? "saved" : "nothingYet";
}

/** Publishing takes every saved draft: nothing may be unsaved or on its way, and one draft at least must exist. */
export function canPublish(dirty: ReadonlySet<Locale>, busy: boolean, drafts: Record<Locale, Draft>): boolean {
  return dirty.size === 0 && !busy && LOCALES.some((l) => drafts[l].version > 0);
}

/**
 * The preview frame's address: the saved draft of the locale shown (or the
 * English one it falls back to), a new address after every save so the
 * frame reloads; without any draft, the page saying there is nothing yet.
 */
export function previewSrc(
  page: Pick<EditorPage, "id" | "kind">,
  tab: Locale,
  drafts: Record<Locale, Draft>,
  previewRun: number,
): string {
  const draft = drafts[tab];
  if (draft.version === 0 && drafts.en.version === 0) return "/cms-preview/pages/noPreview";
  return `/cms-preview/${page.kind === "region" ? "regions" : "pages"}/${page.id}?locale=${tab}&v=${draft.version}.${previewRun}`;
}
