import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SiteNavLink } from "~/lib/site-link";
import { MY_PAGES } from "../my-page-links";

// The links between the user's catalogue pages, the current one marked.

// Every personal page but the profile, which has its own header link.
const PAGES = MY_PAGES.filter(([page]) => page !== "profile");

export function MyNav({ locale, query }: { locale: Locale; query: string }) {
  const { t } = useTranslation("my");
  return (
    <nav aria-label={t("nav.label")} className="mb-6 print:hidden">
      <ul className="flex flex-wrap gap-2 border-b border-line">
        {PAGES.map(([page, label]) => (
          <li key={page}>
            <SiteNavLink
              to={`/${locale}/my/${page}${query}`}
              end
              className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 font-medium text-ink hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              {t(label)}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
