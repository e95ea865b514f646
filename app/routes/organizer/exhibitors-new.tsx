import { data, Link, redirect } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { addExhibitorToEvent } from "~/features/organizer/add-exhibitor.server";
import { ExhibitorForm } from "~/features/organizer/components/exhibitor-form";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { type ExhibitorFormValues, emptyExhibitorForm, readExhibitorForm } from "~/features/organizer/exhibitor-form";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { countryChoices } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/exhibitors-new";

// /{locale}/organizer/exhibitors/new: adds one exhibitor to the event (in
// its catalogue at once), then goes to its page with a "saved" notice.

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const t = serverT(locale);
  return {
    locale,
    query,
    event: { name: event.name },
    values: emptyExhibitorForm(),
    countries: countryChoices(locale),
    title: t("organizer:exhibitors.add"),
  };
}

type ActionData = { status: "invalid"; errors: Record<string, string>; values: ExhibitorFormValues };

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const form = readExhibitorForm(await args.request.formData());
  if (!form.ok)
    return data<ActionData>({ status: "invalid", errors: form.errors, values: form.values }, { status: 400 });
  const { exhibitorId } = await addExhibitorToEvent(db(), {
    eventId: page.event.id,
    exhibitor: form.changes,
    actor: page.user.id,
    audit: organizerActor(page),
  });
  const params = new URLSearchParams(page.query);
  params.set("saved", "added");
  return redirect(`/${page.locale}/organizer/exhibitors/${exhibitorId}?${params}`);
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerNewExhibitor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, event, values, countries } = loaderData;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">
          <Link to={`/${locale}/organizer/exhibitors${query}`}>{t("exhibitors.title")}</Link> · {event.name}
        </p>
        <h1 className="text-2xl font-semibold">{t("exhibitors.add")}</h1>
        <p className="mt-2 max-w-3xl">{t("exhibitor.addIntro")}</p>
      </header>
      <ExhibitorForm
        locale={locale}
        values={actionData?.values ?? values}
        countries={countries}
        errors={actionData?.errors}
        submitLabel={t("exhibitor.add")}
      />
    </div>
  );
}
