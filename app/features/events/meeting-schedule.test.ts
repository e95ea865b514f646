import { describe, expect, it } from "vitest";
import { parseSettings } from "./events.server";
import { DEFAULT_MEETING_SCHEDULE, meetingDays, meetingScheduleSchema, readMeetingSchedule } from "./meeting-schedule";

const valid = { days: ["2026-12-08", "2026-12-07", "2026-12-08"], opens: "10:00", closes: "18:00", slotMinutes: 30 };

describe("the meeting schedule setting", () => {
  it("accepts days, hours and a slot length, with the days sorted and once each", () => {
    expect(meetingScheduleSchema.parse(valid)).toEqual({ ...valid, days: ["2026-12-07", "2026-12-08"] });
    expect(meetingScheduleSchema.parse({ ...valid, closes: "24:00", slotMinutes: 60 }).closes).toBe("24:00");
  });

  it("refuses impossible dates and times, hours that end before they start, and a grid that does not fit", () => {
    const refused = (changes: object) => !meetingScheduleSchema.safeParse({ ...valid, ...changes }).success;
    expect(refused({ days: ["2026-02-30"] })).toBe(true);
    expect(refused({ days: ["7.12.2026"] })).toBe(true);
    expect(refused({ opens: "25:00" })).toBe(true);
    expect(refused({ opens: "24:00", closes: "24:00" })).toBe(true);
    expect(refused({ opens: "9:00" })).toBe(true);
    expect(refused({ opens: "18:00", closes: "10:00" })).toBe(true);
    expect(refused({ opens: "10:00", closes: "10:00" })).toBe(true);
    expect(refused({ slotMinutes: 45 })).toBe(true);
    expect(refused({ slotMinutes: 2 })).toBe(true);
    expect(refused({ slotMinutes: 12.5 })).toBe(true);
    expect(refused({ extra: true })).toBe(true);
  });

  it("reads a bad stored value as the default, so a page still renders", () => {
    expect(readMeetingSchedule({ opens: "late" })).toEqual(DEFAULT_MEETING_SCHEDULE);
    expect(readMeetingSchedule(undefined)).toEqual(DEFAULT_MEETING_SCHEDULE);
    expect(parseSettings(JSON.stringify({ meetingSchedule: valid })).meetingSchedule.days).toEqual([
      "2026-12-07",
      "2026-12-08",
    ]);
    expect(parseSettings("{}").meetingSchedule).toEqual(DEFAULT_MEETING_SCHEDULE);
  });

  it("meets on every day of the fair unless days are given", () => {
    const fair = { startsOn: "2026-12-07", endsOn: "2026-12-09" };
    expect(meetingDays(DEFAULT_MEETING_SCHEDULE, fair)).toEqual(["2026-12-07", "2026-12-08", "2026-12-09"]);
    expect(meetingDays({ ...DEFAULT_MEETING_SCHEDULE, days: ["2026-12-08"] }, fair)).toEqual(["2026-12-08"]);
    expect(meetingDays(DEFAULT_MEETING_SCHEDULE, { startsOn: "2026-03-28", endsOn: "2026-03-30" })).toHaveLength(3);
    expect(meetingDays(DEFAULT_MEETING_SCHEDULE, { startsOn: "", endsOn: "" })).toEqual([]);
  });
});
