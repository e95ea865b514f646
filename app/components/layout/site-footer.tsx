import { useTranslation } from "~/lib/i18n-react";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-wash">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted">
        <p>{t("footer.tagline")}</p>
      </div>
    </footer>
  );
}
