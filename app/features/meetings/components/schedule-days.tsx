import { Link } from "react-router";
import { formatDate, formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";

// My days at the fair, one table per day: each slot free, blocked, or held by
// one of my meetings (with whom and its status, leading to the meeting).

export interface ScheduleDay {
  date: string;
  slots: {
    start: string;
    end: string;
    status: "available" | "blocked" | "busy";
    meetingId: string | null;
    hold: "meeting" | "proposal" | null;
  }[];
}

export function ScheduleDays({
  locale,
  query,
  timeZone,
  days,
  meetings,
}: {
  locale: Locale;
  query: string;
  timeZone: string;
  days: ScheduleDay[];
  meetings: Record<string, { name: string; status: string }>;
}) {
  const { t } = useTranslation("schedule");
  return (
    <>
      {days.map((day) => {
        const headingId = `day-${day.date}`;
        return (
          <section key={day.date} aria-labelledby={headingId} className="mb-8">
            <h2 id={headingId} className="mb-2 text-xl font-semibold">
              {formatDate(locale, day.date, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}
            </h2>
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 pr-4">
                    {t("time")}
                  </th>
                  <th scope="col" className="py-1">
                    {t("status")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.slots.map((slot) => {
                  const meeting = slot.meetingId ? meetings[slot.meetingId] : undefined;
                  return (
                    <tr key={slot.start} className="border-b border-line/60">
                      <td className="py-1 pr-4">{formatTimeRangeInZone(locale, slot.start, slot.end, timeZone)}</td>
                      <td className="py-1 [overflow-wrap:anywhere]">
                        {slot.meetingId && meeting ? (
                          <Link to={`${links.myMeeting(locale, slot.meetingId)}${query}`} className="underline">
                            {slot.hold === "proposal"
                              ? `${t("proposed")}: ${meeting.name}`
                              : t("withPerson", { name: meeting.name, status: t(meeting.status) })}
                          </Link>
                        ) : slot.status === "blocked" ? (
                          <span className="font-medium">{t("blocked")}</span>
                        ) : slot.status === "busy" ? (
                          <span>{t("meetings:slotStatus.busy")}</span>
                        ) : (
                          <span className="text-muted">{t("free")}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
