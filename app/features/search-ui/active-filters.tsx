import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { facetValueLabel } from "./facet-labels";
import { followInApp } from "./follow-in-app";
import { clearFilters, type Filters, searchHref, textOf, toggleValue, withText } from "./search-state";

interface Props {
  pathname: string;
  facets: readonly string[];
  filters: Filters;
  locale: Locale;
  onChange: (next: Filters) => void;
}

/**
 * What narrows the results, each removable, and "clear all filters". Links
 * to the search without that value, so they work without JavaScript too.
 */
export function ActiveFilters({ pathname, facets, filters, locale, onChange }: Props) {
  const { t } = useTranslation("search");
  const text = textOf(filters);
  const chosen = facets.flatMap((facet) => (filters[facet] ?? []).map((value) => ({ facet, value })));
  if (chosen.length === 0 && !text) return null;
  const chip = (key: string, label: string, next: Filters) => (
    <li key={key}>
      <a
        href={searchHref(pathname, next)}
        onClick={followInApp(() => onChange(next))}
        aria-label={t("removeFilter", { label })}
        className="inline-flex items-center gap-1 rounded-full border border-primary bg-paper px-3 py-1 text-sm text-ink hover:bg-wash"
      >
        {label}
        <span aria-hidden="true" className="text-primary">
          ×
        </span>
      </a>
    </li>
  );
  const cleared = clearFilters(filters);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("activeFilters")}</h2>
      <ul className="flex flex-wrap gap-2">
        {text ? chip("q", `“${text}”`, withText(filters, "")) : null}
        {chosen.map(({ facet, value }) =>
          chip(`${facet}=${value}`, facetValueLabel(t, locale, facet, value), toggleValue(filters, facet, value)),
        )}
      </ul>
      <a
        href={searchHref(pathname, cleared)}
        onClick={followInApp(() => onChange(cleared))}
        className="text-sm font-medium underline"
      >
        {t("clearAll")}
      </a>
    </div>
  );
}
