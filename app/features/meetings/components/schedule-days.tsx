import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { formatDate, formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";

// My days at the fair, one table per day (its caption the day, as its
// heading): each slot free, blocked, or held by one of my meetings (with whom
// and its status, leading to the meeting).

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
        const title = formatDate(locale, day.date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
        return (
          <section key={day.date} aria-labelledby={headingId} className="mb-8">
            <h2 id={headingId} className="mb-2 text-xl font-semibold">
              {title}
            </h2>
            <DataTable
              caption={title}
              cellClassName="py-1 pr-4 last:pr-0"
              rowClassName="border-b border-line/60"
              columns={[
                {
                  header: t("time"),
                  cell: (slot) => formatTimeRangeInZone(locale, slot.start, slot.end, timeZone),
                },
                {
                  header: t("status"),
                  cellClassName: "py-1 [overflow-wrap:anywhere]",
                  cell: (slot) => {
                    const meeting = slot.meetingId ? meetings[slot.meetingId] : undefined;
                    return slot.meetingId && meeting ? (
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
                    );
                  },
                },
              ]}
              rows={day.slots}
              rowKey={(slot) => slot.start}
            />
          </section>
        );
      })}
    </>
  );
}
