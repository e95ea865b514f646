import { ContentBody } from "~/features/content-pages/components/content-body";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { SiteLink } from "~/lib/site-link";

/** The site's footer: the organizers' published footer region when there is one, else the built-in tagline. */
export function SiteFooter({ region }: { region: { html: string; locale: string } | null }) {
  const { t, i18n } = useTranslation();
  return (
    <footer className="border-t border-line bg-wash">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-muted">
        {region ? <ContentBody html={region.html} lang={region.locale} /> : <p>{t("footer.tagline")}</p>}
        <nav aria-label={t("footer.more")}>
          <SiteLink to={links.printCatalogue(i18n.language)} className="underline">
            {t("footer.catalog")}
          </SiteLink>
        </nav>
      </div>
    </footer>
  );
}
