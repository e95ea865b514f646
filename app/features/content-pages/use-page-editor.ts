import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { imageSizeError } from "~/features/accounts/profile-image-rules";
import type { Locale } from "~/lib/locales";
import type { EditorPage } from "./content-pages.server";
import type { EditorResult } from "./editor-result";
import { autosaveLocale, initialDrafts, isSavedAsSent, type SentDraft, withImage } from "./page-editor-state";

const AUTOSAVE_DELAY_MS = 800;

export type EditorConflict = Extract<EditorResult, { ok: false }>;

/**
 * The editor in the browser: the drafts of every locale, the locale shown,
 * which drafts have unsaved changes, a refusal or conflict the server
 * answered, and the preview's reload count. A change is saved as a draft a
 * moment after typing stops (or at once on submit); each save names the
 * version it started from, so the server refuses to overwrite a draft someone
 * else saved meanwhile.
 */
export function usePageEditor({
  locale,
  page,
  result,
}: {
  locale: Locale;
  page: EditorPage;
  result: EditorResult | undefined;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [tab, setTab] = useState<Locale>(locale);
  const [drafts, setDrafts] = useState(() => initialDrafts(page));
  const [dirty, setDirty] = useState<ReadonlySet<Locale>>(new Set());
  const [conflict, setConflict] = useState<EditorConflict | null>(null);
  const sent = useRef<SentDraft | null>(null);
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
        if (isSavedAsSent(was, result.locale, drafts[result.locale])) next.delete(result.locale);
        return next;
      });
      setConflict(null);
      setPreviewRun((n) => n + 1);
    } else if (result.intent === "image" && result.ok) {
      const target = uploading.current;
      if (target) {
        const body = withImage(drafts[target.locale].body, target.alt, result.url);
        setDrafts((all) => ({ ...all, [target.locale]: { ...all[target.locale], body } }));
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
    const timer = setTimeout(() => save(autosaveLocale(dirty, tab)), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const edit = (field: "title" | "body", value: string) => {
    setDrafts((all) => ({ ...all, [tab]: { ...all[tab], [field]: value } }));
    setDirty((set) => new Set(set).add(tab));
    // A refused field or publish is answered by the next edit; a conflict waits for the reload.
    if (conflict && !conflict.current) setConflict(null);
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
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

  const savingThis = busy && navigation.formData?.get("intent") === "save" && navigation.formData.get("locale") === tab;

  return {
    tab,
    setTab,
    drafts,
    dirty,
    conflict,
    previewRun,
    imageError,
    busy,
    savingThis,
    edit,
    onSave,
    onUpload,
  };
}
