import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { ImportReport } from "../import-report";
import { READ_ENCODINGS, type ReadEncoding } from "../import-state";

/**
 * Which character encoding a CSV was read as, and while it is checked, a
 * choice of another one to check it again with (an "Ã¤" for an "ä" in the
 * report says the file was saved otherwise than detected). Nothing for a
 * file that has no encoding (XLSX, JSON).
 */
export function ImportEncoding(props: {
  report: ImportReport;
  busy: boolean;
  onCheckWith: (encoding: ReadEncoding) => void;
}) {
  const { t } = useTranslation("organizer");
  const ids = { select: useId(), hint: useId() };
  const { report } = props;
  const [chosen, setChosen] = useState<ReadEncoding | null>(null);
  if (!report.encoding) return null;
  const name = (encoding: ReadEncoding) => t(`data.encoding.names.${encoding}`);
  const readAs = (
    <p>
      {t("data.encoding.readAs", { encoding: name(report.encoding) })}
      {report.encodingDetected && report.encodingDetected !== report.encoding
        ? ` ${t("data.encoding.detected", { encoding: name(report.encodingDetected) })}`
        : null}
    </p>
  );
  if (!report.dryRun) return readAs;
  const value = chosen ?? report.encoding;
  return (
    <div className="grid max-w-md gap-1">
      {readAs}
      <label htmlFor={ids.select} className="font-medium">
        {t("data.encoding.label")}
      </label>
      <select
        id={ids.select}
        value={value}
        aria-describedby={ids.hint}
        onChange={(e) => setChosen(e.target.value as ReadEncoding)}
        className="w-full rounded border border-line bg-paper p-2"
      >
        {READ_ENCODINGS.map((encoding) => (
          <option key={encoding} value={encoding}>
            {name(encoding)}
          </option>
        ))}
      </select>
      <p id={ids.hint} className="text-sm text-muted">
        {t("data.encoding.hint")}
      </p>
      <div>
        <button
          type="button"
          disabled={props.busy || value === report.encoding}
          onClick={() => props.onCheckWith(value)}
          className="rounded border border-primary px-4 py-2 font-medium text-primary disabled:opacity-60"
        >
          {t("data.encoding.checkAgain")}
        </button>
      </div>
    </div>
  );
}
