import { Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { notFound, pageRefusal, unlessNotFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { StartChatForm } from "~/features/chat/components/start-chat-form";
import { MeetingDetails } from "~/features/meetings/components/meeting-details";
import { contactDetails } from "~/features/meetings/contact-details.server";
import { loadMeetingPage } from "~/features/meetings/meeting-page.server";
import { meetingActionSchema, meetingIdSchema } from "~/features/meetings/meeting-route-params";
import { getMeeting } from "~/features/meetings/meetings.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/meeting";

// /{locale}/my/meetings/{meetingId}: one of the person's meetings with who,
// when, where, the message, contact details once both may see them, the
// actions the meeting allows now (each leads to its action page), the .ics
// and the history. Another person's meeting is the 404 page. Kept current live.

const LIVE_RESOURCES = ["meetings", "eventSettings"] as const;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadMeetingPage(args);
  const meetingId = meetingIdSchema.safeParse(args.params.meetingId);
  if (!meetingId.success) notFound();
  const meeting = await getMeeting(db(), { me: page.me, meetingId: meetingId.data }).catch(pageRefusal);
  const contact =
    meeting.status === "confirmed"
      ? await unlessNotFound(
          contactDetails(db(), { me: page.me, personId: meeting.counterpart.id, meetingId: meeting.id }),
        )
      : null;
  // What the page was sent back after: one of the actions, or the request itself (the booking form).
  const done = meetingActionSchema
    .or(z.literal("request"))
    .safeParse(new URL(args.request.url).searchParams.get("done"));
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    live: page.live,
    timeZone: page.meetingEvent.timeZone,
    meeting,
    contact: contact && { email: contact.email, telephone: contact.telephone, linkedInUrl: contact.linkedInUrl },
    calendarHref: links.meetingIcs(page.event.id, meeting.id),
    done: done.success ? done.data : null,
    title: `${t("meetings:pages.meeting.title", { name: meeting.counterpart.name })} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyMeeting({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("meetings");
  const { locale, query, live, meeting, done } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <p className="mb-2">
        <Link to={`${links.myMeetings(locale)}${query}`} className="underline">
          {t("pages.meeting.back")}
        </Link>
      </p>
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t("pages.meeting.title", { name: meeting.counterpart.name })}
      </h1>
      <p role="status" data-answer="" className={done ? "mb-4 rounded bg-wash px-3 py-2 font-medium" : "sr-only"}>
        {done ? t(`pages.done.${done}`, { name: meeting.counterpart.name }) : ""}
      </p>
      <MeetingDetails {...loaderData} />
      <StartChatForm
        action={`/${locale}/my/messages${query}`}
        personId={meeting.counterpart.id}
        className="mt-6"
        buttonClassName={SECONDARY_BUTTON}
      />
    </article>
  );
}
