import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { MeetingAction, Side } from "../meeting-states";
import type { MeetingCardView } from "./meeting-card";
import { MeetingHistory, type MeetingHistoryEntry } from "./meeting-history";
import { MeetingLabels } from "./meeting-labels";
import { MeetingPerson } from "./meeting-person";
import { MeetingTime } from "./meeting-time";

// The body of a meeting's page: who and when, a pending new time, where,
// the message, contact details (only once the meeting is confirmed and the
// other person agreed to share), what the reader may do now, and the history
// (meeting-history.tsx).

export interface MeetingDetailsView extends MeetingCardView {
  mySide: Side;
  requester: { name: string };
  status: string;
  proposal: { start: string; end: string; by: Side } | null;
  place: string;
  message: string;
  actions: MeetingAction[];
  history: MeetingHistoryEntry[];
}

export function MeetingDetails({
  locale,
  query,
  timeZone,
  meeting,
  contact,
  calendarHref,
}: {
  locale: Locale;
  query: string;
  timeZone: string;
  meeting: MeetingDetailsView;
  contact: { email: string; telephone: string; linkedInUrl: string } | null;
  calendarHref: string;
}) {
  const { t } = useTranslation("meetings");
  const name = meeting.counterpart.name;
  const proposalTime = meeting.proposal ? (
    <MeetingTime locale={locale} start={meeting.proposal.start} end={meeting.proposal.end} timeZone={timeZone} />
  ) : null;
  return (
    <>
      <MeetingLabels labels={meeting.labels} className="mb-4" />
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("pages.meeting.with")}</dt>
        <dd>
          <MeetingPerson person={meeting.counterpart} />
          <span className="block text-sm text-muted">
            {t("pages.meeting.requestedBy", {
              name: meeting.mySide === "requester" ? t("pages.meeting.me") : meeting.requester.name,
            })}
          </span>
        </dd>
        <dt className="font-semibold">{t("pages.meeting.when")}</dt>
        <dd>
          <MeetingTime locale={locale} start={meeting.start} end={meeting.end} timeZone={timeZone} />
          {meeting.proposal && meeting.status === "rescheduled" ? (
            <span className="mt-1 block font-medium">
              {meeting.proposal.by === meeting.mySide
                ? t("pages.meeting.proposalByMe")
                : t("pages.meeting.proposalByThem", { name })}{" "}
              {proposalTime}
            </span>
          ) : null}
        </dd>
        {meeting.place ? (
          <>
            <dt className="font-semibold">{t("pages.meeting.where")}</dt>
            <dd>{meeting.place}</dd>
          </>
        ) : null}
        {meeting.message ? (
          <>
            <dt className="font-semibold">{t("pages.meeting.message")}</dt>
            <dd className="whitespace-pre-line">{meeting.message}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="contact-title" className="mt-6">
        <h2 id="contact-title" className="mb-2 text-xl font-semibold">
          {t("pages.meeting.contact")}
        </h2>
        {contact ? (
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {contact.email ? (
              <>
                <dt>{t("pages.meeting.email")}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="underline">
                    {contact.email}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.telephone ? (
              <>
                <dt>{t("pages.meeting.telephone")}</dt>
                <dd>
                  <a href={`tel:${contact.telephone.replace(/\s+/g, "")}`} className="underline">
                    {contact.telephone}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.linkedInUrl ? (
              <>
                <dt>{t("pages.meeting.linkedIn")}</dt>
                <dd>
                  <a href={contact.linkedInUrl} rel="noopener noreferrer" className="underline">
                    {contact.linkedInUrl}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-muted">{t("pages.meeting.contactHidden", { name })}</p>
        )}
      </section>

      <section aria-labelledby="actions-title" className="mt-6">
        <h2 id="actions-title" className="mb-2 text-xl font-semibold">
          {t("pages.meeting.actions")}
        </h2>
        {meeting.actions.length === 0 ? (
          <p className="text-muted">{t("pages.meeting.noActions")}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {meeting.actions.map((action) => (
              <li key={action}>
                <Link
                  to={`${links.myMeeting(locale, meeting.id, action)}${query}`}
                  className={
                    action === "cancel" || action === "decline"
                      ? "inline-block rounded border border-danger px-3 py-2 font-medium text-danger"
                      : "inline-block rounded bg-primary px-3 py-2 font-medium text-paper hover:bg-primary-dark"
                  }
                >
                  {t(`actions.${action}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {meeting.status === "confirmed" && meeting.start ? (
          <p className="mt-4">
            <a href={calendarHref} className="underline" download>
              {t("pages.meeting.download")}
            </a>
          </p>
        ) : null}
      </section>

      <MeetingHistory
        locale={locale}
        timeZone={timeZone}
        history={meeting.history}
        mySide={meeting.mySide}
        counterpartName={name}
      />
    </>
  );
}
