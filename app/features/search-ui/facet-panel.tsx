import { useId, useState } from "react";
import type { FacetCount } from "~/features/search/search-index";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { facetTitle, facetValueLabel } from "./facet-labels";
import { type Filters, isSelected, toggleValue } from "./search-state";

/** Values shown before "show more": enough for colours and kinds, short for regions and grapes. */
export const VISIBLE_VALUES = 8;

export interface FacetPanelProps {
  /** Facet ids in display order. */
  facets: readonly string[];
  counts: Readonly<Record<string, readonly FacetCount[]>>;
  filters: Filters;
  locale: Locale;
  /** Called with the filters after a value was toggled. */
  onChange: (next: Filters) => void;
}

/**
 * The facets as checkbox groups. They are real form fields (name = facet,
 * value = value) of the page's GET form, so without JavaScript a visitor
 * ticks boxes and applies them; with it, each tick searches at once.
 */
export function FacetPanel({ facets, counts, filters, locale, onChange }: FacetPanelProps) {
  return (
    <div className="space-y-5">
      {facets.map((facet) => {
        const values = counts[facet] ?? [];
        if (values.length === 0) return null;
        return (
          <FacetGroup key={facet} facet={facet} values={values} filters={filters} locale={locale} onChange={onChange} />
        );
      })}
    </div>
  );
}

interface FacetGroupProps {
  facet: string;
  values: readonly FacetCount[];
  filters: Filters;
  locale: Locale;
  onChange: (next: Filters) => void;
}

function FacetGroup({ facet, values, filters, locale, onChange }: FacetGroupProps) {
  const { t } = useTranslation();
  const top = values.slice(0, VISIBLE_VALUES);
  const rest = values.slice(VISIBLE_VALUES);
  // Open once when a chosen value sits in the folded part; afterwards the
  // visitor decides (a controlled `open` would snap shut under the cursor).
  const [openAtFirst] = useState(() => rest.some((v) => isSelected(filters, facet, v.value)));
  const item = (entry: FacetCount) => (
    <FacetValue key={entry.value} facet={facet} entry={entry} filters={filters} locale={locale} onChange={onChange} />
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold uppercase tracking-wide text-muted">
        {facetTitle(t, facet)}
      </legend>
      <ul className="space-y-0.5">{top.map(item)}</ul>
      {rest.length > 0 ? (
        <details open={openAtFirst} className="group mt-1">
          <summary className="cursor-pointer py-1 text-sm font-medium text-primary">
            <span className="group-open:hidden">
              {t("search:showMore", { count: rest.length, formatted: formatNumber(locale, rest.length) })}
            </span>
            <span className="hidden group-open:inline">{t("search:showFewer")}</span>
          </summary>
          <ul className="space-y-0.5">{rest.map(item)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

function FacetValue({
  facet,
  entry,
  filters,
  locale,
  onChange,
}: Omit<FacetGroupProps, "values"> & { entry: FacetCount }) {
  const { t } = useTranslation();
  const id = useId();
  const checked = isSelected(filters, facet, entry.value);
  const empty = entry.count === 0 && !checked;
  return (
    <li>
      <label
        htmlFor={id}
        className={`flex cursor-pointer items-baseline gap-2 rounded px-1 py-0.5 text-sm hover:bg-wash ${empty ? "text-muted" : ""}`}
      >
        <input
          id={id}
          type="checkbox"
          name={facet}
          value={entry.value}
          checked={checked}
          onChange={() => onChange(toggleValue(filters, facet, entry.value))}
          className="size-4 shrink-0 translate-y-0.5 accent-primary"
        />
        <span className="min-w-0 flex-1 break-words">{facetValueLabel(t, locale, facet, entry.value)}</span>
        <span className="tabular-nums text-muted">{formatNumber(locale, entry.count)}</span>
      </label>
    </li>
  );
}
