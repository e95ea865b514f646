import { Form } from "react-router";
import { formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";

// My calendar: the private feed link to subscribe to in a calendar app, with
// renew (the old link stops working) and revoke, and each confirmed meeting
// as an .ics file.

const BUTTON = "rounded border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-wash";

export function ScheduleCalendar({
  locale,
  timeZone,
  calendarUrl,
  downloads,
  error,
}: {
  locale: Locale;
  timeZone: string;
  calendarUrl: string | null;
  downloads: { id: string; href: string; name: string; start: string; end: string }[];
  error: string | null;
}) {
  const { t } = useTranslation("schedule");
  const webcal = calendarUrl?.replace(/^https?:/, "webcal:");
  return (
    <section aria-labelledby="calendar-title" className="mb-8 rounded border border-line p-4">
      <h2 id="calendar-title" className="text-xl font-semibold">
        {t("calendar.title")}
      </h2>
      <p className="mt-1 text-muted">{t("calendar.intro")}</p>
      {error ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          {error}
        </p>
      ) : null}
      {calendarUrl ? (
        <>
          <label htmlFor="calendar-url" className="mt-3 block text-sm font-semibold">
            {t("calendar.link")}
          </label>
          <input
            id="calendar-url"
            readOnly
            value={calendarUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-line bg-wash px-3 py-2 font-mono text-sm"
          />
          <p className="mt-2">
            <a href={webcal} className="font-medium underline">
              {t("calendar.subscribe")}
            </a>
          </p>
          <p className="mt-1 text-sm text-muted">{t("calendar.hints")}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="calendar-renew" />
              <button type="submit" className={BUTTON} aria-describedby="renew-hint">
                {t("calendar.renew")}
              </button>
            </Form>
            <span id="renew-hint" className="text-sm text-muted">
              {t("calendar.renewHint")}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="calendar-revoke" />
              <button type="submit" className={BUTTON}>
                {t("calendar.revoke")}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3">{t("calendar.none")}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="calendar-renew" />
            <button type="submit" className={BUTTON}>
              {t("calendar.create")}
            </button>
          </Form>
        </>
      )}
      <h3 className="mt-6 font-semibold">{t("calendar.downloads")}</h3>
      {downloads.length === 0 ? (
        <p className="text-muted">{t("calendar.noConfirmed")}</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {downloads.map((meeting) => (
            <li key={meeting.id}>
              <a href={meeting.href} download className="underline">
                {t("calendar.download", {
                  name: meeting.name,
                  time: formatTimeRangeInZone(locale, meeting.start, meeting.end, timeZone),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
