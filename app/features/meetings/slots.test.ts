import { describe, expect, it } from "vitest";
import {
  calendarSlots,
  dayPartRange,
  daySlots,
  type MeetingCalendar,
  parseInstant,
  slotStartingAt,
  slotsInRange,
  utcToWallClock,
  wallClockRange,
  wallClockToUtc,
} from "./slots";

const fair: MeetingCalendar = {
  timeZone: "Europe/Berlin",
  days: ["2026-12-07", "2026-12-08", "2026-12-09"],
  opens: "10:00",
  closes: "18:00",
  slotMinutes: 30,
};
const starts = (slots: { start: string }[]) => slots.map((s) => s.start);
const wall = (slots: { start: string; end: string }[], timeZone = "Europe/Berlin") =>
  slots.map((s) => `${utcToWallClock(s.start, timeZone).time}-${utcToWallClock(s.end, timeZone).time}`);

describe("wall clock and UTC", () => {
  it("converts both ways in winter and summer time", () => {
    expect(wallClockToUtc("2026-12-07", "10:00", "Europe/Berlin").toISOString()).toBe("2026-12-07T09:00:00.000Z");
    expect(wallClockToUtc("2026-07-07", "10:00", "Europe/Berlin").toISOString()).toBe("2026-07-07T08:00:00.000Z");
    expect(wallClockToUtc("2026-12-07", "10:00", "America/New_York").toISOString()).toBe("2026-12-07T15:00:00.000Z");
    expect(wallClockToUtc("2026-12-07", "10:00", "Asia/Kolkata").toISOString()).toBe("2026-12-07T04:30:00.000Z");
    expect(utcToWallClock("2026-12-07T09:00:00.000Z", "Europe/Berlin")).toEqual({ date: "2026-12-07", time: "10:00" });
    expect(utcToWallClock("2026-12-07T23:30:00.000Z", "Europe/Berlin")).toEqual({ date: "2026-12-08", time: "00:30" });
  });

  it("moves a time that does not exist (clocks going forward) forward by the gap", () => {
    // 2026-03-29 02:00 CET becomes 03:00 CEST.
    expect(wallClockToUtc("2026-03-29", "01:30", "Europe/Berlin").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(wallClockToUtc("2026-03-29", "02:30", "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(utcToWallClock("2026-03-29T01:30:00.000Z", "Europe/Berlin").time).toBe("03:30");
    expect(wallClockToUtc("2026-03-29", "03:00", "Europe/Berlin").toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("takes the earlier instant of an ambiguous time (clocks going back)", () => {
    // 2026-10-25 03:00 CEST becomes 02:00 CET: 02:30 happens twice.
    expect(wallClockToUtc("2026-10-25", "02:30", "Europe/Berlin").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(wallClockToUtc("2026-10-25", "03:00", "Europe/Berlin").toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("reads only instants that carry their offset", () => {
    expect(parseInstant("2026-12-07T10:00:00+01:00")).toBe(Date.parse("2026-12-07T09:00:00Z"));
    expect(parseInstant("2026-12-07T09:00:00.000Z")).toBe(Date.parse("2026-12-07T09:00:00Z"));
    expect(parseInstant("2026-12-07T10:00")).toBeNull();
    expect(parseInstant("2026-12-07")).toBeNull();
    expect(parseInstant("tomorrow")).toBeNull();
    expect(parseInstant("2026-13-07T10:00:00Z")).toBeNull();
  });
});

describe("the slots of a meeting day", () => {
  it("runs from opening to closing in slot steps", () => {
    const slots = daySlots(fair, "2026-12-08");
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ start: "2026-12-08T09:00:00.000Z", end: "2026-12-08T09:30:00.000Z" });
    expect(slots.at(-1)).toEqual({ start: "2026-12-08T16:30:00.000Z", end: "2026-12-08T17:00:00.000Z" });
    expect(calendarSlots(fair)).toHaveLength(48);
  });

  it("has none on a day that is not a meeting day", () => {
    expect(daySlots(fair, "2026-12-10")).toEqual([]);
  });

  it("has fewer slots on the night clocks go forward and more on the night they go back", () => {
    const night = { ...fair, days: ["2026-03-29", "2026-10-25"], opens: "00:00", closes: "06:00", slotMinutes: 60 };
    // Five real hours from 00:00 CET to 06:00 CEST; 02:00 never shows on the clock.
    expect(wall(daySlots(night, "2026-03-29"))).toEqual([
      "00:00-01:00",
      "01:00-03:00",
      "03:00-04:00",
      "04:00-05:00",
      "05:00-06:00",
    ]);
    // Seven real hours: 02:00 comes twice, each a slot of its own.
    const autumn = daySlots(night, "2026-10-25");
    expect(wall(autumn)).toEqual([
      "00:00-01:00",
      "01:00-02:00",
      "02:00-02:00",
      "02:00-03:00",
      "03:00-04:00",
      "04:00-05:00",
      "05:00-06:00",
    ]);
    expect(new Set(starts(autumn)).size).toBe(7);
    expect(autumn[2]).toEqual({ start: "2026-10-25T00:00:00.000Z", end: "2026-10-25T01:00:00.000Z" });
  });

  it("keeps daytime meeting hours on the clock across a daylight-saving change", () => {
    const spring = { ...fair, days: ["2026-03-28", "2026-03-29"] };
    expect(daySlots(spring, "2026-03-28")[0].start).toBe("2026-03-28T09:00:00.000Z");
    expect(daySlots(spring, "2026-03-29")[0].start).toBe("2026-03-29T08:00:00.000Z");
    expect(daySlots(spring, "2026-03-29")).toHaveLength(16);
    const autumn = { ...fair, days: ["2026-10-25"] };
    expect(wall(daySlots(autumn, "2026-10-25")).slice(0, 2)).toEqual(["10:00-10:30", "10:30-11:00"]);
    expect(daySlots(autumn, "2026-10-25")).toHaveLength(16);
  });
});

describe("a slot by its start", () => {
  it("finds the slot starting at an instant, whatever offset it is written with", () => {
    expect(slotStartingAt(fair, "2026-12-07T12:30:00+01:00")).toEqual({
      ok: true,
      value: { start: "2026-12-07T11:30:00.000Z", end: "2026-12-07T12:00:00.000Z" },
    });
  });

  it("refuses times outside the meeting hours or days", () => {
    expect(slotStartingAt(fair, "2026-12-07T09:30:00+01:00")).toEqual({ ok: false, reason: "outsideHours" });
    expect(slotStartingAt(fair, "2026-12-07T18:00:00+01:00")).toEqual({ ok: false, reason: "outsideHours" });
    expect(slotStartingAt(fair, "2026-12-10T10:00:00+01:00")).toEqual({ ok: false, reason: "outsideHours" });
  });

  it("refuses a time within the hours that is not on the slot grid", () => {
    expect(slotStartingAt(fair, "2026-12-07T10:15:00+01:00")).toEqual({ ok: false, reason: "offGrid" });
    expect(slotStartingAt(fair, "2026-12-07T10:00:30+01:00")).toEqual({ ok: false, reason: "offGrid" });
  });

  it("refuses a time it cannot read", () => {
    expect(slotStartingAt(fair, "2026-12-07 10:00")).toEqual({ ok: false, reason: "invalidTime" });
  });

  it("finds both 02:00 slots of the night clocks go back", () => {
    const night = { ...fair, days: ["2026-10-25"], opens: "00:00", closes: "06:00", slotMinutes: 60 };
    expect(slotStartingAt(night, "2026-10-25T02:00:00+02:00").ok).toBe(true);
    expect(slotStartingAt(night, "2026-10-25T02:00:00+01:00").ok).toBe(true);
  });
});

describe("ranges", () => {
  it("covers 12:00–14:00 with its four slots", () => {
    const range = wallClockRange(fair, "2026-12-08", "12:00", "14:00");
    const answer = slotsInRange(fair, range);
    expect(answer.ok && wall(answer.value)).toEqual(["12:00-12:30", "12:30-13:00", "13:00-13:30", "13:30-14:00"]);
  });

  it("takes every slot a range touches when it crosses slot borders", () => {
    const answer = slotsInRange(fair, wallClockRange(fair, "2026-12-08", "12:10", "13:05"));
    expect(answer.ok && wall(answer.value)).toEqual(["12:00-12:30", "12:30-13:00", "13:00-13:30"]);
    const inside = slotsInRange(fair, wallClockRange(fair, "2026-12-08", "12:05", "12:10"));
    expect(inside.ok && wall(inside.value)).toEqual(["12:00-12:30"]);
  });

  it("blocks Tuesday afternoon, the morning and the whole day by name", () => {
    const afternoon = dayPartRange(fair, "2026-12-08", "afternoon");
    expect(afternoon).toEqual({
      ok: true,
      value: { start: "2026-12-08T11:00:00.000Z", end: "2026-12-08T17:00:00.000Z" },
    });
    const slots = afternoon.ok ? slotsInRange(fair, afternoon.value) : afternoon;
    expect(slots.ok && slots.value).toHaveLength(12);
    const morning = dayPartRange(fair, "2026-12-08", "morning");
    expect(morning.ok && wall([morning.value])).toEqual(["10:00-12:00"]);
    const day = dayPartRange(fair, "2026-12-08", "day");
    expect(day.ok && wall([day.value])).toEqual(["10:00-18:00"]);
  });

  it("refuses a day part the meeting hours do not reach, or a day that is not a meeting day", () => {
    const late = { ...fair, opens: "13:00" };
    expect(dayPartRange(late, "2026-12-08", "morning")).toEqual({ ok: false, reason: "outsideHours" });
    expect(dayPartRange(fair, "2026-12-10", "afternoon")).toEqual({ ok: false, reason: "outsideHours" });
  });

  it("refuses ranges that leave the meeting hours, run backwards or cannot be read", () => {
    expect(slotsInRange(fair, wallClockRange(fair, "2026-12-08", "17:00", "19:00"))).toEqual({
      ok: false,
      reason: "outsideHours",
    });
    expect(slotsInRange(fair, wallClockRange(fair, "2026-12-08", "09:00", "11:00"))).toEqual({
      ok: false,
      reason: "outsideHours",
    });
    expect(slotsInRange(fair, { start: "2026-12-08T09:00:00.000Z", end: "2026-12-09T10:00:00.000Z" })).toEqual({
      ok: false,
      reason: "outsideHours",
    });
    expect(slotsInRange(fair, wallClockRange(fair, "2026-12-08", "14:00", "12:00"))).toEqual({
      ok: false,
      reason: "emptyRange",
    });
    expect(slotsInRange(fair, { start: "noon", end: "2026-12-08T13:00:00Z" })).toEqual({
      ok: false,
      reason: "invalidTime",
    });
  });

  it("covers the night clocks go forward by elapsed time", () => {
    const night = { ...fair, days: ["2026-03-29"], opens: "00:00", closes: "06:00", slotMinutes: 30 };
    const answer = slotsInRange(night, wallClockRange(night, "2026-03-29", "01:00", "04:00"));
    // 01:00 CET to 04:00 CEST is two real hours.
    expect(answer.ok && wall(answer.value)).toEqual(["01:00-01:30", "01:30-03:00", "03:00-03:30", "03:30-04:00"]);
  });
});
