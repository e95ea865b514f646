import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseSettings } from "~/features/events/events.server";
import { changedSettings, dayChoices, readSettingsForm, type SettingsValues, settingsValues } from "./settings-form";

const FAIR = ["2026-12-07", "2026-12-08", "2026-12-09"];

function form(fields: Record<string, string | string[] | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const base: SettingsValues = settingsValues(parseSettings("{}"), "Europe/Berlin");

function posted(overrides: Record<string, string | string[] | undefined> = {}) {
  return form({
    tastingNotesEnabled: "on",
    listsEnabled: "on",
    showDistributionDetails: "inMarket",
    meetingDays: FAIR,
    opens: "10:00",
    closes: "18:00",
    slotMinutes: "30",
    timezone: "Europe/Berlin",
    base: JSON.stringify(base),
    ...overrides,
  });
}

describe("the settings' defaults (docs/product/site-settings.md#settings)", () => {
  it("has notes and lists on, distribution details in market, booking off, 10:00–18:00 in 30-minute slots", () => {
    expect(base).toEqual({
      tastingNotesEnabled: true,
      listsEnabled: true,
      showDistributionDetails: "inMarket",
      meetingBooking: "false",
      meetingSchedule: { days: [], opens: "10:00", closes: "18:00", slotMinutes: 30 },
      timezone: "Europe/Berlin",
    });
    expect(DEFAULT_SETTINGS.showDistributionDetails).toBe("inMarket");
  });

  it("keeps stored values over the defaults", () => {
    const stored = settingsValues(parseSettings('{"tastingNotesEnabled":false,"meetingBooking":"true"}'), "UTC");
    expect(stored).toMatchObject({ tastingNotesEnabled: false, listsEnabled: true, meetingBooking: "true" });
  });
});

describe("reading the posted form", () => {
  it("reads the form as shown as no change at all", () => {
    const result = readSettingsForm(posted(), FAIR);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(changedSettings(result.values, result.base)).toEqual({ changed: {}, expected: {} });
  });

  it("turns an unticked box off and names only that field, with the value the form showed", () => {
    const result = readSettingsForm(posted({ tastingNotesEnabled: undefined }), FAIR);
    if (!result.ok) throw new Error("refused");
    expect(changedSettings(result.values, result.base)).toEqual({
      changed: { tastingNotesEnabled: false },
      expected: { tastingNotesEnabled: true },
    });
  });

  it("writes booking as the string true, and keeps another stored string when the box did not change", () => {
    const on = readSettingsForm(posted({ meetingBooking: "on" }), FAIR);
    if (!on.ok) throw new Error("refused");
    expect(on.values.meetingBooking).toBe("true");
    const odd = { ...base, meetingBooking: "yes" };
    const kept = readSettingsForm(posted({ base: JSON.stringify(odd) }), FAIR);
    if (!kept.ok) throw new Error("refused");
    expect(kept.values.meetingBooking).toBe("yes");
  });

  it("stores exactly the fair's days as every day, and a choice of days as those days", () => {
    const all = readSettingsForm(posted({ meetingDays: [...FAIR].reverse() }), FAIR);
    if (!all.ok) throw new Error("refused");
    expect(all.values.meetingSchedule.days).toEqual([]);
    const some = readSettingsForm(posted({ meetingDays: ["2026-12-09", "2026-12-07"] }), FAIR);
    if (!some.ok) throw new Error("refused");
    expect(some.values.meetingSchedule.days).toEqual(["2026-12-07", "2026-12-09"]);
  });

  it("offers a day chosen before outside the fair, and refuses days it did not offer", () => {
    expect(dayChoices(FAIR, ["2026-12-06"])).toEqual(["2026-12-06", ...FAIR]);
    const result = readSettingsForm(posted({ meetingDays: ["2026-12-24"] }), FAIR);
    expect(result).toEqual({ ok: false, errors: { meetingDays: "organizer:errors.meetingDay" } });
    expect(readSettingsForm(posted({ meetingDays: [] }), FAIR)).toEqual({
      ok: false,
      errors: { meetingDays: "organizer:errors.noMeetingDay" },
    });
  });

  it("says what is wrong with the hours, the slot length and the time zone, by field", () => {
    expect(readSettingsForm(posted({ opens: "18:00", closes: "10:00" }), FAIR)).toEqual({
      ok: false,
      errors: { closes: "organizer:errors.hoursOrder" },
    });
    expect(readSettingsForm(posted({ slotMinutes: "45" }), FAIR)).toEqual({
      ok: false,
      errors: { slotMinutes: "organizer:errors.wholeSlots" },
    });
    const refused = readSettingsForm(posted({ slotMinutes: "3", opens: "25:00", timezone: "Mars/Olympus" }), FAIR);
    expect(refused).toEqual({
      ok: false,
      errors: {
        slotMinutes: "organizer:errors.slotLength",
        opens: "organizer:errors.time",
        timezone: "organizer:errors.timeZone",
      },
    });
    expect(readSettingsForm(posted({ showDistributionDetails: "everywhere" }), FAIR)).toEqual({
      ok: false,
      errors: { showDistributionDetails: "common:errors.invalid" },
    });
  });

  it("refuses a form without the values it was based on", () => {
    expect(readSettingsForm(posted({ base: "{}" }), FAIR)).toEqual({
      ok: false,
      errors: { base: "common:errors.invalid" },
    });
  });
});
