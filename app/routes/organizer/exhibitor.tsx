import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { notFound, type Refusal } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { ALERT, DANGER_BUTTON, NOTICE, SECONDARY_BUTTON } from "~/components/ui/styles";
import { removeExhibitorFromEvent } from "~/features/catalogue/exhibitor-writes.server";
import { LabelSheetLinks } from "~/features/labels/components/label-sheet-links";
import { ExhibitorForm } from "~/features/organizer/components/exhibitor-form";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { eventExhibitorForm } from "~/features/organizer/event-exhibitor.server";
import { editExhibitor } from "~/features/organizer/exhibitor-edit.server";
import { type ExhibitorFormValues, readExhibitorBase, readExhibitorForm } from "~/features/organizer/exhibitor-form";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { countryChoices } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { COMMON_MESSAGES } from "~/lib/messages";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";
import type { Route } from "./+types/exhibitor";

// /{locale}/organizer/exhibitors/{exhibitorId}: one exhibitor of the event,
// its fields to edit (saved with the catalogue's update: history, audit
// entry, live on the public pages) and its removal from the event, with its
// products, after a confirmation. Unknown, or not in this event: the 404 page.

const ID = z.string().trim().min(1).max(100);
const querySchema = z.object({ saved: z.literal("added").optional().catch(undefined) });
const intentSchema = z.object({ intent: z.enum(["save", "remove"]) });

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const exhibitorId = ID.safeParse(args.params.exhibitorId);
  if (!exhibitorId.success) notFound();
  const exhibitor = await eventExhibitorForm(db(), { eventId: event.id, exhibitorId: exhibitorId.data });
  if (!exhibitor) notFound();
  const { saved } = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  return {
    locale,
    query,
    event: { id: event.id, name: event.name },
    added: saved === "added",
    exhibitor: {
      id: exhibitor.id,
      name: exhibitor.name,
      path: links.exhibitor({ locale, collectionId: event.id, segments: event.settings.segments }, exhibitor.id),
      desk: `/${locale}/my/desk?${new URLSearchParams({ event: event.id, exhibitor: exhibitor.id })}`,
    },
    values: exhibitor.values,
    countries: countryChoices(locale),
    title: `${exhibitor.name} · ${serverT(locale)("organizer:exhibitors.title")}`,
  };
}

type ActionData =
  | { status: "saved"; changed: number }
  | { status: "refused"; message: string }
  | { status: "invalid"; errors: Record<string, string>; values: ExhibitorFormValues };

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const exhibitorId = ID.safeParse(args.params.exhibitorId);
  if (!exhibitorId.success) notFound();
  const form = await args.request.formData();
  const intent = intentSchema.safeParse({ intent: form.get("intent") });
  if (!intent.success) return refusedInput(intent.error, refused);
  // Someone else took it out of the event meanwhile: the 404 page, as its page would now be.
  const current = await eventExhibitorForm(db(), { eventId: page.event.id, exhibitorId: exhibitorId.data });
  if (!current) notFound();
  if (intent.data.intent === "remove") {
    return runPageAction(
      async () => {
        await removeExhibitorFromEvent(db(), {
          eventId: page.event.id,
          exhibitorId: current.id,
          actor: page.user.id,
          audit: organizerActor(page),
        });
        const params = new URLSearchParams(page.query);
        params.set("removed", current.id);
        return redirect(`/${page.locale}/organizer/exhibitors?${params}`);
      },
      refused,
      { notFoundPage: true },
    );
  }
  const read = readExhibitorForm(form);
  if (!read.ok)
    return data<ActionData>({ status: "invalid", errors: read.errors, values: read.values }, { status: 400 });
  const base = readExhibitorBase(form);
  if (!base) return refusedInput(COMMON_MESSAGES.invalid, refused);
  return runPageAction(
    async () => {
      const { changes } = await editExhibitor(db(), {
        eventId: page.event.id,
        exhibitorId: current.id,
        values: read.values,
        base,
        changes: read.changes,
        actor: page.user.id,
        audit: organizerActor(page),
      });
      return data<ActionData>({ status: "saved", changed: changes.length });
    },
    refused,
    { notFoundPage: true },
  );
}

/** A refused change, said above the form in the refusal's own words (a change made meanwhile, most often). */
function refused(refusal: Refusal): ActionData {
  return { status: "refused", message: refusal.messageKey };
}

// A refused save (409) reloads the stored values into the form.
export const shouldRevalidate = reloadAfterConflict;

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerExhibitor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, event, added, exhibitor, values, countries } = loaderData;
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  const notice =
    actionData?.status === "saved"
      ? actionData.changed > 0
        ? t("exhibitor.saved")
        : t("exhibitor.unchanged")
      : added && !actionData
        ? t("exhibitor.added")
        : null;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">
          <Link to={`/${locale}/organizer/exhibitors${query}`}>{t("exhibitors.title")}</Link> · {event.name}
        </p>
        <h1 className="text-2xl font-semibold">{exhibitor.name}</h1>
        <p className="mt-2">
          <a href={exhibitor.path}>{t("exhibitor.publicPage")}</a>
          {" · "}
          <Link to={exhibitor.desk}>{t("exhibitor.desk")}</Link>
        </p>
      </header>
      {notice ? (
        <p role="status" data-answer="" className={NOTICE}>
          {notice}
        </p>
      ) : null}
      {actionData?.status === "refused" ? (
        <p role="alert" className={ALERT}>
          {t(actionData.message)}
        </p>
      ) : null}
      <ExhibitorForm
        // A saved form starts again from the stored values.
        key={JSON.stringify(values)}
        locale={locale}
        values={invalid?.values ?? values}
        base={values}
        countries={countries}
        errors={invalid?.errors}
        submitLabel={t("exhibitor.save")}
      />
      <LabelSheetLinks eventId={event.id} exhibitorId={exhibitor.id} locale={locale} audience="organizer" />
      <section className="grid max-w-2xl gap-2 rounded-md border border-line p-4" aria-labelledby="remove-title">
        <h2 id="remove-title" className="font-semibold">
          {t("exhibitor.remove")}
        </h2>
        <p className="text-sm text-muted">{t("exhibitor.removeHint")}</p>
        {confirming ? (
          <Form method="post" className="flex gap-3">
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className={DANGER_BUTTON} disabled={navigation.state !== "idle"}>
              {t("exhibitor.confirm")}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(false)}>
              {t("exhibitor.cancel")}
            </button>
          </Form>
        ) : (
          <p>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(true)}>
              {t("exhibitor.remove")}
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
