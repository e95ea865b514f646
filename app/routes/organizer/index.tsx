import { data } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import type { SettingsField } from "~/features/events/event-settings.server";
import { updateEventSettings } from "~/features/events/event-settings.server";
import { meetingDays } from "~/features/events/meeting-schedule";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { type SettingsActionData, SettingsForm } from "~/features/organizer/components/settings-form";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import {
  changedSettings,
  dayChoices,
  readSettingsForm,
  type SettingsValues,
  settingsValues,
} from "~/features/organizer/settings-form";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/index";

// /{locale}/organizer: the console's first page, the event's settings
// (docs/product/site-settings.md). Saved with the compare-and-swap of
// updateEventSettings: only the settings changed here are written, and one
// someone else changed meanwhile is refused with their value shown.

const TIME_ZONES = Intl.supportedValuesOf("timeZone");

function fairDays(event: { startsOn: string; endsOn: string }): string[] {
  return meetingDays({ days: [], opens: "10:00", closes: "18:00", slotMinutes: 30 }, event);
}

export async function loader(args: Route.LoaderArgs) {
  const page = await loadOrganizerPage(args);
  const { locale, event, query } = page;
  const values = settingsValues(event.settings, event.timezone);
  return {
    locale,
    query,
    event: { name: event.name },
    values,
    days: dayChoices(fairDays(event), values.meetingSchedule.days),
    timeZones: TIME_ZONES,
    title: serverT(locale)("organizer:settings.title"),
  };
}

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const form = readSettingsForm(await args.request.formData(), fairDays(page.event));
  if (!form.ok) return data<SettingsActionData>({ status: "invalid", errors: form.errors }, { status: 400 });
  const { changed, expected } = changedSettings(form.values, form.base);
  const { timezone, ...changes } = changed;
  return runPageAction(
    async () => {
      const saved = await updateEventSettings(db(), {
        idOrSlug: page.event.id,
        changes,
        timezone,
        expected,
        actor: organizerActor(page),
      });
      return data<SettingsActionData>({ status: "saved", changed: saved.changed });
    },
    (refusal): SettingsActionData => {
      // Changed by someone else meanwhile: which fields, and their values now, beside the form.
      if (refusal.code === "conflict" && refusal.details) {
        const details = refusal.details as { fields: SettingsField[]; current: Partial<SettingsValues> };
        return { status: "conflict", message: refusal.messageKey, fields: details.fields, current: details.current };
      }
      const field = typeof refusal.details?.field === "string" ? refusal.details.field : "timezone";
      return { status: "invalid", errors: { [field]: refusal.messageKey } };
    },
    { notFoundPage: true },
  );
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, event, values, days, timeZones, query } = loaderData;
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("settings.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("settings.intro")}</p>
      </header>
      <SettingsForm
        // A saved form starts again from the stored values.
        key={JSON.stringify(values)}
        locale={locale}
        values={values}
        days={days}
        timeZones={timeZones}
        result={actionData}
        reloadHref={query || "?"}
      />
    </div>
  );
}
