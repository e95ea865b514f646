import { Form, Link, useNavigation } from "react-router";
import { DANGER_BUTTON, PRIMARY_BUTTON } from "~/components/ui/styles";
import { formatDate, formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { MeetingAction } from "../meeting-states";
import { slotsByDay } from "../slots";
import type { MeetingDetailsView } from "./meeting-details";
import { MeetingPerson } from "./meeting-person";
import { MeetingTime } from "./meeting-time";

// What one action will do to a meeting, and the button that does it. For a
// new time, the slots free for both people, grouped by day; for confirming,
// whether to share one's contact details. A refusal shows next to the slot
// choice (a new time) or above the button, with what was chosen kept.

interface Props {
  locale: Locale;
  query: string;
  timeZone: string;
  meeting: MeetingDetailsView;
  action: MeetingAction;
  refusal: string | null;
  slots: { start: string; end: string }[];
  result?: { ok: false; field: "start" | "form"; error: string; start: string };
}

function Explanation({ locale, timeZone, meeting, action }: Props) {
  const { t } = useTranslation("meetings");
  const name = meeting.counterpart.name;
  const agreed = <MeetingTime locale={locale} start={meeting.start} end={meeting.end} timeZone={timeZone} />;
  const proposed = meeting.proposal ? (
    <MeetingTime locale={locale} start={meeting.proposal.start} end={meeting.proposal.end} timeZone={timeZone} />
  ) : null;
  const time = (value: { start: string; end: string } | null) =>
    value ? formatTimeRangeInZone(locale, value.start, value.end, timeZone) : t("pages.noTime");
  switch (action) {
    case "confirm":
      return (
        <p>
          {t("pages.action.confirm", {
            name,
            time: time(meeting.start && meeting.end ? { start: meeting.start, end: meeting.end } : null),
          })}
        </p>
      );
    case "accept":
      return <p>{t("pages.action.accept", { name, time: time(meeting.proposal) })}</p>;
    case "decline":
      return meeting.status === "rescheduled" ? (
        <p>{t("pages.action.declineProposal", { name, time: time(meeting.proposal) })}</p>
      ) : (
        <p>{t("pages.action.declineRequest", { name })}</p>
      );
    case "cancel":
      return (
        <>
          <p>{t("pages.action.cancel", { name })}</p>
          <p className="mt-1 text-muted">{agreed}</p>
        </>
      );
    case "reschedule":
      return (
        <>
          <p>{t("pages.action.reschedule", { name })}</p>
          <p className="mt-1 text-muted">
            {agreed}
            {proposed ? <> · {proposed}</> : null}
          </p>
        </>
      );
  }
}

export function MeetingActionForm(props: Props) {
  const { t } = useTranslation("meetings");
  const { locale, query, timeZone, meeting, action, refusal, slots, result } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const back = `${links.myMeeting(locale, meeting.id)}${query}`;
  const slotError = result?.field === "start" ? result.error : null;
  const formError = result?.field === "form" ? result.error : null;
  return (
    <article aria-labelledby="page-title" className="max-w-2xl">
      <p className="mb-2">
        <Link to={back} className="underline">
          {t("pages.action.back")}
        </Link>
      </p>
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t(`actions.${action}`)}
      </h1>
      <p className="mb-4">
        <MeetingPerson person={meeting.counterpart} />
      </p>
      {refusal ? (
        <p role="alert" className="rounded border border-danger px-3 py-2 font-medium text-danger">
          {t(refusal)}
        </p>
      ) : (
        <Form method="post" className="grid gap-4" aria-describedby="action-explanation">
          <div id="action-explanation">
            <Explanation {...props} />
          </div>
          {action === "confirm" ? (
            <label className="flex items-center gap-2">
              <input type="checkbox" name="shareContactDetails" defaultChecked />
              {t("pages.action.shareContact", { name: meeting.counterpart.name })}
            </label>
          ) : null}
          {action === "reschedule" ? (
            <fieldset aria-describedby={slotError ? "start-error" : undefined}>
              <legend className="mb-2 font-semibold">{t("pages.action.slot")}</legend>
              <p className="mb-2 text-sm text-muted">{t("pages.timeZone", { timeZone })}</p>
              {slotError ? (
                <p id="start-error" role="alert" className="mb-2 font-medium text-danger">
                  {t(slotError)}
                </p>
              ) : null}
              {slots.length === 0 ? (
                <p>{t("pages.action.noSlots")}</p>
              ) : (
                slotsByDay(slots, timeZone).map(([date, daySlots]) => (
                  <fieldset key={date} className="mb-3">
                    <legend className="font-medium">
                      {formatDate(locale, date, { weekday: "long", day: "numeric", month: "long" })}
                    </legend>
                    <div className="mt-1 flex flex-wrap gap-2">
                      {daySlots.map((slot) => (
                        <label
                          key={slot.start}
                          className="flex items-center gap-1 rounded border border-line px-2 py-1 has-checked:border-primary"
                        >
                          <input
                            type="radio"
                            name="start"
                            value={slot.start}
                            required
                            defaultChecked={result?.start === slot.start}
                          />
                          {formatTimeRangeInZone(locale, slot.start, slot.end, timeZone)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))
              )}
            </fieldset>
          ) : null}
          {formError ? (
            <p role="alert" className="font-medium text-danger">
              {t(formError)}
            </p>
          ) : null}
          <p className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              disabled={busy || (action === "reschedule" && slots.length === 0)}
              className={action === "cancel" || action === "decline" ? DANGER_BUTTON : PRIMARY_BUTTON}
            >
              {t(`actions.${action}`)}
            </button>
            <Link to={back} className="underline">
              {t("pages.action.back")}
            </Link>
          </p>
        </Form>
      )}
    </article>
  );
}
