import { useTranslation } from "~/lib/i18n-react";
import { SiteLink } from "~/lib/site-link";
import type { Crumb } from "../structured-data";

/** Where the page sits in the catalogue; the last crumb is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the trail is fixed for the page; two crumbs may share a label
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
              {last || !crumb.to ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-ink" : ""}>
                  {crumb.label}
                </span>
              ) : (
                <SiteLink to={crumb.to} className="underline-offset-2 hover:underline">
                  {crumb.label}
                </SiteLink>
              )}
              {last ? null : (
                <span aria-hidden="true" className="px-1">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
