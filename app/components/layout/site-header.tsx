import { lazy } from "react";
import { useLocation } from "react-router";
import { AccountMenu } from "~/features/auth/components/account-menu";
import { useTranslation } from "~/lib/i18n-react";
import { localizePath } from "~/lib/locale-path";
import { LOCALES, type Locale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";

// Loaded only once someone is signed in (the account menu renders it then).
const MyPagesMenu = lazy(() => import("./my-pages-menu"));

const endonyms = new Map<Locale, string>();

/** A language's name in that language ("Deutsch", "français"): asked of Intl once (every page's header shows five). */
function endonym(locale: Locale): string {
  let name = endonyms.get(locale);
  if (name === undefined) {
    name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    endonyms.set(locale, name);
  }
  return name;
}

export function SiteHeader({ locale, primaryEventId }: { locale: Locale; primaryEventId: string | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <header className="border-b border-line bg-primary text-paper">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <SiteLink to={`/${locale}`} className="text-xl font-bold tracking-tight text-paper hover:text-accent">
          Uncork
        </SiteLink>
        <SiteLink
          to={`/${locale}/people`}
          className="mr-auto rounded px-2 py-1 font-medium text-paper hover:bg-primary-dark"
        >
          {t("my:menu.people")}
        </SiteLink>
        {/* Phones: a label's QR code at the stand. A document load: only the Scan page may use the camera. */}
        <a
          href={`/${locale}/scan`}
          className="rounded px-2 py-1 font-medium text-paper hover:bg-primary-dark hover:text-paper sm:hidden"
        >
          {t("labels:scan.headerLink")}
        </a>
        <nav aria-label={t("nav.language")}>
          <ul className="flex gap-1 text-sm">
            {LOCALES.map((l) => (
              <li key={l}>
                <SiteLink
                  to={`${localizePath(pathname, l)}${search}`}
                  // Another language is another document: its messages load with it.
                  reloadDocument
                  // The filters in the page's hash go along (./language-links-script.tsx).
                  data-keeps-filters=""
                  hrefLang={l}
                  lang={l}
                  aria-current={l === locale ? "true" : undefined}
                  className={`rounded px-2 py-1 uppercase ${l === locale ? "bg-paper text-primary" : "text-paper hover:bg-primary-dark hover:text-paper"}`}
                >
                  <span aria-hidden="true">{l}</span>
                  <span className="sr-only">{endonym(l)}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu locale={locale} primaryEventId={primaryEventId} menu={MyPagesMenu} />
      </div>
    </header>
  );
}
