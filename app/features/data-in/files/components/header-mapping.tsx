import { useTranslation } from "~/lib/i18n-react";
import { columnLabel } from "../columns";
import type { ImportReport } from "../import-report";
import { columnChoices, type HeaderMapping, mappableHeaders, usedColumns, withMapping } from "../import-state";

/** The headers the import did not recognise, each with a choice of column, and a check with the choices. */
export function HeaderMappingFields(props: {
  report: ImportReport;
  /** The columns of the file's kind. */
  columns: readonly string[];
  mapping: HeaderMapping;
  onMapping: (mapping: HeaderMapping) => void;
  busy: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation("organizer");
  const { report, mapping } = props;
  const headers = mappableHeaders(report, mapping);
  if (!report.dryRun || headers.length === 0) return null;
  const used = usedColumns(report, mapping);
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold">{t("data.mapping.heading")}</legend>
      <p className="text-sm text-muted">{t("data.mapping.intro")}</p>
      {headers.map(({ header }) => (
        <label key={header} className="grid max-w-md gap-1">
          <span className="[overflow-wrap:anywhere]">{t("data.mapping.label", { header })}</span>
          <select
            value={mapping[header] ?? ""}
            onChange={(e) => props.onMapping(withMapping(mapping, header, e.target.value))}
            className="w-full rounded border border-line bg-paper p-2"
          >
            <option value="">{t("data.mapping.leaveOut")}</option>
            {columnChoices(props.columns, used, mapping, header).map((column) => (
              <option key={column} value={column}>
                {columnLabel(t, column)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div>
        <button
          type="button"
          disabled={props.busy}
          onClick={props.onCheckAgain}
          className="rounded border border-primary px-4 py-2 font-medium text-primary disabled:opacity-60"
        >
          {t("data.mapping.checkAgain")}
        </button>
      </div>
    </fieldset>
  );
}
