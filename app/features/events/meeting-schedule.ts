import { z } from "zod";

// When an event's meetings can take place (docs/product/meetings.md): the
// meeting days, the daily meeting hours and the slot length, as the
// organizer sets them in the event's settings. Times are wall-clock times in
// the event's time zone (the event's `timezone`), so "10:00" stays 10:00
// across a daylight-saving change.

export interface MeetingSchedule {
  /** YYYY-MM-DD, ascending; empty: every day of the fair (starts_on to ends_on). */
  days: string[];
  /** "HH:MM", when the first slot of a day starts. */
  opens: string;
  /** "HH:MM" (or "24:00"), when the last slot of a day ends. */
  closes: string;
  slotMinutes: number;
}

export const DEFAULT_MEETING_SCHEDULE: MeetingSchedule = { days: [], opens: "10:00", closes: "18:00", slotMinutes: 30 };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of an "HH:MM" time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateSchema = z.string().refine(isCalendarDate, "a date as YYYY-MM-DD");
const timeSchema = z.string().regex(TIME, "a time as HH:MM");

export const meetingScheduleSchema = z
  .strictObject({
    days: z
      .array(dateSchema)
      .max(31)
      .transform((days) => [...new Set(days)].sort()),
    opens: timeSchema.refine((time) => time !== "24:00", "a time as HH:MM before 24:00"),
    closes: timeSchema,
    slotMinutes: z.number().int().min(5).max(240),
  })
  .refine((s) => minutesOfDay(s.opens) < minutesOfDay(s.closes), {
    message: "The meeting hours must end after they start.",
    path: ["closes"],
  })
  // A grid that fits the hours exactly: no last slot that runs past closing.
  .refine((s) => (minutesOfDay(s.closes) - minutesOfDay(s.opens)) % s.slotMinutes === 0, {
    message: "The meeting hours must be a whole number of slots.",
    path: ["slotMinutes"],
  });

/** The stored value if it is valid, else the default: a bad stored setting must not break every page. */
export function readMeetingSchedule(stored: unknown): MeetingSchedule {
  const parsed = meetingScheduleSchema.safeParse(stored);
  return parsed.success ? parsed.data : { ...DEFAULT_MEETING_SCHEDULE, days: [] };
}

/** The meeting days: the configured ones, else every day from the fair's first to its last. */
export function meetingDays(schedule: MeetingSchedule, fair: { startsOn: string; endsOn: string }): string[] {
  if (schedule.days.length > 0) return [...schedule.days];
  if (!isCalendarDate(fair.startsOn) || !isCalendarDate(fair.endsOn)) return [];
  const days: string[] = [];
  const last = Date.parse(`${fair.endsOn}T00:00:00Z`);
  for (let day = Date.parse(`${fair.startsOn}T00:00:00Z`); day <= last && days.length < 31; day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
