import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { changeFieldLabel, changeValueText } from "../change-field-text";
import type { ImportChange, ImportedType } from "../import-report";

// What an import or a sync changes (or would change), per kind of record and
// then record by record, field by field: the same for both, so an organizer
// reads a dry run the same way whatever the source.

export interface ChangeSummary {
  dryRun: boolean;
  counts: Partial<Record<ImportedType, { add: number; change: number; remove: number }>>;
  changes: ImportChange[];
  totalChanges: number;
}

export function ChangeReport({
  summary,
  locale,
  written,
}: {
  summary: ChangeSummary;
  locale: Locale;
  written: boolean;
}) {
  const { t } = useTranslation("organizer");
  const types = (Object.keys(summary.counts) as ImportedType[]).filter((type) => {
    const c = summary.counts[type];
    return c && c.add + c.change + c.remove > 0;
  });
  const n = (value: number) => formatNumber(locale, value);
  if (summary.totalChanges === 0) {
    return <p>{t(written ? "data.report.nothingChanged" : "data.report.nothingToChange")}</p>;
  }
  return (
    <div className="grid gap-3">
      <ul className="list-inside list-disc">
        {types.map((type) => {
          const c = summary.counts[type]!;
          return (
            <li key={type}>
              {t(`data.report.types.${type}`)}:{" "}
              {t(written ? "data.report.countsDone" : "data.report.countsPlanned", {
                add: n(c.add),
                change: n(c.change),
                remove: n(c.remove),
              })}
            </li>
          );
        })}
      </ul>
      <h4 className="font-semibold">{t("data.report.changesHeading")}</h4>
      <ol className="grid gap-2 text-sm [overflow-wrap:anywhere]">
        {summary.changes.map((change) => (
          <li key={`${change.type}:${change.id}`} className="rounded border border-line p-2">
            <p>
              <span className="font-medium">{change.name || change.id}</span>{" "}
              <span className="text-muted">
                ({t(`data.report.types.${change.type}`)}, {t(`data.report.action.${change.action}`)})
              </span>
            </p>
            {change.fields.length ? (
              <ul className="mt-1 grid gap-0.5">
                {change.fields.map((field) => (
                  <li key={field.field}>
                    {t("data.report.fieldChange", {
                      field: changeFieldLabel(t, locale, field.field),
                      from: changeValueText(t, locale, change.type, field.field, field.oldValue),
                      to: changeValueText(t, locale, change.type, field.field, field.newValue),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {summary.totalChanges > summary.changes.length ? (
        <p className="text-sm text-muted">
          {t("data.report.moreChanges", {
            count: summary.totalChanges - summary.changes.length,
            formatted: n(summary.totalChanges - summary.changes.length),
          })}
        </p>
      ) : null}
    </div>
  );
}
