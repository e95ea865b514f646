import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SiteNavLink } from "~/lib/site-link";

// The organizer's console pages, side by side; a named event (?event=) stays named.

const PAGES = [
  { key: "settings", path: "" },
  { key: "products", path: "/products" },
  { key: "exhibitors", path: "/exhibitors" },
  { key: "people", path: "/people" },
  { key: "data", path: "/data" },
  { key: "organizers", path: "/organizers" },
  { key: "pages", path: "/pages" },
  { key: "reports", path: "/reports" },
  { key: "audit", path: "/audit" },
] as const;

export function OrganizerNav({ locale, query = "" }: { locale: Locale; query?: string }) {
  const { t } = useTranslation("organizer");
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="flex flex-wrap gap-2">
        {PAGES.map((page) => (
          <li key={page.key}>
            <SiteNavLink
              to={`/${locale}/organizer${page.path}${query}`}
              end={page.key !== "products" && page.key !== "exhibitors" && page.key !== "pages"}
              className={({ isActive }) =>
                `inline-block rounded border px-3 py-1 ${isActive ? "border-primary bg-primary text-paper" : "border-line"}`
              }
            >
              {t(`nav.${page.key}`)}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
