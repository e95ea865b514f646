import { Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { db } from "~/.server/db";
import { notFound, pageRefusal } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { StartChatForm } from "~/features/chat/components/start-chat-form";
import { mayChatWith } from "~/features/chat/conversations.server";
import type { BookingFormInput } from "~/features/meetings/booking-form";
import { BookingForm, type BookingFormResult } from "~/features/meetings/components/booking-form";
import { PersonCard } from "~/features/meetings/components/person-card";
import { notifyMeetingChange } from "~/features/meetings/meeting-notifications.server";
import { loadMeetingPage } from "~/features/meetings/meeting-page.server";
import { meetingIdSchema } from "~/features/meetings/meeting-route-params";
import { requestMeeting } from "~/features/meetings/meetings.server";
import { directoryPerson } from "~/features/meetings/people-directory.server";
import { personSlots } from "~/features/meetings/schedule.server";
import { directoryViewer } from "~/features/people/participants.server";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/person";

// /{locale}/people/{personId}: one person of the directory and the booking
// form "Request a meeting" (docs/product/meetings.md): their free slots in
// the event's time zone, a message, a telephone number and two agreements.
// Each refusal shows beside its field in the reader's language with what was
// typed kept; a slot taken meanwhile says so beside the times, read afresh.
// Someone the viewer may not see, or an unknown id, is the 404 page.

async function loadPerson(args: Route.LoaderArgs | Route.ActionArgs) {
  const page = await loadMeetingPage(args);
  const personId = meetingIdSchema.safeParse(args.params.personId);
  if (!personId.success) notFound();
  const viewer = await directoryViewer(db(), { eventId: page.event.id, user: page.user });
  const person = await directoryPerson(db(), { eventId: page.event.id, viewer, personId: personId.data }).catch(
    pageRefusal,
  );
  return { page, viewer, person };
}

export async function loader(args: Route.LoaderArgs) {
  const { page, viewer, person } = await loadPerson(args);
  const bookable = page.meetingEvent.bookingOn && person.mayRequestMeeting;
  const now = Date.now();
  const slots = bookable
    ? (await personSlots(db(), { eventId: page.event.id, viewer, personId: person.id })).filter(
        (slot) => Date.parse(slot.start) > now,
      )
    : [];
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    mayChat: await mayChatWith(db(), page.me, person.id),
    timeZone: page.meetingEvent.timeZone,
    bookingOn: page.meetingEvent.bookingOn,
    person,
    slots,
    telephone: page.user.phone ?? "",
    title: `${t("people:booking.title", { name: person.name })} · ${t("meta.siteName")}`,
  };
}

const FIELDS = ["start", "message", "telephone", "shareContactDetails", "acceptTerms"] as const;

export async function action(args: Route.ActionArgs) {
  const { page, person } = await loadPerson(args);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const values = {
    start: text("start"),
    message: text("message"),
    telephone: text("telephone"),
    shareContactDetails: form.get("shareContactDetails") === "on",
    acceptTerms: form.get("acceptTerms") === "on",
  };
  return runPageAction(
    async () => {
      const meeting = await requestMeeting(db(), {
        me: page.me,
        // Unchecked boxes go through as false: the form schema refuses them with their own messages.
        form: { partnerId: person.id, ...values, start: values.start || null } as BookingFormInput,
      });
      await notifyMeetingChange(db(), {
        meetingId: meeting.id,
        actor: { personId: page.me.personId, locale: page.locale },
        origin: new URL(args.request.url).origin,
      });
      const back = links.myMeeting(page.locale, meeting.id);
      return redirect(`${back}${page.query ? `${page.query}&` : "?"}done=request`);
    },
    (refused): BookingFormResult => {
      const errors: Record<string, string> = {};
      for (const field of refused.fields ?? []) {
        const name = FIELDS.find((known) => known === field.path) ?? "form";
        errors[name] ??= field.messageKey;
      }
      // A refusal about the time (taken, blocked, outside the hours) belongs beside the times.
      if (!refused.fields) errors[refused.status === 403 ? "form" : "start"] = refused.messageKey;
      return { errors, values };
    },
    { refusedPage: [401, 404] },
  );
}

/** A time taken meanwhile (409): read the times again, so the form offers only what is still free. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("people");
  const { locale, query, mayChat, timeZone, bookingOn, person, slots, telephone } = loaderData;
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <p className="mb-2">
        <Link to={`/${locale}/people${query}`} className="underline">
          {t("booking.back")}
        </Link>
      </p>
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t("booking.title", { name: person.name })}
      </h1>
      <div className="mb-6">
        <PersonCard person={person} locale={locale} requestHref={null} />
      </div>
      {mayChat ? (
        // Chat is always on, whatever the booking setting (docs/product/chat.md).
        <StartChatForm
          action={`/${locale}/my/messages${query}`}
          personId={person.id}
          className="mb-6"
          buttonClassName={SECONDARY_BUTTON}
        />
      ) : null}
      {!bookingOn ? (
        <p className="rounded bg-wash px-3 py-2">{t("meetings:errors.bookingDisabled")}</p>
      ) : !person.mayRequestMeeting ? (
        <p className="rounded bg-wash px-3 py-2">{t("booking.cannotRequest", { name: person.name })}</p>
      ) : (
        <BookingForm
          locale={locale}
          timeZone={timeZone}
          partnerName={person.name}
          slots={slots}
          telephone={telephone}
          result={actionData}
        />
      )}
    </article>
  );
}
