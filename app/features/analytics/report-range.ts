import { z } from "zod";
import { defineMessages } from "~/lib/messages";

// The days a report covers (docs/analytics.md "The reports page"): `from`
// and `to` are dates on the event's clock, inclusive, kept in the page's
// URL. Without them: the last 30 days up to today on the event's clock.
// Pure, so the page, the export and their tests read a range the same way.

export const MAX_REPORT_DAYS = 366;
export const DEFAULT_REPORT_DAYS = 30;

export const REPORT_RANGE_MESSAGES = defineMessages("reports:range.errors", {
  date: "Enter a date as YYYY-MM-DD, e.g. 2026-12-07.",
  order: "The first day must be on or before the last day.",
  tooLong: "A report covers at most 366 days. Choose a shorter range.",
  outside: "Choose a date between 1970 and 2999.",
});

// The site counts nothing before 1970, and a date near the year 9999 has no next day ISO 8601 can write.
const FIRST_DAY = "1970-01-01";
const LAST_DAY = "2999-12-31";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export interface ReportRange {
  from: string;
  to: string;
}

export type RangeField = keyof ReportRange;

export type RangeAnswer =
  | { ok: true; range: ReportRange }
  | { ok: false; values: ReportRange; errors: Partial<Record<RangeField, string>> };

const field = z
  .string()
  .trim()
  .max(40)
  .optional()
  .catch(undefined)
  .transform((value) => value || undefined);

const rangeInput = z.object({ from: field, to: field });

/**
 * The range asked for, or the message key to show next to each field that is
 * wrong. A missing `to` is today; a missing `from` is 29 days before `to`.
 */
export function parseReportRange(input: Record<string, unknown>, today: string): RangeAnswer {
  const asked = rangeInput.parse(input);
  const errors: Partial<Record<RangeField, string>> = {};
  for (const name of ["from", "to"] as const) {
    const value = asked[name];
    if (value === undefined) continue;
    if (!isCalendarDate(value)) errors[name] = REPORT_RANGE_MESSAGES.date.key;
    else if (value < FIRST_DAY || value > LAST_DAY) errors[name] = REPORT_RANGE_MESSAGES.outside.key;
  }
  const to = asked.to ?? today;
  const from = asked.from ?? (errors.to ? today : addDays(to, 1 - DEFAULT_REPORT_DAYS));
  const values = { from: asked.from ?? from, to: asked.to ?? to };
  if (errors.from || errors.to) return { ok: false, values, errors };
  if (from > to) return { ok: false, values, errors: { from: REPORT_RANGE_MESSAGES.order.key } };
  if (daysInRange(from, to) > MAX_REPORT_DAYS) {
    return { ok: false, values, errors: { from: REPORT_RANGE_MESSAGES.tooLong.key } };
  }
  return { ok: true, range: { from, to } };
}
