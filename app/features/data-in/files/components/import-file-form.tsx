import { type FormEvent, useId } from "react";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { IMPORT_KINDS, type ImportKind } from "../import-kinds";

/** What the file holds and the file itself; checking it is the server's dry run. */
export function ImportFileForm(props: {
  kind: ImportKind;
  onKind: (kind: ImportKind) => void;
  /** The message key of a missing file. */
  fileError: string | null;
  busy: boolean;
  onCheck: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation("organizer");
  const ids = { kind: useId(), file: useId(), fileError: useId() };
  const { fileError } = props;
  return (
    <form onSubmit={props.onCheck} className="grid max-w-xl gap-3" noValidate>
      <label htmlFor={ids.kind} className="grid gap-1">
        <span className="font-medium">{t("data.import.kind")}</span>
        <select
          id={ids.kind}
          name="kind"
          value={props.kind}
          onChange={(e) => props.onKind(e.target.value as ImportKind)}
          className="w-full rounded border border-line bg-paper p-2"
        >
          {IMPORT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`data.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-1">
        <label htmlFor={ids.file} className="font-medium">
          {t("data.import.file")}
        </label>
        <input
          id={ids.file}
          name="file"
          type="file"
          accept=".csv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? ids.fileError : undefined}
        />
        {fileError ? (
          <span id={ids.fileError} className="text-sm text-danger">
            {t(fileError)}
          </span>
        ) : null}
      </div>
      <div>
        <button type="submit" disabled={props.busy} className={PRIMARY_BUTTON}>
          {t("data.import.check")}
        </button>
      </div>
    </form>
  );
}
