import { formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// A meeting's slot as people at the fair read it: weekday, date and times in
// the event's time zone with the zone's name; "still to be agreed" without one.

export function MeetingTime({
  locale,
  start,
  end,
  timeZone,
}: {
  locale: Locale;
  start: string | null;
  end: string | null;
  timeZone: string;
}) {
  const { t } = useTranslation("meetings");
  if (!start || !end) return <span>{t("pages.noTime")}</span>;
  return <time dateTime={start}>{formatTimeRangeInZone(locale, start, end, timeZone)}</time>;
}
