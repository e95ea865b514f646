import { z } from "zod";
import type { SettingsField } from "~/features/events/event-settings.server";
import type { EventSettings } from "~/features/events/types";
import { COMMON_MESSAGES } from "~/lib/messages";
import { ORGANIZER_MESSAGES } from "./organizer-messages";

// The organizer's settings form (docs/product/site-settings.md): what it
// shows, how a submitted form reads, and which fields it changes. Only the
// fields the organizer changed are written, each with the value the form
// showed, so a field someone else changed meanwhile is a conflict rather
// than a silent overwrite, and a field nobody touched is never rewritten.

/** The form's values: one for every field a settings write may change. */
export interface SettingsValues extends Record<SettingsField, unknown> {
  tastingNotesEnabled: boolean;
  listsEnabled: boolean;
  showDistributionDetails: EventSettings["showDistributionDetails"];
  /** As stored: booking is on only for exactly "true". */
  meetingBooking: string;
  meetingSchedule: EventSettings["meetingSchedule"];
  timezone: string;
}

export const SETTINGS_FIELDS = [
  "tastingNotesEnabled",
  "listsEnabled",
  "showDistributionDetails",
  "meetingBooking",
  "meetingSchedule",
  "timezone",
] as const satisfies readonly SettingsField[];

export const DISTRIBUTION_CHOICES = ["inMarket", "all", "none"] as const;
export const SLOT_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

export function settingsValues(settings: EventSettings, timezone: string): SettingsValues {
  return {
    tastingNotesEnabled: settings.tastingNotesEnabled,
    listsEnabled: settings.listsEnabled,
    showDistributionDetails: settings.showDistributionDetails,
    meetingBooking: settings.meetingBooking,
    meetingSchedule: settings.meetingSchedule,
    timezone,
  };
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = z.string().trim().regex(TIME, ORGANIZER_MESSAGES.time.key);

/** The form as posted: checkboxes are present or absent, the days repeat. */
const postedSchema = z.object({
  tastingNotesEnabled: z.boolean(),
  listsEnabled: z.boolean(),
  showDistributionDetails: z.enum(DISTRIBUTION_CHOICES, { error: COMMON_MESSAGES.invalid.key }),
  meetingBooking: z.boolean(),
  meetingDays: z.array(z.string()).max(31, COMMON_MESSAGES.invalid.key),
  opens: time.refine((value) => value !== "24:00", ORGANIZER_MESSAGES.time.key),
  closes: time,
  slotMinutes: z.coerce
    .number({ error: ORGANIZER_MESSAGES.slotLength.key })
    .int(ORGANIZER_MESSAGES.slotLength.key)
    .min(5, ORGANIZER_MESSAGES.slotLength.key)
    .max(240, ORGANIZER_MESSAGES.slotLength.key),
  timezone: z.string().trim().refine(isTimeZone, ORGANIZER_MESSAGES.timeZone.key),
  base: z.string().max(20_000),
});

function minutes(value: string): number {
  const [hours, mins] = value.split(":").map(Number);
  return hours * 60 + mins;
}

export type SettingsFormResult =
  | { ok: true; values: SettingsValues; base: SettingsValues }
  | { ok: false; errors: Record<string, string> };

/** The days the form offers: every day of the fair, and any other day already chosen. */
export function dayChoices(fairDays: readonly string[], chosen: readonly string[]): string[] {
  return [...new Set([...fairDays, ...chosen])].sort();
}

/**
 * Reads a posted settings form against the fair's days (the form offers
 * those and any other day already chosen, dayChoices). Errors are message
 * keys by field name (the form's names: meetingDays, opens, closes, slotMinutes, timezone).
 */
export function readSettingsForm(form: FormData, fairDays: readonly string[]): SettingsFormResult {
  const text = (name: string) => String(form.get(name) ?? "");
  const parsed = postedSchema.safeParse({
    tastingNotesEnabled: form.has("tastingNotesEnabled"),
    listsEnabled: form.has("listsEnabled"),
    showDistributionDetails: text("showDistributionDetails"),
    meetingBooking: form.has("meetingBooking"),
    meetingDays: form.getAll("meetingDays").map(String),
    opens: text("opens"),
    closes: text("closes"),
    slotMinutes: text("slotMinutes"),
    timezone: text("timezone"),
    base: text("base"),
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const posted = parsed.data;
  const base = parseBase(posted.base);
  if (!base) return { ok: false, errors: { base: COMMON_MESSAGES.invalid.key } };
  const errors: Record<string, string> = {};
  const offered = dayChoices(fairDays, base.meetingSchedule.days);
  if (posted.meetingDays.some((day) => !offered.includes(day))) errors.meetingDays = ORGANIZER_MESSAGES.meetingDay.key;
  else if (offered.length > 0 && posted.meetingDays.length === 0)
    errors.meetingDays = ORGANIZER_MESSAGES.noMeetingDay.key;
  const span = minutes(posted.closes) - minutes(posted.opens);
  if (span <= 0) errors.closes = ORGANIZER_MESSAGES.hoursOrder.key;
  else if (span % posted.slotMinutes !== 0) errors.slotMinutes = ORGANIZER_MESSAGES.wholeSlots.key;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Exactly the fair's days ticked is stored as none named: meetings on every day of the fair.
  const ticked = [...new Set(posted.meetingDays)].sort();
  const days = same(ticked, [...fairDays]) ? [] : ticked;
  const bookingOn = posted.meetingBooking;
  return {
    ok: true,
    base,
    values: {
      tastingNotesEnabled: posted.tastingNotesEnabled,
      listsEnabled: posted.listsEnabled,
      showDistributionDetails: posted.showDistributionDetails,
      // The stored string stays as it was unless the box changed.
      meetingBooking: bookingOn === (base.meetingBooking === "true") ? base.meetingBooking : String(bookingOn),
      meetingSchedule: { days, opens: posted.opens, closes: posted.closes, slotMinutes: posted.slotMinutes },
      timezone: posted.timezone,
    },
  };
}

const baseSchema = z.object({
  tastingNotesEnabled: z.boolean(),
  listsEnabled: z.boolean(),
  showDistributionDetails: z.enum(DISTRIBUTION_CHOICES),
  meetingBooking: z.string(),
  meetingSchedule: z.object({
    days: z.array(z.string()),
    opens: z.string(),
    closes: z.string(),
    slotMinutes: z.number(),
  }),
  timezone: z.string(),
});

function parseBase(json: string): SettingsValues | null {
  try {
    const parsed = baseSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the organizer changed: the new values, and the values the form showed for them. */
export function changedSettings(
  values: SettingsValues,
  base: SettingsValues,
): { changed: Partial<SettingsValues>; expected: Partial<SettingsValues> } {
  const changed: Partial<Record<SettingsField, unknown>> = {};
  const expected: Partial<Record<SettingsField, unknown>> = {};
  for (const field of SETTINGS_FIELDS) {
    if (same(values[field], base[field])) continue;
    changed[field] = values[field];
    expected[field] = base[field];
  }
  return { changed: changed as Partial<SettingsValues>, expected: expected as Partial<SettingsValues> };
}
