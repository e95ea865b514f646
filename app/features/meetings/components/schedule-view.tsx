import { MyNav } from "~/features/my-pages/components/my-nav";
import { Notice } from "~/features/my-pages/components/notice";
import type { MyActionResult } from "~/features/my-pages/my-page.server";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { ScheduleBlocking } from "./schedule-blocking";
import { ScheduleCalendar } from "./schedule-calendar";
import { type ScheduleDay, ScheduleDays } from "./schedule-days";

// The page /{locale}/my/schedule: what an action did, blocking (for
// exhibitors' representatives), my calendar, and my days slot by slot.

export function ScheduleView(props: {
  locale: Locale;
  query: string;
  event: { name: string };
  timeZone: string;
  slotMinutes: number;
  bookingOn: boolean;
  mayBlock: boolean;
  days: ScheduleDay[];
  blocks: { id: string; start: string; end: string }[];
  meetings: Record<string, { name: string; status: string }>;
  times: { from: string[]; to: string[] };
  calendarUrl: string | null;
  downloads: { id: string; href: string; name: string; start: string; end: string }[];
  result?: MyActionResult;
}) {
  const { t } = useTranslation("schedule");
  const { locale, query, event, timeZone, slotMinutes, bookingOn, mayBlock, result } = props;
  const calendarError = result && !result.ok && result.field === "calendar" ? t(result.error) : null;
  return (
    <article aria-labelledby="page-title" className="max-w-4xl">
      <MyNav locale={locale} query={query} />
      <header className="mb-4">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("title")}
        </h1>
        <p className="mt-1 text-muted">{t("intro", { event: event.name, minutes: slotMinutes })}</p>
        <p className="mt-1 text-sm text-muted">{t("meetings:pages.timeZone", { timeZone })}</p>
        {bookingOn ? null : <p className="mt-3 rounded bg-wash px-3 py-2">{t("meetings:errors.bookingDisabled")}</p>}
      </header>
      <Notice result={result} />
      {mayBlock ? (
        <ScheduleBlocking
          locale={locale}
          timeZone={timeZone}
          dates={props.days.map((day) => day.date)}
          times={props.times}
          blocks={props.blocks}
          result={result}
        />
      ) : (
        <p className="mb-6 text-muted">{t("block.visitorsCannot")}</p>
      )}
      <ScheduleCalendar
        locale={locale}
        timeZone={timeZone}
        calendarUrl={props.calendarUrl}
        downloads={props.downloads}
        error={calendarError}
      />
      <ScheduleDays locale={locale} query={query} timeZone={timeZone} days={props.days} meetings={props.meetings} />
    </article>
  );
}
