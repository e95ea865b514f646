import { Link } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { MeetingCard } from "~/features/meetings/components/meeting-card";
import { loadMeetingPage } from "~/features/meetings/meeting-page.server";
import { listMeetings } from "~/features/meetings/meetings.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/meetings";

// /{locale}/my/meetings: the signed-in person's meetings at the event in four
// groups (needs my response, upcoming, past, cancelled), kept current live:
// a request or an answer from the other person shows within a second.

const LIVE_RESOURCES = ["meetings", "eventSettings"] as const;
const GROUPS = ["needsResponse", "upcoming", "past", "cancelled"] as const;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadMeetingPage(args);
  const inbox = await listMeetings(db(), { me: page.me });
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    live: page.live,
    event: { name: page.event.name },
    timeZone: page.meetingEvent.timeZone,
    bookingOn: page.meetingEvent.bookingOn,
    inbox,
    title: `${t("meetings:pages.inbox.title")} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyMeetings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("meetings");
  const { locale, query, live, event, timeZone, bookingOn, inbox } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("pages.inbox.title")}
        </h1>
        <p className="mt-1 text-muted">{t("pages.inbox.intro", { event: event.name })}</p>
        <p className="mt-1 text-sm text-muted">{t("pages.timeZone", { timeZone })}</p>
        {bookingOn ? (
          <p className="mt-3 flex flex-wrap gap-4">
            <Link to={`/${locale}/people${query}`} className="font-medium underline">
              {t("pages.inbox.findPeople")}
            </Link>
            <Link to={`/${locale}/my/schedule${query}`} className="font-medium underline">
              {t("pages.inbox.schedule")}
            </Link>
          </p>
        ) : (
          <p className="mt-3 rounded bg-wash px-3 py-2">{t("errors.bookingDisabled")}</p>
        )}
      </header>
      {GROUPS.map((group) => {
        const meetings = inbox[group];
        const headingId = `group-${group}`;
        return (
          <section key={group} aria-labelledby={headingId} className="mb-8">
            <h2 id={headingId} className="mb-3 text-xl font-semibold">
              {t(`pages.inbox.groups.${group}`)}{" "}
              <span className="text-base font-normal text-muted">
                ({t("pages.inbox.count", { count: meetings.length })})
              </span>
            </h2>
            {meetings.length === 0 ? (
              <p className="text-muted">{t(`pages.inbox.empty.${group}`)}</p>
            ) : (
              <ul className="grid gap-3">
                {meetings.map((meeting) => (
                  <MeetingCard key={meeting.id} meeting={meeting} locale={locale} timeZone={timeZone} query={query} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
