import { languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

/** Said above a page shown in English because the reader's language has no version of it. */
export function FallbackNote({ locale }: { locale: Locale }) {
  const { t } = useTranslation("content");
  return (
    <p className="rounded-md border border-line bg-wash px-3 py-2 text-sm">
      {t("page.fallback", { language: languageName(locale, locale) })}
    </p>
  );
}
