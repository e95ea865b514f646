import { Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { deskExportPath, deskSectionPath } from "~/features/exhibitor-desk/desk-sections";
import { teamMeetings, teamMembers, teamSchedule } from "~/features/exhibitor-desk/desk-team.server";
import { MeetingLabels } from "~/features/meetings/components/meeting-labels";
import { formatDate, formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/desk-meetings";

// /{locale}/my/desk/meetings: every meeting of the stand's team (each from
// the team member's side), and the team's slots side by side for one fair
// day (?day=), so whoever is at the stand sees who is free.

const querySchema = z.object({ day: z.iso.date().optional().catch(undefined) });

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  const { day } = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const members = await teamMembers(db(), { eventId: page.event.id, exhibitorId: page.exhibitor.id });
  const [meetings, schedule] = await Promise.all([
    teamMeetings(db(), { eventId: page.event.id, members }),
    teamSchedule(db(), { eventId: page.event.id, members, date: day }),
  ]);
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    members,
    meetings,
    schedule,
    title: `${t("desk:meetings.title")} · ${page.exhibitor.name} · ${t("meta.siteName")}`,
    eventQuery: page.eventQuery,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function DeskMeetings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, members, meetings, schedule, eventQuery } = loaderData;
  const timeZone = schedule.timeZone;
  const dayQuery = (date: string) => {
    const params = new URLSearchParams(query);
    params.set("day", date);
    return `?${params}`;
  };
  return (
    <section aria-labelledby="section-title">
      <DeskSectionHeader
        title={t("meetings.title")}
        intro={t("meetings.intro", { count: members.length })}
        exportHref={deskExportPath(locale, "meetings", query)}
      />
      {meetings.length === 0 ? (
        <p className="text-muted">{t("meetings.empty")}</p>
      ) : (
        <DataTable
          caption={t("meetings.caption")}
          tableClassName="text-sm"
          rowClassName="border-b border-line align-top"
          columns={[
            {
              header: t("columns.when"),
              cell: (meeting) =>
                meeting.start && meeting.end
                  ? formatTimeRangeInZone(locale, meeting.start, meeting.end, timeZone)
                  : t("meetings.noTime"),
            },
            { header: t("columns.teamMember"), cell: (meeting) => meeting.member.name },
            {
              header: t("columns.with"),
              cell: (meeting) => (
                <>
                  <Link to={`/${locale}/people/${meeting.counterpart.id}${eventQuery}`} className="underline">
                    {meeting.counterpart.name}
                  </Link>
                  {meeting.counterpart.company ? (
                    <span className="block text-muted">{meeting.counterpart.company}</span>
                  ) : null}
                </>
              ),
            },
            {
              header: t("columns.status"),
              cell: (meeting) => <MeetingLabels labels={meeting.labels} className="text-xs" />,
            },
          ]}
          rows={meetings}
          rowKey={(meeting) => `${meeting.id}-${meeting.member.id}`}
        />
      )}

      <h2 id="team-schedule" className="mt-10 text-2xl font-semibold">
        {t("schedule.title")}
      </h2>
      {schedule.days.length === 0 || members.length === 0 ? (
        <p className="mt-2 text-muted">{t("schedule.empty")}</p>
      ) : (
        <>
          <nav aria-label={t("schedule.days")} className="my-3">
            <ul className="flex flex-wrap gap-3">
              {schedule.days.map((date) => (
                <li key={date}>
                  <Link
                    to={`${deskSectionPath(locale, "meetings", dayQuery(date))}#team-schedule`}
                    aria-current={date === schedule.date ? "date" : undefined}
                    className="underline aria-[current=date]:font-bold aria-[current=date]:no-underline"
                  >
                    {formatDate(locale, date, { weekday: "short", day: "numeric", month: "short" })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <DataTable
            caption={t("schedule.caption", { date: formatDate(locale, schedule.date) })}
            tableClassName="text-sm"
            columns={[
              {
                header: t("columns.time"),
                rowHeader: true,
                cellClassName: "py-1 pr-3 font-normal whitespace-nowrap",
                cell: (slot) => formatTimeRangeInZone(locale, slot.start, slot.end, timeZone),
              },
              ...members.map(
                (member): DataColumn<(typeof schedule.slots)[number]> => ({
                  key: member.id,
                  header: member.name,
                  cellClassName: (slot) => `py-1 pr-3 ${slot.cells[member.id] ? "font-medium" : "text-muted"}`,
                  cell: (slot) => {
                    const cell = slot.cells[member.id];
                    return !cell
                      ? t("schedule.free")
                      : cell.kind === "block"
                        ? t("schedule.blocked")
                        : t(cell.kind === "proposal" ? "schedule.proposal" : "schedule.meeting", { name: cell.with });
                  },
                }),
              ),
            ]}
            rows={schedule.slots}
            rowKey={(slot) => slot.start}
          />
        </>
      )}
    </section>
  );
}
