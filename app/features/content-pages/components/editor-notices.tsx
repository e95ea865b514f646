import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { EditorResult } from "../editor-result";
import type { EditorConflict } from "../use-page-editor";
import { EDITOR_INPUT } from "./editor-styles";

/**
 * What the last publish did, and a refusal: someone else's newer draft (shown
 * with a reload, never overwritten) or a publish the server refused.
 */
export function EditorNotices(props: {
  locale: Locale;
  pageId: string;
  result: EditorResult | undefined;
  conflict: EditorConflict | null;
}) {
  const { t } = useTranslation("content");
  const { locale, result, conflict } = props;
  return (
    <>
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
          <textarea id="their-body" readOnly rows={6} value={conflict.current.body} className={EDITOR_INPUT} />
          <p>
            <a href={`/${locale}/organizer/pages/${props.pageId}`} className={SECONDARY_BUTTON}>
              {t("editor.reload")}
            </a>
          </p>
        </div>
      ) : conflict && conflict.intent === "publish" ? (
        <p role="alert" className="rounded-md border border-danger px-4 py-3 font-medium text-danger">
          {t(conflict.error)}
        </p>
      ) : null}
    </>
  );
}
