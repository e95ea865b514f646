import { useTranslation } from "~/lib/i18n-react";

// A meeting's status from the reader's side, and "Your response required" when it waits for them.

export function MeetingLabels({
  labels,
  className,
}: {
  labels: { status: string; responseRequired: string | null };
  className: string;
}) {
  const { t } = useTranslation("meetings");
  return (
    <p className={`flex flex-wrap gap-2 ${className}`}>
      <span className="rounded bg-wash px-2 py-0.5 font-medium">{t(labels.status)}</span>
      {labels.responseRequired ? (
        <span className="rounded bg-primary px-2 py-0.5 font-medium text-paper">{t(labels.responseRequired)}</span>
      ) : null}
    </p>
  );
}
