import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { EditorPage } from "../content-pages.server";
import type { EditorResult } from "../editor-result";
import { canPublish, previewSrc } from "../page-editor-state";
import { usePageEditor } from "../use-page-editor";
import { DraftForm } from "./draft-form";
import { DraftPreview } from "./draft-preview";
import { EditorHeader } from "./editor-header";
import { EditorNotices } from "./editor-notices";
import { ImageUpload } from "./image-upload";

// The side-by-side editor (docs/product/content-pages.md#editor): a locale
// at a time, its title and Markdown on the left, the preview of the saved
// draft on the right. A change is saved as a draft a moment after typing
// stops (or at once with "Save draft"); each save names the version it
// started from, so a draft someone else saved meanwhile is never
// overwritten: the editor shows their text instead. The preview frame
// reloads after each save. Without JavaScript the same form saves on submit.

export function PageEditor({
  locale,
  page,
  publicPaths,
  result,
}: {
  locale: Locale;
  page: EditorPage;
  /** Where visitors read the published page, per locale (the primary event's at /{locale}/pages/…, another's under the event). */
  publicPaths: Record<Locale, string>;
  result: EditorResult | undefined;
}) {
  const { t } = useTranslation("content");
  const editor = usePageEditor({ locale, page, result });
  const { tab, drafts, conflict, busy } = editor;
  const fieldError = conflict && conflict.locale === tab && !conflict.current ? t(conflict.error) : undefined;

  return (
    <div className="grid gap-4">
      <EditorHeader
        locale={locale}
        page={page}
        publicPath={publicPaths[tab]}
        publishable={canPublish(editor.dirty, busy, drafts)}
      />
      <EditorNotices locale={locale} pageId={page.id} result={result} conflict={conflict} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <DraftForm
            locale={locale}
            tab={tab}
            onTab={editor.setTab}
            drafts={drafts}
            dirty={editor.dirty.has(tab)}
            saving={editor.savingThis}
            busy={busy}
            published={page.texts[tab]?.published ?? null}
            fieldError={fieldError}
            onEdit={editor.edit}
            onSave={editor.onSave}
          />
          <ImageUpload error={editor.imageError} busy={busy} onUpload={editor.onUpload} />
        </div>
        <DraftPreview locale={locale} tab={tab} src={previewSrc(page, tab, drafts, editor.previewRun)} />
      </div>
    </div>
  );
}
