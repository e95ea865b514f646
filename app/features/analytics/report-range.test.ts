import { describe, expect, it } from "vitest";
import { addDays, daysInRange, isCalendarDate, parseReportRange, REPORT_RANGE_MESSAGES } from "./report-range";

describe("a report's range", () => {
  it("is the last 30 days up to today without dates, and keeps dates that are given", () => {
    expect(parseReportRange({}, "2026-12-07")).toEqual({ ok: true, range: { from: "2026-11-08", to: "2026-12-07" } });
    expect(parseReportRange({ from: "2026-12-01", to: "2026-12-03" }, "2026-12-07")).toEqual({
      ok: true,
      range: { from: "2026-12-01", to: "2026-12-03" },
    });
    expect(parseReportRange({ to: "2026-03-01" }, "2026-12-07")).toEqual({
      ok: true,
      range: { from: "2026-01-31", to: "2026-03-01" },
    });
    expect(parseReportRange({ from: "", to: " " }, "2026-12-07")).toMatchObject({ ok: true });
  });

  it("says which field is wrong: not a date, the wrong order, more than 366 days", () => {
    expect(parseReportRange({ from: "2026-02-30", to: "yesterday" }, "2026-12-07")).toEqual({
      ok: false,
      values: { from: "2026-02-30", to: "yesterday" },
      errors: { from: REPORT_RANGE_MESSAGES.date.key, to: REPORT_RANGE_MESSAGES.date.key },
    });
    expect(parseReportRange({ from: "2026-12-08", to: "2026-12-07" }, "2026-12-07")).toMatchObject({
      ok: false,
      errors: { from: "reports:range.errors.order" },
    });
    expect(parseReportRange({ from: "2025-01-01", to: "2026-01-02" }, "2026-12-07")).toMatchObject({
      ok: false,
      errors: { from: "reports:range.errors.tooLong" },
    });
    // 366 days, a leap year's worth, is allowed.
    expect(parseReportRange({ from: "2024-01-01", to: "2024-12-31" }, "2026-12-07")).toMatchObject({ ok: true });
    expect(parseReportRange({ from: "9999-12-31", to: "9999-12-31" }, "2026-12-07")).toMatchObject({
      ok: false,
      errors: { from: "reports:range.errors.outside", to: "reports:range.errors.outside" },
    });
    expect(parseReportRange({ from: "0000-01-01" }, "2026-12-07")).toMatchObject({
      ok: false,
      errors: { from: "reports:range.errors.date" },
    });
    expect(parseReportRange({ from: ["2026-01-01"] }, "2026-12-07")).toMatchObject({ ok: true });
  });

  it("counts and moves calendar days", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysInRange("2026-03-28", "2026-03-30")).toBe(3);
  });
});
