import { useState } from "react";
import { VISIBLE_VALUES } from "~/features/search/fold-facets";
import type { FacetCount } from "~/features/search/search-index";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { useHydrated } from "~/lib/use-hydrated";
import { facetTitle, facetValueLabel } from "./facet-labels";
import { type Filters, isSelected, toggleValue } from "./search-state";

export interface FacetPanelProps {
  /** Facet ids in display order. */
  facets: readonly string[];
  counts: Readonly<Record<string, readonly FacetCount[]>>;
  /** Facets sent folded: how many values each left out (features/search/fold-facets.ts). */
  tails?: Readonly<Record<string, number>>;
  /** Facets the visitor unfolded: shown open. */
  opened?: readonly string[];
  filters: Filters;
  locale: Locale;
  /** Called with the filters after a value was toggled. */
  onChange: (next: Filters) => void;
  /** Asks for a folded facet's other values. */
  onUnfold?: (facet: string) => void;
  /** The same page with the facet whole: where "Show more" leads without JavaScript. */
  unfoldHref?: (facet: string) => string;
  /** The last search got no answer: an unfolded facet still waiting offers that page instead of "Loading…". */
  failed?: boolean;
}

/**
 * The facets as checkbox groups. They are real form fields (name = facet,
 * value = value) of the page's GET form, so without JavaScript a visitor
 * ticks boxes and applies them; with it, each tick searches at once.
 */
export function FacetPanel({ facets, counts, tails, opened, ...group }: FacetPanelProps) {
  return (
    <div className="space-y-5">
      {facets.map((facet) => {
        const values = counts[facet] ?? [];
        if (values.length === 0) return null;
        return (
          <FacetGroup
            key={facet}
            facet={facet}
            values={values}
            tail={tails?.[facet] ?? 0}
            opened={opened?.includes(facet) ?? false}
            {...group}
          />
        );
      })}
    </div>
  );
}

interface FacetGroupProps
  extends Pick<FacetPanelProps, "filters" | "locale" | "onChange" | "onUnfold" | "unfoldHref" | "failed"> {
  facet: string;
  values: readonly FacetCount[];
  /** Values the server left out; 0 when every value is here. */
  tail: number;
  opened: boolean;
}

function FacetGroup({
  facet,
  values,
  tail,
  opened,
  filters,
  locale,
  onChange,
  onUnfold,
  unfoldHref,
  failed,
}: FacetGroupProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // A folded facet shows what it was sent (its first values and the chosen ones); the rest comes on demand.
  const top = tail > 0 ? values : values.slice(0, VISIBLE_VALUES);
  const rest = tail > 0 ? [] : values.slice(VISIBLE_VALUES);
  const hidden = tail > 0 ? tail : rest.length;
  // Open once when a chosen value sits in the folded part or the visitor
  // unfolded it; afterwards the visitor decides (a controlled `open` would
  // snap shut under the cursor). The summary keeps the focus throughout.
  const [openAtFirst] = useState(() => opened || rest.some((v) => isSelected(filters, facet, v.value)));
  const item = (entry: FacetCount) => (
    <FacetValue key={entry.value} facet={facet} entry={entry} filters={filters} locale={locale} onChange={onChange} />
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold uppercase tracking-wide text-muted">
        {facetTitle(t, facet)}
      </legend>
      <ul className="space-y-0.5">{top.map(item)}</ul>
      {hidden > 0 ? (
        <details
          open={openAtFirst}
          className="group mt-1"
          onToggle={(event) => {
            if (tail > 0 && event.currentTarget.open) onUnfold?.(facet);
          }}
        >
          <summary className="cursor-pointer py-1 text-sm font-medium text-primary">
            <span className="group-open:hidden">
              {t("search:showMore", { count: hidden, formatted: formatNumber(locale, hidden) })}
            </span>
            <span className="hidden group-open:inline">{t("search:showFewer")}</span>
          </summary>
          {tail === 0 ? (
            <ul className="space-y-0.5">{rest.map(item)}</ul>
          ) : hydrated && !failed ? (
            <p className="py-1 text-sm text-muted">{t("common:loading.loading")}</p>
          ) : (
            <a href={unfoldHref?.(facet)} className="block py-1 text-sm font-medium text-primary underline">
              {t("search:showAll", {
                count: values.length + tail,
                formatted: formatNumber(locale, values.length + tail),
              })}
            </a>
          )}
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
}: Pick<FacetGroupProps, "facet" | "filters" | "locale" | "onChange"> & { entry: FacetCount }) {
  const { t } = useTranslation();
  const checked = isSelected(filters, facet, entry.value);
  const empty = entry.count === 0 && !checked;
  // The box inside its label names it; the look is one class of the stylesheet (app.css .facet-value).
  return (
    <li>
      <label className={empty ? "facet-value text-muted" : "facet-value"}>
        <input
          type="checkbox"
          name={facet}
          value={entry.value}
          checked={checked}
          onChange={() => onChange(toggleValue(filters, facet, entry.value))}
        />
        <span className="facet-label">{facetValueLabel(t, locale, facet, entry.value)}</span>
        <span className="facet-count">{formatNumber(locale, entry.count)}</span>
      </label>
    </li>
  );
}
