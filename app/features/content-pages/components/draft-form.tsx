import type { FormEvent } from "react";
import { Form } from "react-router";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { formatDateTime, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { LOCALES, type Locale } from "~/lib/locales";
import type { DraftText } from "../content-pages.server";
import { type Draft, type SaveState, saveState } from "../page-editor-state";
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from "../schemas";
import { EDITOR_ERROR, EDITOR_INPUT } from "./editor-styles";

/**
 * The draft of one locale at a time: the language, its title and Markdown,
 * "Save draft" and whether it is saved, and what of it is published.
 * Without JavaScript the same form saves on submit.
 */
export function DraftForm(props: {
  locale: Locale;
  tab: Locale;
  onTab: (tab: Locale) => void;
  drafts: Record<Locale, Draft>;
  dirty: boolean;
  saving: boolean;
  busy: boolean;
  published: DraftText["published"];
  /** The message of a refused field, already translated. */
  fieldError: string | undefined;
  onEdit: (field: "title" | "body", value: string) => void;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation("content");
  const { locale, tab, drafts, fieldError, published } = props;
  const draft = drafts[tab];
  const state = saveState({ saving: props.saving, dirty: props.dirty, savedAt: draft.savedAt });
  const status: Record<SaveState, () => string> = {
    saving: () => t("editor.saving"),
    unsaved: () => t("editor.unsaved"),
    saved: () => t("editor.savedAt", { time: formatDateTime(locale, draft.savedAt!) }),
    nothingYet: () => t("editor.nothingYet"),
  };
  return (
    <Form method="post" onSubmit={props.onSave} className="grid content-start gap-3" noValidate>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={draft.version} />
      <div>
        <label htmlFor="editor-locale" className="block text-sm font-semibold">
          {t("editor.language")}
        </label>
        <select
          id="editor-locale"
          name="locale"
          value={tab}
          onChange={(event) => props.onTab(event.target.value as Locale)}
          className="mt-1 rounded-md border border-line bg-paper px-3 py-2"
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {languageName(locale, l)}
              {drafts[l].version === 0 ? ` (${t("editor.noDraft")})` : ""}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="editor-title" className="block text-sm font-semibold">
          {t("editor.pageTitle")}
        </label>
        <input
          id="editor-title"
          name="title"
          lang={tab}
          value={draft.title}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => props.onEdit("title", event.target.value)}
          className={EDITOR_INPUT}
        />
      </div>
      <div>
        <label htmlFor="editor-body" className="block text-sm font-semibold">
          {t("editor.body")}
        </label>
        <p id="editor-body-hint" className="text-sm text-muted">
          {t("editor.bodyHint")}
        </p>
        <textarea
          id="editor-body"
          name="body"
          lang={tab}
          rows={18}
          value={draft.body}
          maxLength={MAX_BODY_LENGTH}
          aria-describedby={fieldError ? "editor-body-hint editor-error" : "editor-body-hint"}
          aria-invalid={fieldError ? true : undefined}
          onChange={(event) => props.onEdit("body", event.target.value)}
          className={EDITOR_INPUT}
        />
        {fieldError ? (
          <p id="editor-error" className={EDITOR_ERROR}>
            {fieldError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={SECONDARY_BUTTON} disabled={props.busy}>
          {t("editor.save")}
        </button>
        <p aria-live="polite" className="text-sm text-muted" data-save-state="">
          {status[state]()}
        </p>
      </div>
      <p className="text-sm text-muted">
        {published
          ? t("editor.publishedAt", {
              time: formatDateTime(locale, published.at),
              name: published.by ?? "—",
            })
          : t("editor.notPublished")}
        {published && published.version !== draft.version ? ` ${t("status.unpublishedChanges")}` : ""}
      </p>
    </Form>
  );
}
