import { formatTimeOfDay } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { OpeningHours } from "../types";

/** Opening hours by weekday (a day may have several periods), then the exhibitor's note. */
export function OpeningHoursList({ hours, note, locale }: { hours: OpeningHours[]; note: string; locale: Locale }) {
  const { t } = useTranslation("catalogue");
  const days = [...new Set(hours.map((h) => h.day))];
  return (
    <>
      {days.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {days.map((day) => (
            <div key={day} className="contents">
              <dt className="font-medium">{t(`weekday.${day}`)}</dt>
              <dd>
                {hours
                  .filter((h) => h.day === day)
                  .map((h) => `${formatTimeOfDay(locale, h.opens)}–${formatTimeOfDay(locale, h.closes)}`)
                  .join(", ")}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {note ? <p className="mt-2 whitespace-pre-line text-muted">{note}</p> : null}
    </>
  );
}
