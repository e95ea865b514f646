import { useRef } from "react";
import { Form } from "react-router";
import { Checkbox, CheckboxGroup, SelectField, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { ALERT, NOTICE, PRIMARY_BUTTON } from "~/components/ui/styles";
import type { SettingsField } from "~/features/events/event-settings.server";
import { formatDate } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { useSaving } from "~/lib/use-saving";
import { DISTRIBUTION_CHOICES, type SettingsValues, SLOT_CHOICES } from "../settings-form";
import { settingValueText } from "./setting-value";

// The event's settings as the organizer edits them. The values the form
// showed travel with it (`base`): the server writes only what changed and
// says so when someone else changed the same setting in the meantime.

export type SettingsActionData =
  | { status: "saved"; changed: SettingsField[] }
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "conflict"; message: string; fields: SettingsField[]; current: Partial<SettingsValues> };

const FIELD_ORDER = ["meetingDays", "opens", "closes", "slotMinutes", "timezone"] as const;

export function SettingsForm({
  locale,
  values,
  days,
  timeZones,
  result,
  reloadHref,
}: {
  locale: Locale;
  reloadHref: string;
  values: SettingsValues;
  /** The meeting days the form offers (the fair's days and any other chosen). */
  days: readonly string[];
  timeZones: readonly string[];
  result: SettingsActionData | undefined;
}) {
  const { t } = useTranslation("organizer");
  const saving = useSaving();
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.status === "invalid" ? result.errors : undefined;
  useFocusFirstError(form, errors, FIELD_ORDER);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  const chosenDays = values.meetingSchedule.days.length > 0 ? values.meetingSchedule.days : days;
  const zones = timeZones.includes(values.timezone) ? timeZones : [values.timezone, ...timeZones];

  return (
    <Form method="post" ref={form} className="grid max-w-3xl gap-6" noValidate>
      <input type="hidden" name="base" value={JSON.stringify(values)} />
      {result?.status === "saved" ? (
        <p role="status" data-answer="" className={NOTICE}>
          {result.changed.length > 0 ? t("settings.saved") : t("settings.unchanged")}
        </p>
      ) : null}
      {result?.status === "conflict" ? (
        <SettingsConflict locale={locale} result={result} reloadHref={reloadHref} />
      ) : errors ? (
        <p role="alert" className={ALERT}>
          {errors.base ? t("common:errors.invalid") : t("settings.invalid")}
        </p>
      ) : null}

      <fieldset className="grid gap-3 rounded-md border border-line p-4" disabled={saving}>
        <legend className="px-1 text-lg font-semibold">{t("settings.visitors")}</legend>
        <Checkbox
          id="setting-notes"
          name="tastingNotesEnabled"
          label={t("settings.fields.tastingNotesEnabled")}
          hint={t("settings.hints.tastingNotesEnabled")}
          defaultChecked={values.tastingNotesEnabled}
        />
        <Checkbox
          id="setting-lists"
          name="listsEnabled"
          label={t("settings.fields.listsEnabled")}
          hint={t("settings.hints.listsEnabled")}
          defaultChecked={values.listsEnabled}
        />
      </fieldset>

      <fieldset className="grid gap-2 rounded-md border border-line p-4" disabled={saving}>
        <legend className="px-1 text-lg font-semibold">{t("settings.fields.showDistributionDetails")}</legend>
        <p className="text-sm text-muted">{t("settings.hints.showDistributionDetails")}</p>
        {DISTRIBUTION_CHOICES.map((choice) => (
          <label key={choice} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="showDistributionDetails"
              value={choice}
              defaultChecked={values.showDistributionDetails === choice}
              className="size-4 accent-primary"
            />
            {t(`settings.distribution.${choice}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className="grid gap-4 rounded-md border border-line p-4" disabled={saving}>
        <legend className="px-1 text-lg font-semibold">{t("settings.meetings")}</legend>
        <Checkbox
          id="setting-booking"
          name="meetingBooking"
          label={t("settings.fields.meetingBooking")}
          hint={t("settings.hints.meetingBooking")}
          defaultChecked={values.meetingBooking === "true"}
        />
        <CheckboxGroup
          id="setting-days"
          name="meetingDays"
          legend={t("settings.fields.meetingDays")}
          options={days.map((day) => ({ value: day, label: formatDate(locale, day) }))}
          checked={chosenDays}
          error={error("meetingDays")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="setting-opens"
            name="opens"
            type="time"
            label={t("settings.fields.opens")}
            defaultValue={values.meetingSchedule.opens}
            error={error("opens")}
          />
          <TextField
            id="setting-closes"
            name="closes"
            type="time"
            label={t("settings.fields.closes")}
            defaultValue={values.meetingSchedule.closes}
            error={error("closes")}
          />
          <SelectField
            id="setting-slot"
            name="slotMinutes"
            label={t("settings.fields.slotMinutes")}
            defaultValue={String(values.meetingSchedule.slotMinutes)}
            options={[...new Set([values.meetingSchedule.slotMinutes, ...SLOT_CHOICES])]
              .sort((a, b) => a - b)
              .map((minutes) => ({ value: String(minutes), label: t("settings.minutes", { count: minutes }) }))}
            error={error("slotMinutes")}
          />
          <SelectField
            id="setting-zone"
            name="timezone"
            label={t("settings.fields.timezone")}
            defaultValue={values.timezone}
            options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
            error={error("timezone")}
          />
        </div>
      </fieldset>

      <div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
          {saving ? t("settings.saving") : t("settings.save")}
        </button>
      </div>
    </Form>
  );
}

/** Someone else changed what this organizer changed: their values, and the way to see them in the form. */
function SettingsConflict({
  locale,
  result,
  reloadHref,
}: {
  locale: Locale;
  reloadHref: string;
  result: Extract<SettingsActionData, { status: "conflict" }>;
}) {
  const { t } = useTranslation("organizer");
  const shown = (field: SettingsField) => settingValueText(t, locale, field, result.current[field]);
  return (
    <div role="alert" className={ALERT}>
      <p className="font-medium">{t(result.message)}</p>
      <dl className="mt-2 grid gap-1 text-ink">
        {result.fields.map((field) => (
          <div key={field} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t(`settings.fields.${field}`)}:</dt> <dd>{shown(field)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">
        <a href={reloadHref} className="font-medium">
          {t("settings.reload")}
        </a>
      </p>
    </div>
  );
}
