import { NavLink } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// The organizer's pages, side by side.

const PAGES = ["people", "data", "pages"] as const;

export function OrganizerNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation("organizer");
  return (
    <nav aria-label={t("nav.label")} className="flex gap-2">
      {PAGES.map((page) => (
        <NavLink
          key={page}
          to={`/${locale}/organizer/${page}`}
          end
          className={({ isActive }) =>
            `rounded border px-3 py-1 ${isActive ? "border-primary bg-primary text-paper" : "border-line"}`
          }
        >
          {t(`nav.${page}`)}
        </NavLink>
      ))}
    </nav>
  );
}
