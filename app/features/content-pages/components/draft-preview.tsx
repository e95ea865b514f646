import { languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

/** The saved draft as visitors would see it, in a frame that reloads with each save (a new `src`). */
export function DraftPreview({ locale, tab, src }: { locale: Locale; tab: Locale; src: string }) {
  const { t } = useTranslation("content");
  return (
    <section aria-labelledby="preview-title" className="grid content-start gap-2">
      <h2 id="preview-title" className="text-lg font-semibold">
        {t("editor.preview")}
      </h2>
      <iframe
        key={src}
        src={src}
        title={t("editor.previewFrame", { language: languageName(locale, tab) })}
        className="h-[36rem] w-full rounded-md border border-line bg-paper"
      />
    </section>
  );
}
