import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { Side } from "../meeting-states";

// What happened to a meeting, oldest first: each change with who made it and
// when, the moment written in the event's time zone with the zone's name, as
// every other time on the meeting's page (and in chat, the desk, the audit log).

export interface MeetingHistoryEntry {
  version: number;
  action: string;
  actorSide: Side;
  at: string;
}

export function MeetingHistory({
  locale,
  timeZone,
  history,
  mySide,
  counterpartName,
}: {
  locale: Locale;
  timeZone: string;
  history: readonly MeetingHistoryEntry[];
  mySide: Side;
  counterpartName: string;
}) {
  const { t } = useTranslation("meetings");
  return (
    <section aria-labelledby="history-title" className="mt-6">
      <h2 id="history-title" className="mb-2 text-xl font-semibold">
        {t("pages.meeting.history")}
      </h2>
      <ol className="list-inside list-decimal text-sm text-muted">
        {history.map((entry) => (
          <li key={entry.version}>
            {t("pages.meeting.historyEntry", {
              action: t(`pages.meeting.historyActions.${entry.action}`, { defaultValue: entry.action }),
              who: entry.actorSide === mySide ? t("pages.meeting.me") : counterpartName,
              at: formatDateTimeInZone(locale, entry.at, timeZone),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
