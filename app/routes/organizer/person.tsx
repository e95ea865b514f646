import { useRef, useState } from "react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { mailer } from "~/.server/email";
import { env } from "~/.server/env";
import { notFound, type Refusal } from "~/.server/errors";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { SelectField, useFocusFirstError } from "~/components/ui/form-fields";
import { ALERT, DANGER_BUTTON, NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { PersonFields } from "~/features/organizer/components/person-fields";
import { PERSON_PAGE_MESSAGES } from "~/features/organizer/organizer-messages";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import {
  changePerson,
  getConsolePerson,
  registrationChoices,
  removePerson,
} from "~/features/organizer/people-admin.server";
import {
  inviteFormSchema,
  PERSON_FIELDS,
  type PersonFormValues,
  postedPersonValues,
  readPersonForm,
} from "~/features/organizer/person-form";
import { invitationLocale, invitePersonUnlessMailFails } from "~/features/organizer/person-invitations.server";
import { formatDateTimeInZone, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { LOCALES } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import { useSaving } from "~/lib/use-saving";
import type { Route } from "./+types/person";

// /{locale}/organizer/people/{personId}: one person of the event
// (docs/product/site-settings.md "People"): change them (against the version
// shown), invite them to claim their profile in a language the organizer
// picks, remove them (confirmed). Another event's person is the 404 page.

const ID = z.string().trim().min(1).max(100);

async function personOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const personId = ID.safeParse(args.params.personId);
  const person = personId.success
    ? await getConsolePerson(db(), { eventId: page.event.id, personId: personId.data })
    : null;
  if (!person) notFound();
  return { page, person };
}

export async function loader(args: Route.LoaderArgs) {
  const { page, person } = await personOf(args);
  return {
    locale: page.locale,
    query: page.query,
    event: { name: page.event.name, timezone: page.event.timezone },
    person,
    inviteLocale: invitationLocale(person, page.event),
    registrations: await registrationChoices(db(), page.event.id),
    title: person.name || person.email,
  };
}

type ActionData =
  | { status: "saved"; changed: number }
  | { status: "invalid"; errors: Record<string, string>; values: PersonFormValues }
  | { status: "invited"; email: string; previous: string | null }
  | { status: "removed"; name: string }
  | { status: "refused"; message: string };

export async function action(args: Route.ActionArgs) {
  const { page, person } = await personOf(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const actor = organizerActor(page);
  const eventId = page.event.id;
  const refused = (refusal: Refusal): ActionData =>
    refusal.details?.field === "email" && intent === "save"
      ? { status: "invalid", errors: { email: refusal.messageKey }, values: postedPersonValues(form, person) }
      : { status: "refused", message: refusal.messageKey };
  return runPageAction(
    async () => {
      if (intent === "remove") {
        const { name } = await removePerson(db(), { eventId, personId: person.id, actor });
        return data<ActionData>({ status: "removed", name: name || person.email });
      }
      if (intent === "invite") {
        const parsed = inviteFormSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success)
          return refusedInput(
            parsed.error,
            (refusal): ActionData => ({
              status: "invalid",
              errors: { language: refusal.messageKey },
              values: person,
            }),
          );
        const invited = await invitePersonUnlessMailFails(db(), mailer(), {
          event: page.event,
          origin: env().PUBLIC_URL ?? new URL(args.request.url).origin,
          actor,
          personId: person.id,
          locale: parsed.data.language,
        });
        // The e-mail did not go: nothing was recorded, the organizer may try again.
        if (!invited)
          return data<ActionData>({ status: "refused", message: PERSON_PAGE_MESSAGES.mailFailed.key }, { status: 503 });
        return data<ActionData>({ status: "invited", ...invited });
      }
      if (intent !== "save") return refusedInput(COMMON_MESSAGES.invalid, refused);
      const registrations = await registrationChoices(db(), eventId);
      const read = readPersonForm(form, {
        registrationIds: registrations.map((r) => r.id),
        claimed: person.claimedBy ? person : undefined,
      });
      const values = postedPersonValues(form, person);
      if (!read.ok) return data<ActionData>({ status: "invalid", errors: read.errors, values }, { status: 400 });
      const base = z.string().max(100).safeParse(form.get("base"));
      if (!base.success) return refusedInput(COMMON_MESSAGES.invalid, refused);
      const { changed } = await changePerson(db(), {
        eventId,
        personId: person.id,
        base: base.data,
        values: read.values,
        actor,
      });
      return data<ActionData>({ status: "saved", changed: changed.length });
    },
    refused,
    { notFoundPage: true },
  );
}

// A removed person's page has nothing left to load: it stays as it was, saying so.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as ActionData | undefined)?.status === "removed" ? false : defaultShouldRevalidate;
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, event, person, inviteLocale, registrations } = loaderData;
  const busy = useSaving();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = actionData?.status === "invalid" ? actionData.errors : undefined;
  useFocusFirstError(formRef, errors, PERSON_FIELDS);
  const removed = actionData?.status === "removed";
  const claimed = person.claimedBy !== null;
  const values = actionData?.status === "invalid" ? actionData.values : person;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">
          <Link to={`/${locale}/organizer/people${query}`}>{t("people.title")}</Link> · {event.name}
        </p>
        <h1 className="text-2xl font-semibold">{person.name || person.email}</h1>
        <p className="text-muted">
          {person.kind === "representative" ? t("people.representative") : t("people.attendee")}
          {" · "}
          {claimed && person.claimedAt
            ? t("person.claimedBy", {
                email: person.claimedByEmail ?? "",
                date: formatDateTimeInZone(locale, person.claimedAt, event.timezone),
              })
            : t("person.notClaimed")}
          {" · "}
          {person.invitedAt
            ? t("person.lastInvited", { date: formatDateTimeInZone(locale, person.invitedAt, event.timezone) })
            : t("person.neverInvited")}
        </p>
      </header>
      {actionData?.status === "saved" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {actionData.changed > 0 ? t("person.saved") : t("person.unchanged")}
        </p>
      ) : actionData?.status === "invited" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {actionData.previous
            ? t("person.invitedAgain", {
                email: actionData.email,
                date: formatDateTimeInZone(locale, actionData.previous, event.timezone),
              })
            : t("person.invited", { email: actionData.email })}
        </p>
      ) : actionData?.status === "removed" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {t("person.removed", { name: actionData.name })}{" "}
          <Link to={`/${locale}/organizer/people${query}`}>{t("people.title")}</Link>
        </p>
      ) : actionData?.status === "refused" ? (
        <p role="alert" className={ALERT}>
          {t(actionData.message)}
        </p>
      ) : null}
      {removed ? null : (
        <>
          <section aria-labelledby="details-title" className="grid max-w-xl gap-3">
            <h2 id="details-title" className="text-xl font-semibold">
              {t("person.details")}
            </h2>
            {claimed ? <p className="text-sm text-muted">{t("person.claimedHint")}</p> : null}
            <Form method="post" ref={formRef} noValidate className="grid gap-4">
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="base" value={person.updatedAt} />
              <fieldset disabled={busy} className="grid gap-4">
                <PersonFields
                  key={person.updatedAt}
                  locale={locale}
                  values={values}
                  registrations={registrations}
                  errors={errors}
                  claimed={claimed}
                />
              </fieldset>
              <div>
                <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
                  {t("person.save")}
                </button>
              </div>
            </Form>
          </section>
          {person.email && !claimed ? (
            <section aria-labelledby="invite-title" className="grid max-w-xl gap-3 rounded-md border border-line p-4">
              <h2 id="invite-title" className="font-semibold">
                {t("person.invite")}
              </h2>
              <p className="text-sm text-muted">{t("person.inviteHint", { email: person.email })}</p>
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="invite" />
                <SelectField
                  id="invite-language"
                  name="language"
                  label={t("person.language")}
                  defaultValue={inviteLocale}
                  options={LOCALES.map((code) => ({ value: code, label: languageName(locale, code) }))}
                  error={errors?.language ? t(errors.language) : undefined}
                />
                <div>
                  <button type="submit" className={SECONDARY_BUTTON} disabled={busy}>
                    {t("person.inviteButton")}
                  </button>
                </div>
              </Form>
            </section>
          ) : null}
          <section aria-labelledby="remove-title" className="grid max-w-xl gap-2 rounded-md border border-line p-4">
            <h2 id="remove-title" className="font-semibold">
              {t("person.remove")}
            </h2>
            <p className="text-sm text-muted">{t("person.removeHint")}</p>
            {confirming ? (
              <Form method="post" className="flex flex-wrap gap-3">
                <input type="hidden" name="intent" value="remove" />
                <button type="submit" className={DANGER_BUTTON} disabled={busy}>
                  {t("person.confirmRemove", { name: person.name || person.email })}
                </button>
                <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(false)}>
                  {t("person.cancel")}
                </button>
              </Form>
            ) : (
              <p>
                <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(true)}>
                  {t("person.remove")}
                </button>
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
