import { minutesOfDay } from "~/features/events/meeting-schedule";
import { getOrInsert } from "~/lib/get-or-insert";

// Slot arithmetic in the event's time zone, with Intl only
// (docs/meetings.md "Slots"). Meeting hours are wall-clock times; a slot is a
// pair of UTC instants. A day's slots run from the opening instant to the
// closing instant in steps of the slot length, in elapsed time: on the day
// clocks go forward a night-time grid has fewer slots, on the day they go
// back it has more, and no slot is ever ambiguous or nonexistent.

/** The event's meeting times, resolved: its time zone and its actual meeting days. */
export interface MeetingCalendar {
  timeZone: string;
  /** YYYY-MM-DD in the event's time zone, ascending. */
  days: readonly string[];
  opens: string;
  closes: string;
  slotMinutes: number;
}

/** A timeslot: ISO 8601 UTC instants ("2026-12-07T09:00:00.000Z"), end exclusive. */
export interface Slot {
  start: string;
  end: string;
}

export type SlotRefusal = "invalidTime" | "outsideHours" | "offGrid" | "emptyRange";
export type SlotAnswer<T> = { ok: true; value: T } | { ok: false; reason: SlotRefusal };

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  return getOrInsert(
    formatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
}

/** The wall clock at an instant, as the milliseconds of the same fields read as UTC. */
function wallClockMs(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
}

/** How far the zone's clock is ahead of UTC at an instant. */
function offsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/**
 * The instant a wall-clock time on a date has in a time zone. An ambiguous
 * time (clocks going back) is its earlier instant; a time that does not
 * exist (clocks going forward) is moved forward by the gap, as Temporal's
 * "compatible" disambiguation does.
 */
export function wallClockToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, day) + minutesOfDay(time) * MINUTE;
  const before = offsetMs(wall - DAY, timeZone);
  const after = offsetMs(wall + DAY, timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before);
}

/** The date ("YYYY-MM-DD") and time ("HH:MM") on the zone's clock at an instant. */
export function utcToWallClock(instant: Date | string, timeZone: string): { date: string; time: string } {
  const iso = new Date(wallClockMs(new Date(instant).getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** An ISO 8601 instant with its offset ("Z" or "+01:00"); a time without one would be read in the server's zone. */
export function parseInstant(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A meeting day's opening and closing instants; null when the date is not a meeting day. */
function dayBounds(calendar: MeetingCalendar, date: string): { opens: number; closes: number } | null {
  if (!calendar.days.includes(date)) return null;
  return {
    opens: wallClockToUtc(date, calendar.opens, calendar.timeZone).getTime(),
    closes: wallClockToUtc(date, calendar.closes, calendar.timeZone).getTime(),
  };
}

/** The slots of one meeting day, first to last; none for a date that is not a meeting day. */
export function daySlots(calendar: MeetingCalendar, date: string): Slot[] {
  const bounds = dayBounds(calendar, date);
  if (!bounds) return [];
  const step = calendar.slotMinutes * MINUTE;
  const slots: Slot[] = [];
  for (let start = bounds.opens; start + step <= bounds.closes; start += step) {
    slots.push({ start: iso(start), end: iso(start + step) });
  }
  return slots;
}

/** Every slot of every meeting day. */
export function calendarSlots(calendar: MeetingCalendar): Slot[] {
  return calendar.days.flatMap((date) => daySlots(calendar, date));
}

/** The meeting day an instant falls on (by its date on the event's clock), with its bounds. */
function dayOf(calendar: MeetingCalendar, instant: number) {
  const { date } = utcToWallClock(new Date(instant), calendar.timeZone);
  const bounds = dayBounds(calendar, date);
  return bounds ? { date, ...bounds } : null;
}

/** The slot that starts at an instant: refused outside the meeting hours or off the slot grid. */
export function slotStartingAt(calendar: MeetingCalendar, start: string): SlotAnswer<Slot> {
  const time = parseInstant(start);
  if (time === null) return { ok: false, reason: "invalidTime" };
  const day = dayOf(calendar, time);
  if (!day || time < day.opens || time >= day.closes) return { ok: false, reason: "outsideHours" };
  const slot = daySlots(calendar, day.date).find((s) => Date.parse(s.start) === time);
  return slot ? { ok: true, value: slot } : { ok: false, reason: "offGrid" };
}

/**
 * The slots a range covers: every slot it overlaps, so a range that crosses
 * slot borders (12:10–13:50) takes the slots it touches (12:00–14:00). The
 * range lies within one day's meeting hours, or it is refused.
 */
export function slotsInRange(calendar: MeetingCalendar, range: { start: string; end: string }): SlotAnswer<Slot[]> {
  const start = parseInstant(range.start);
  const end = parseInstant(range.end);
  if (start === null || end === null) return { ok: false, reason: "invalidTime" };
  if (end <= start) return { ok: false, reason: "emptyRange" };
  const day = dayOf(calendar, start);
  if (!day || start < day.opens || end > day.closes) return { ok: false, reason: "outsideHours" };
  const slots = daySlots(calendar, day.date).filter((s) => Date.parse(s.start) < end && Date.parse(s.end) > start);
  return { ok: true, value: slots };
}

/** A wall-clock range on a date ("12:00"–"14:00"), as instants. */
export function wallClockRange(calendar: MeetingCalendar, date: string, from: string, to: string): Slot {
  return {
    start: wallClockToUtc(date, from, calendar.timeZone).toISOString(),
    end: wallClockToUtc(date, to, calendar.timeZone).toISOString(),
  };
}

export const DAY_PARTS = ["morning", "afternoon", "day"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

const NOON = "12:00";
const later = (a: string, b: string) => (minutesOfDay(a) >= minutesOfDay(b) ? a : b);
const earlier = (a: string, b: string) => (minutesOfDay(a) <= minutesOfDay(b) ? a : b);

/**
 * A part of a meeting day as a range: the morning until noon, the afternoon
 * from noon, or the whole day, each within the meeting hours. A part the
 * hours do not reach ("morning" when meetings start at 13:00) is refused.
 */
export function dayPartRange(calendar: MeetingCalendar, date: string, part: DayPart): SlotAnswer<Slot> {
  if (!calendar.days.includes(date)) return { ok: false, reason: "outsideHours" };
  const from = part === "afternoon" ? later(NOON, calendar.opens) : calendar.opens;
  const to = part === "morning" ? earlier(NOON, calendar.closes) : calendar.closes;
  if (minutesOfDay(to) <= minutesOfDay(from)) return { ok: false, reason: "outsideHours" };
  return { ok: true, value: wallClockRange(calendar, date, from, to) };
}

/** Slots grouped by their day in the event's time zone, days and slots in the order given. */
export function slotsByDay<S extends { start: string }>(slots: readonly S[], timeZone: string): [string, S[]][] {
  const days = new Map<string, S[]>();
  for (const slot of slots) {
    const { date } = utcToWallClock(slot.start, timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days];
}
