import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { imageSizeError } from "~/features/accounts/profile-image-rules";
import { formatDateTime, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { LOCALES, type Locale } from "~/lib/locales";
import type { EditorPage } from "../content-pages.server";
import type { EditorResult } from "../editor-result";
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from "../schemas";

// The side-by-side editor (docs/product/content-pages.md#editor): a locale
// at a time, its title and Markdown on the left, the preview of the saved
// draft on the right. A change is saved as a draft a moment after typing
// stops (or at once with "Save draft"); each save names the version it
// started from, so a draft someone else saved meanwhile is never
// overwritten: the editor shows their text instead. The preview frame
// reloads after each save. Without JavaScript the same form saves on submit.

const AUTOSAVE_DELAY_MS = 800;
const ERROR = "mt-1 text-sm font-medium text-danger";
const INPUT = "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 font-mono text-sm";

interface Draft {
  title: string;
  body: string;
  version: number;
  savedAt: string | null;
}

function initialDrafts(page: EditorPage): Record<Locale, Draft> {
  const drafts = {} as Record<Locale, Draft>;
  for (const locale of LOCALES) {
    const text = page.texts[locale];
    drafts[locale] = text
      ? { title: text.title, body: text.body, version: text.version, savedAt: text.updatedAt }
      : { title: "", body: "", version: 0, savedAt: null };
  }
  return drafts;
}

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
  const submit = useSubmit();
  const navigation = useNavigation();
  const [tab, setTab] = useState<Locale>(locale);
  const [drafts, setDrafts] = useState(() => initialDrafts(page));
  const [dirty, setDirty] = useState<ReadonlySet<Locale>>(new Set());
  const [conflict, setConflict] = useState<Extract<EditorResult, { ok: false }> | null>(null);
  const sent = useRef<{ locale: Locale; title: string; body: string } | null>(null);
  const [previewRun, setPreviewRun] = useState(0);
  const [imageError, setImageError] = useState("");
  const uploading = useRef<{ locale: Locale; alt: string } | null>(null);
  const busy = navigation.state !== "idle";

  const save = (which: Locale) => {
    const draft = drafts[which];
    sent.current = { locale: which, title: draft.title, body: draft.body };
    submit(
      { intent: "save", locale: which, title: draft.title, body: draft.body, version: String(draft.version) },
      { method: "post", replace: true, preventScrollReset: true },
    );
  };

  // What the server answered to the last save or publish.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer; drafts are read as they are then
  useEffect(() => {
    if (!result) return;
    if (result.intent === "save" && result.ok) {
      const was = sent.current;
      setDrafts((all) => ({
        ...all,
        [result.locale]: { ...all[result.locale], version: result.version, savedAt: result.updatedAt },
      }));
      setDirty((set) => {
        const next = new Set(set);
        const now = drafts[result.locale];
        if (was && was.locale === result.locale && was.title === now.title && was.body === now.body)
          next.delete(result.locale);
        return next;
      });
      setConflict(null);
      setPreviewRun((n) => n + 1);
    } else if (result.intent === "image" && result.ok) {
      const target = uploading.current;
      if (target) {
        const body = drafts[target.locale].body;
        const image = `![${target.alt.replace(/[[\]]/g, "")}](${result.url})`;
        setDrafts((all) => ({
          ...all,
          [target.locale]: { ...all[target.locale], body: body ? `${body.trimEnd()}\n\n${image}\n` : `${image}\n` },
        }));
        setDirty((set) => new Set(set).add(target.locale));
      }
      setImageError("");
      uploading.current = null;
    } else if (!result.ok && result.intent === "image") {
      setImageError(result.error);
      uploading.current = null;
    } else if (!result.ok) {
      setConflict(result);
    }
    sent.current = null;
  }, [result]);

  // Autosave: a moment after the last change, one locale at a time, never while a save is on its way.
  useEffect(() => {
    if (busy || conflict || dirty.size === 0) return;
    const next = dirty.has(tab) ? tab : [...dirty][0];
    const timer = setTimeout(() => save(next), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const edit = (field: "title" | "body", value: string) => {
    setDrafts((all) => ({ ...all, [tab]: { ...all[tab], [field]: value } }));
    setDirty((set) => new Set(set).add(tab));
    // A refused field or publish is answered by the next edit; a conflict waits for the reload.
    if (conflict && !conflict.current) setConflict(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) save(tab);
  };

  // The image is checked here first by its size (the server checks everything again), then uploaded.
  const onUpload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const file = form.get("image");
    const refused = file instanceof File ? imageSizeError(file.size) : null;
    if (!(file instanceof File) || file.size === 0) return setImageError("content:errors.imageRequired");
    if (refused) return setImageError(refused.key);
    setImageError("");
    uploading.current = { locale: tab, alt: String(form.get("alt") ?? "") };
    submit(form, { method: "post", encType: "multipart/form-data", replace: true, preventScrollReset: true });
  };

  const draft = drafts[tab];
  const published = page.texts[tab]?.published ?? null;
  const savingThis = busy && navigation.formData?.get("intent") === "save" && navigation.formData.get("locale") === tab;
  const status = savingThis
    ? t("editor.saving")
    : dirty.has(tab)
      ? t("editor.unsaved")
      : draft.savedAt
        ? t("editor.savedAt", { time: formatDateTime(locale, draft.savedAt) })
        : t("editor.nothingYet");
  const publishable = dirty.size === 0 && !busy && LOCALES.some((l) => drafts[l].version > 0);
  const hasDraft = draft.version > 0 || drafts.en.version > 0;
  const previewSrc = hasDraft
    ? `/cms-preview/${page.kind === "region" ? "regions" : "pages"}/${page.id}?locale=${tab}&v=${draft.version}.${previewRun}`
    : "/cms-preview/pages/noPreview";
  const fieldError = conflict && conflict.locale === tab && !conflict.current ? t(conflict.error) : undefined;

  return (
    <div className="grid gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-muted">
            <Link to={`/${locale}/organizer/pages`}>{t("editor.back")}</Link>
          </p>
          <h1 className="text-2xl font-semibold">{t("editor.title", { slug: page.slug })}</h1>
          <p className="text-sm text-muted">
            {t(`kind.${page.kind}`)}
            {page.kind === "page" ? (
              <>
                {" · "}
                <a href={publicPaths[tab]}>{t("editor.publicLink")}</a>
              </>
            ) : null}
          </p>
        </div>
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="publish" />
          <button type="submit" className={PRIMARY_BUTTON} disabled={!publishable}>
            {t("editor.publish")}
          </button>
        </Form>
      </header>
      <p role="status" className="text-sm font-medium">
        {result?.intent === "publish" && result.ok
          ? t("editor.published", { languages: result.published.map((l) => languageName(locale, l)).join(", ") })
          : ""}
      </p>
      {conflict?.current ? (
        <div role="alert" className="grid gap-2 rounded-md border border-danger px-4 py-3">
          <p className="font-medium text-danger">{t(conflict.error)}</p>
          <p className="text-sm">
            {conflict.current.updatedBy
              ? t("editor.theirVersionBy", { name: conflict.current.updatedBy })
              : t("editor.theirVersion")}
          </p>
          <label htmlFor="their-body" className="text-sm font-semibold">
            {conflict.current.title || t("editor.untitled")}
          </label>
          <textarea id="their-body" readOnly rows={6} value={conflict.current.body} className={INPUT} />
          <p>
            <a href={`/${locale}/organizer/pages/${page.id}`} className={SECONDARY_BUTTON}>
              {t("editor.reload")}
            </a>
          </p>
        </div>
      ) : conflict && conflict.intent === "publish" ? (
        <p role="alert" className="rounded-md border border-danger px-4 py-3 font-medium text-danger">
          {t(conflict.error)}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <Form method="post" onSubmit={onSubmit} className="grid content-start gap-3" noValidate>
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
                onChange={(event) => setTab(event.target.value as Locale)}
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
                onChange={(event) => edit("title", event.target.value)}
                className={INPUT}
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
                onChange={(event) => edit("body", event.target.value)}
                className={INPUT}
              />
              {fieldError ? (
                <p id="editor-error" className={ERROR}>
                  {fieldError}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                {t("editor.save")}
              </button>
              <p aria-live="polite" className="text-sm text-muted" data-save-state="">
                {status}
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
          <Form
            method="post"
            encType="multipart/form-data"
            onSubmit={onUpload}
            className="grid gap-3 rounded-md border border-line p-3"
            noValidate
          >
            <input type="hidden" name="intent" value="image" />
            <div>
              <label htmlFor="editor-image" className="block text-sm font-semibold">
                {t("editor.image")}
              </label>
              <p id="editor-image-hint" className="text-sm text-muted">
                {t("editor.imageHint")}
              </p>
              <input
                id="editor-image"
                name="image"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                aria-describedby={imageError ? "editor-image-hint editor-image-error" : "editor-image-hint"}
                aria-invalid={imageError ? true : undefined}
                className="mt-1 block"
              />
              {imageError ? (
                <p id="editor-image-error" className={ERROR}>
                  {t(imageError)}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="editor-image-alt" className="block text-sm font-semibold">
                {t("editor.imageAlt")}
              </label>
              <input id="editor-image-alt" name="alt" maxLength={200} className={INPUT} />
            </div>
            <p>
              <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                {t("editor.upload")}
              </button>
            </p>
          </Form>
        </div>
        <section aria-labelledby="preview-title" className="grid content-start gap-2">
          <h2 id="preview-title" className="text-lg font-semibold">
            {t("editor.preview")}
          </h2>
          <iframe
            key={previewSrc}
            src={previewSrc}
            title={t("editor.previewFrame", { language: languageName(locale, tab) })}
            className="h-[36rem] w-full rounded-md border border-line bg-paper"
          />
        </section>
      </div>
    </div>
  );
}
