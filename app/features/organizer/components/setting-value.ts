import type { SettingsField } from "~/features/events/event-settings.server";
import { formatDate, formatList, formatTimeOfDay } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import type { SettingsValues } from "../settings-form";

// A setting's value as the organizer reads it (a conflict's "their value",
// the audit log's "from … to …"); `t` is the organizer namespace's.

export function settingValueText(t: TFunction, locale: Locale, field: SettingsField, value: unknown): string {
  switch (field) {
    case "tastingNotesEnabled":
    case "listsEnabled":
      return value ? t("settings.on") : t("settings.off");
    case "meetingBooking":
      return value === "true" ? t("settings.on") : t("settings.off");
    case "showDistributionDetails":
      return t(`settings.distribution.${String(value)}`);
    case "meetingSchedule": {
      const schedule = value as SettingsValues["meetingSchedule"] | null;
      if (!schedule) return "";
      return t("settings.scheduleSummary", {
        days:
          schedule.days.length > 0
            ? formatList(
                locale,
                schedule.days.map((day) => formatDate(locale, day)),
              )
            : t("settings.everyDay"),
        opens: formatTimeOfDay(locale, schedule.opens),
        closes: formatTimeOfDay(locale, schedule.closes),
        count: schedule.slotMinutes,
      });
    }
    default:
      return String(value ?? "");
  }
}
