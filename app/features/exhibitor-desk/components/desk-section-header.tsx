import type { ReactNode } from "react";
import { Link } from "react-router";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";

// A desk section's heading, what it shows, and its Excel download (a file,
// so the link leaves the app's navigation).

export function DeskSectionHeader({
  title,
  intro,
  exportHref,
  children,
}: {
  title: string;
  intro: string;
  exportHref: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("desk");
  return (
    <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="max-w-2xl">
        <h2 id="section-title" className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted">{intro}</p>
        {children}
      </div>
      <Link to={exportHref} reloadDocument download className={SECONDARY_BUTTON}>
        {t("export")}
      </Link>
    </header>
  );
}
