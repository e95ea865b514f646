import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { OpeningHours } from "../types";

const HH_MM = /^(\d{1,2}):(\d{2})$/;
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "18:00" as the locale writes a time of day ("6:00 PM" in en); anything else as given. */
export function formatTimeOfDay(locale: Locale, time: string): string {
  const match = HH_MM.exec(time.trim());
  if (!match) return time;
  let format = timeFormats.get(locale);
  if (!format)
    timeFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" })),
    );
  return format.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

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
