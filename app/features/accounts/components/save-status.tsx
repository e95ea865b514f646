import { useTranslation } from "~/lib/i18n-react";

interface Props {
  status: "saved" | "invalid" | "failed" | undefined;
  savedText: string;
}

/**
 * The result of a save beside its button. The status line is always in the
 * page, so screen readers announce the confirmation when it appears.
 */
export function SaveStatus({ status, savedText }: Props) {
  const { t } = useTranslation("profile");
  return (
    <>
      <p role="status" className="text-sm font-medium text-success">
        {status === "saved" ? savedText : ""}
      </p>
      {status === "failed" ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm font-medium text-danger">
          {t("form.saveFailed")}
        </p>
      ) : null}
    </>
  );
}
