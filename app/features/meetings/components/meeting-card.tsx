import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { MeetingPerson, type MeetingPersonView } from "./meeting-person";
import { MeetingTime } from "./meeting-time";

// One meeting in the inbox: who, when, its status from the reader's side,
// "Your response required" when it waits for them, and the way to it.

export interface MeetingCardView {
  id: string;
  counterpart: MeetingPersonView;
  start: string | null;
  end: string | null;
  proposal: { start: string; end: string } | null;
  labels: { status: string; responseRequired: string | null };
}

export function MeetingCard({
  meeting,
  locale,
  timeZone,
  query,
}: {
  meeting: MeetingCardView;
  locale: Locale;
  timeZone: string;
  query: string;
}) {
  const { t } = useTranslation("meetings");
  return (
    <li className="rounded border border-line p-4">
      <h3 className="text-lg">
        <Link to={`${links.myMeeting(locale, meeting.id)}${query}`} className="underline hover:text-primary">
          {t("pages.inbox.open", { name: meeting.counterpart.name })}
        </Link>
      </h3>
      <p className="mt-1">
        <MeetingPerson person={meeting.counterpart} />
      </p>
      <p className="mt-1">
        <MeetingTime locale={locale} start={meeting.start} end={meeting.end} timeZone={timeZone} />
      </p>
      <p className="mt-2 flex flex-wrap gap-2 text-sm">
        <span className="rounded bg-wash px-2 py-0.5 font-medium">{t(meeting.labels.status)}</span>
        {meeting.labels.responseRequired ? (
          <span className="rounded bg-primary px-2 py-0.5 font-medium text-paper">
            {t(meeting.labels.responseRequired)}
          </span>
        ) : null}
      </p>
    </li>
  );
}
