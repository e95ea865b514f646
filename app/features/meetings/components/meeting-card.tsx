import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { MeetingLabels } from "./meeting-labels";
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
      <MeetingLabels labels={meeting.labels} className="mt-2 text-sm" />
    </li>
  );
}
