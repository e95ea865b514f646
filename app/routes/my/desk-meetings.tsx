import { Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { DESK_CELL, DeskTable } from "~/features/exhibitor-desk/components/desk-table";
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
        <DeskTable
          caption={t("meetings.caption")}
          headers={[t("columns.when"), t("columns.teamMember"), t("columns.with"), t("columns.status")]}
        >
          {meetings.map((meeting) => (
            <tr key={`${meeting.id}-${meeting.member.id}`} className="border-b border-line align-top">
              <td className={DESK_CELL}>
                {meeting.start && meeting.end
                  ? formatTimeRangeInZone(locale, meeting.start, meeting.end, timeZone)
                  : t("meetings.noTime")}
              </td>
              <td className={DESK_CELL}>{meeting.member.name}</td>
              <td className={DESK_CELL}>
                <Link to={`/${locale}/people/${meeting.counterpart.id}${eventQuery}`} className="underline">
                  {meeting.counterpart.name}
                </Link>
                {meeting.counterpart.company ? (
                  <span className="block text-muted">{meeting.counterpart.company}</span>
                ) : null}
              </td>
              <td className={DESK_CELL}>
                <MeetingLabels labels={meeting.labels} className="text-xs" />
              </td>
            </tr>
          ))}
        </DeskTable>
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
          <DeskTable
            caption={t("schedule.caption", { date: formatDate(locale, schedule.date) })}
            headers={[t("columns.time"), ...members.map((member) => member.name)]}
          >
            {schedule.slots.map((slot) => (
              <tr key={slot.start} className="border-b border-line">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {formatTimeRangeInZone(locale, slot.start, slot.end, timeZone)}
                </th>
                {members.map((member) => {
                  const cell = slot.cells[member.id];
                  return (
                    <td key={member.id} className={`py-1 pr-3 ${cell ? "font-medium" : "text-muted"}`}>
                      {!cell
                        ? t("schedule.free")
                        : cell.kind === "block"
                          ? t("schedule.blocked")
                          : t(cell.kind === "proposal" ? "schedule.proposal" : "schedule.meeting", {
                              name: cell.with,
                            })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </DeskTable>
        </>
      )}
    </section>
  );
}
