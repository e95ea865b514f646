import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { parseSettings } from "~/features/events/events.server";
import { meetingDays } from "~/features/events/meeting-schedule";
import { COMMON_MESSAGES } from "~/lib/messages";
import { MEETING_MESSAGES } from "./meeting-messages";
import { isBookingOn } from "./meeting-rules";
import type { MeetingCalendar } from "./slots";

// What the meeting functions need of an event: whether booking is on and
// its meeting calendar (days, hours and slot length in its time zone).

export interface MeetingEvent {
  id: string;
  timeZone: string;
  bookingOn: boolean;
  calendar: MeetingCalendar;
}

/** The event by id; not_found for an unknown one. */
export async function loadMeetingEvent(db: DB, eventId: string): Promise<MeetingEvent> {
  const row = await db
    .selectFrom("events")
    .select(["id", "timezone", "starts_on", "ends_on", "settings"])
    .where("id", "=", eventId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  const settings = parseSettings(row.settings);
  const schedule = settings.meetingSchedule;
  return {
    id: row.id,
    timeZone: row.timezone,
    bookingOn: isBookingOn(settings),
    calendar: {
      timeZone: row.timezone,
      days: meetingDays(schedule, { startsOn: row.starts_on, endsOn: row.ends_on }),
      opens: schedule.opens,
      closes: schedule.closes,
      slotMinutes: schedule.slotMinutes,
    },
  };
}

/** Refuses with a clear error while the event's booking is off. */
export function requireBookingOn(event: MeetingEvent): void {
  if (!event.bookingOn) throw new AppError("disabled", MEETING_MESSAGES.bookingDisabled);
}
