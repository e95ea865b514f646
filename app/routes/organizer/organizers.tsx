import { useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { db } from "~/.server/db";
import { mailer } from "~/.server/email";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { SelectField, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { ALERT, NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { eventNameIn } from "~/features/events/event-name.server";
import { addOrganizer, listOrganizers, removeOrganizer, withdrawInvitation } from "~/features/events/organizers.server";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { organizerFormSchema } from "~/features/organizer/organizer-forms";
import { sendOrganizerInvitation } from "~/features/organizer/organizer-invitation-email.server";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { formatDateTimeInZone, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { LOCALES } from "~/lib/locales";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";
import type { Route } from "./+types/organizers";

// /{locale}/organizer/organizers: who runs the event. An organizer adds
// another by address (an e-mail tells them, in the language chosen), removes
// one (never the last), withdraws an invitation. Every change is in the audit log.

type ActionData =
  | {
      status: "done";
      outcome: "added" | "invited" | "unchanged" | "removed" | "withdrawn";
      email: string;
      mailed: boolean;
    }
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "refused"; message: string };

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, user, query } = await loadOrganizerPage(args);
  const { organizers, invitations } = await listOrganizers(db(), event.id);
  return {
    locale,
    query,
    me: user.id,
    event: { name: event.name, timezone: event.timezone },
    organizers,
    invitations,
    title: serverT(locale)("organizer:organizers.title"),
  };
}

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const parsed = organizerFormSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data<ActionData>({ status: "invalid", errors }, { status: 400 });
  }
  const form = parsed.data;
  const eventId = page.event.id;
  const actor = organizerActor(page);
  return runPageAction(
    async () => {
      if (form.intent === "remove") {
        const { email } = await removeOrganizer(db(), { eventId, userId: form.userId, actor });
        return data<ActionData>({ status: "done", outcome: "removed", email, mailed: false });
      }
      if (form.intent === "withdraw") {
        await withdrawInvitation(db(), { eventId, email: form.email, actor });
        return data<ActionData>({ status: "done", outcome: "withdrawn", email: form.email, mailed: false });
      }
      const { status } = await addOrganizer(db(), { eventId, email: form.email, actor });
      let mailed = false;
      if (status !== "unchanged") {
        try {
          await sendOrganizerInvitation(mailer(), {
            to: form.email,
            locale: form.language,
            eventName: await eventNameIn(db(), page.event, form.language),
            invitedBy: page.user.name || page.user.email,
            origin: env().PUBLIC_URL ?? new URL(args.request.url).origin,
            hasAccount: status === "added",
          });
          mailed = true;
        } catch (error) {
          // The organizer is added either way; the page says the e-mail did not go.
          console.error("The organizer invitation could not be sent", error);
        }
      }
      return data<ActionData>({ status: "done", outcome: status, email: form.email.toLowerCase(), mailed });
    },
    (refusal): ActionData => ({ status: "refused", message: refusal.messageKey }),
  );
}

// The last organizer's refused removal (409) reloads the list: it shows who is organizer now.
export const shouldRevalidate = reloadAfterConflict;

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

const ADD_FIELDS = ["email", "language"] as const;

export default function OrganizerOrganizers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, me, event, organizers, invitations } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const addForm = useRef<HTMLFormElement>(null);
  const errors = actionData?.status === "invalid" ? actionData.errors : undefined;
  useFocusFirstError(addForm, errors, ADD_FIELDS);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);

  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("organizers.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("organizers.intro")}</p>
      </header>
      {actionData?.status === "done" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {t(`organizers.outcome.${actionData.outcome}`, { email: actionData.email })}
          {actionData.mailed ? ` ${t("organizers.mailed", { email: actionData.email })}` : ""}
        </p>
      ) : actionData?.status === "refused" ? (
        <p role="alert" className={ALERT}>
          {t(actionData.message)}
        </p>
      ) : null}

      <section aria-labelledby="organizers-list" className="grid gap-2">
        <h2 id="organizers-list" className="text-xl font-semibold">
          {t("organizers.current", { count: organizers.length })}
        </h2>
        <ul className="divide-y divide-line rounded-md border border-line">
          {organizers.map((organizer) => (
            <li key={organizer.userId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium">
                  {organizer.name || organizer.email}
                  {organizer.userId === me ? ` (${t("organizers.you")})` : ""}
                </p>
                <p className="text-sm text-muted">
                  {organizer.email} ·{" "}
                  {t("organizers.since", { date: formatDateTimeInZone(locale, organizer.since, event.timezone) })}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="userId" value={organizer.userId} />
                <button
                  type="submit"
                  className={SECONDARY_BUTTON}
                  disabled={busy}
                  aria-label={t("organizers.removeOne", { email: organizer.email })}
                >
                  {t("organizers.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-list" className="grid gap-2">
          <h2 id="invitations-list" className="text-xl font-semibold">
            {t("organizers.invited", { count: invitations.length })}
          </h2>
          <p className="text-sm text-muted">{t("organizers.invitedHint")}</p>
          <ul className="divide-y divide-line rounded-md border border-line">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <p>
                  <span className="font-medium">{invitation.email}</span>{" "}
                  <span className="text-sm text-muted">
                    {t("organizers.invitedOn", {
                      date: formatDateTimeInZone(locale, invitation.invitedAt, event.timezone),
                    })}
                  </span>
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button
                    type="submit"
                    className={SECONDARY_BUTTON}
                    disabled={busy}
                    aria-label={t("organizers.withdrawOne", { email: invitation.email })}
                  >
                    {t("organizers.withdraw")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="organizers-add" className="grid max-w-xl gap-3">
        <h2 id="organizers-add" className="text-xl font-semibold">
          {t("organizers.add")}
        </h2>
        <Form method="post" ref={addForm} noValidate className="grid gap-3">
          <input type="hidden" name="intent" value="add" />
          <TextField
            id="organizer-email"
            name="email"
            type="email"
            label={t("organizers.email")}
            hint={t("organizers.emailHint")}
            autoComplete="off"
            defaultValue=""
            error={error("email")}
          />
          <SelectField
            id="organizer-language"
            name="language"
            label={t("organizers.language")}
            defaultValue={locale}
            options={LOCALES.map((code) => ({ value: code, label: languageName(locale, code) }))}
            error={error("language")}
          />
          <div>
            <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
              {t("organizers.addButton")}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
