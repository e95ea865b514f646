import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  return (
    <footer className="border-t border-line bg-wash">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-muted">
        <p>{t("footer.tagline")}</p>
        <nav aria-label={t("footer.more")}>
          <Link to={links.catalog(i18n.language)} className="underline">
            {t("footer.catalog")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
