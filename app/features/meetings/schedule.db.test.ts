import { afterAll, beforeEach, expect, it } from "vitest";
import {
  appError,
  at,
  bookingForm,
  holdsOf,
  listenToUserChanges,
  type MeetingsFixture,
  meetingsFixture,
} from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { acceptMeeting, cancelMeeting, confirmMeeting, rescheduleMeeting } from "./meeting-actions.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { requestMeeting } from "./meetings.server";
import { blockDayPart, blockTime, mySchedule, personSlots, rescheduleSlots, unblockTime } from "./schedule.server";
import { utcToWallClock, wallClockToUtc } from "./slots";

describeEachDialect("schedules", (t) => {
  let f: MeetingsFixture;
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    heard.messages.length = 0;
  });

  const statusAt = (slots: { start: string; status: string }[], time: string, date?: string) =>
    slots.find((s) => s.start === at(time, date))?.status;

  it("shows another person's slots as available, blocked or busy", async () => {
    await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
    await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("13:00") });
    const slots = await personSlots(t.db, {
      eventId: f.eventId,
      viewer: { role: "VISITOR", personId: f.bruno.personId },
      personId: f.rep.personId,
    });
    expect(slots).toHaveLength(48);
    expect(Object.keys(slots[0])).toEqual(["start", "end", "status"]);
    expect([
      statusAt(slots, "10:00"),
      statusAt(slots, "10:30"),
      statusAt(slots, "12:30"),
      statusAt(slots, "13:00"),
    ]).toEqual(["busy", "available", "blocked", "available"]);
    // A visitor's slots are not for another visitor to see.
    await expect(
      personSlots(t.db, {
        eventId: f.eventId,
        viewer: { role: "VISITOR", personId: f.bruno.personId },
        personId: f.anna.personId,
      }),
    ).rejects.toEqual(appError("not_found", MEETING_MESSAGES.personNotFound));
  });

  it("offers a new time only where both people are free, and only to the meeting's people", async () => {
    const meeting = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
    await requestMeeting(t.db, { me: f.bruno, form: bookingForm(f.rep.personId, at("11:00")) });
    await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("13:00") });
    const now = new Date(at("09:30"));
    const starts = (await rescheduleSlots(t.db, { me: f.anna, meetingId: meeting.id, now })).map((s) => s.start);
    expect(starts).not.toContain(at("09:00")); // over already
    expect(starts).not.toContain(at("10:00")); // the meeting's own slot
    expect(starts).not.toContain(at("11:00")); // the representative meets Bruno
    expect(starts).not.toContain(at("12:30")); // the representative blocked it
    expect(starts).toContain(at("10:30"));
    expect(starts).toContain(at("13:00"));
    // The partner is offered the same slots.
    expect((await rescheduleSlots(t.db, { me: f.rep, meetingId: meeting.id, now })).map((s) => s.start)).toEqual(
      starts,
    );
    await expect(rescheduleSlots(t.db, { me: f.bruno, meetingId: meeting.id, now })).rejects.toEqual(
      appError("not_found", MEETING_MESSAGES.meetingNotFound),
    );
  });

  it("blocks Tuesday afternoon in one action and unblocks it in one", async () => {
    const block = await blockDayPart(t.db, { me: f.rep, date: "2026-12-08", part: "afternoon" });
    expect(block).toMatchObject({ start: at("12:00"), end: at("18:00") });
    expect(block.slots).toHaveLength(12);
    expect(heard.messages).toEqual([
      { type: "user.changed", userId: f.rep.userId, eventId: f.eventId, resource: "schedule", reload: true },
    ]);
    await expect(requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("15:30")) })).rejects.toEqual(
      appError("conflict", MEETING_MESSAGES.slotBlocked),
    );

    const schedule = await mySchedule(t.db, { me: f.rep });
    expect(schedule.timeZone).toBe("Europe/Berlin");
    expect(schedule.days.map((d) => [d.date, d.slots.length])).toEqual([
      ["2026-12-07", 16],
      ["2026-12-08", 16],
      ["2026-12-09", 16],
    ]);
    const tuesday = schedule.days[1].slots;
    expect(tuesday.filter((s) => s.status === "blocked").every((s) => s.blockId === block.id)).toBe(true);
    expect(tuesday.map((s) => s.status).join(" ")).toBe(
      `${Array(4).fill("available").join(" ")} ${Array(12).fill("blocked").join(" ")}`,
    );
    expect(schedule.blocks).toEqual([{ ...block }]);

    await unblockTime(t.db, { me: f.rep, blockId: block.id });
    expect((await holdsOf(t.db, f.eventId)).length).toBe(0);
    await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("15:30")) });
    await expect(unblockTime(t.db, { me: f.rep, blockId: block.id })).rejects.toEqual(
      appError("not_found", MEETING_MESSAGES.blockNotFound),
    );
  });

  it("keeps a meeting inside a new block, and blocks its slot once the meeting lets go of it", async () => {
    const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("12:30")) });
    await confirmMeeting(t.db, { me: f.rep, meetingId: id });
    const block = await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("14:00") });
    expect(block.slots.map((s) => s.start)).toEqual([at("12:00"), at("13:00"), at("13:30")]);
    const own = (await mySchedule(t.db, { me: f.rep })).days[1].slots;
    expect(own.find((s) => s.start === at("12:30"))).toMatchObject({ status: "busy", meetingId: id, hold: "meeting" });
    // Moving the meeting out gives its old slot to the block.
    await rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at("16:00") });
    await acceptMeeting(t.db, { me: f.anna, meetingId: id });
    const after = (await mySchedule(t.db, { me: f.rep })).days[1].slots;
    expect(after.find((s) => s.start === at("12:30"))).toMatchObject({ status: "blocked", blockId: block.id });
    expect(after.find((s) => s.start === at("16:00"))).toMatchObject({ status: "busy", meetingId: id });
  });

  it("lets an overlapping block take over the slots of one removed", async () => {
    const first = await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("14:00") });
    const second = await blockTime(t.db, { me: f.rep, start: at("13:00"), end: at("15:00") });
    expect(second.slots.map((s) => s.start)).toEqual([at("14:00"), at("14:30")]);
    await unblockTime(t.db, { me: f.rep, blockId: first.id });
    const holds = await holdsOf(t.db, f.eventId);
    expect(holds.map((h) => [h.slot_start, h.block_id])).toEqual([
      [at("13:00"), second.id],
      [at("13:30"), second.id],
      [at("14:00"), second.id],
      [at("14:30"), second.id],
    ]);
  });

  it("blocks the slots a range crossing slot borders touches", async () => {
    const block = await blockTime(t.db, { me: f.rep, start: at("12:10"), end: at("13:05") });
    expect(block.slots.map((s) => s.start)).toEqual([at("12:00"), at("12:30"), at("13:00")]);
  });

  it("refuses blocks outside the meeting hours, backwards, and from visitors", async () => {
    await expect(blockTime(t.db, { me: f.rep, start: at("17:00"), end: at("19:00") })).rejects.toEqual(
      appError("invalid", MEETING_MESSAGES.outsideHours),
    );
    await expect(blockTime(t.db, { me: f.rep, start: at("14:00"), end: at("12:00") })).rejects.toEqual(
      appError("invalid", MEETING_MESSAGES.emptyRange),
    );
    await expect(blockDayPart(t.db, { me: f.rep, date: "2026-12-10", part: "morning" })).rejects.toEqual(
      appError("invalid", MEETING_MESSAGES.outsideHours),
    );
    await expect(blockTime(t.db, { me: f.anna, start: at("12:00"), end: at("13:00") })).rejects.toEqual(
      appError("forbidden", MEETING_MESSAGES.blockingNotAllowed),
    );
    expect(await holdsOf(t.db, f.eventId)).toEqual([]);
  });

  it("never removes another person's block", async () => {
    const block = await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("13:00") });
    await expect(unblockTime(t.db, { me: f.rep2, blockId: block.id })).rejects.toEqual(
      appError("not_found", MEETING_MESSAGES.blockNotFound),
    );
    expect(await holdsOf(t.db, f.eventId)).toHaveLength(2);
  });

  it("books the night clocks change by the event's clock, each real hour a slot of its own", async () => {
    const night = await meetingsFixture(t.db, {
      schedule: { days: ["2026-03-29", "2026-10-25"], opens: "00:00", closes: "06:00", slotMinutes: 60 },
    });
    const spring = (await mySchedule(t.db, { me: night.rep })).days[0].slots;
    expect(spring.map((s) => utcToWallClock(s.start, "Europe/Berlin").time)).toEqual([
      "00:00",
      "01:00",
      "03:00",
      "04:00",
      "05:00",
    ]);
    // 02:30 does not exist that night: it is 03:30, which is not on the grid.
    await expect(
      requestMeeting(t.db, { me: night.anna, form: bookingForm(night.rep.personId, "2026-03-29T02:30:00+01:00") }),
    ).rejects.toEqual(appError("invalid", MEETING_MESSAGES.offGrid));

    // 02:00 comes twice in October: two slots, two meetings at once on the clock, an hour apart.
    const summer = "2026-10-25T02:00:00+02:00";
    const winter = "2026-10-25T02:00:00+01:00";
    const a = await requestMeeting(t.db, { me: night.anna, form: bookingForm(night.rep.personId, summer) });
    const b = await requestMeeting(t.db, { me: night.bruno, form: bookingForm(night.rep.personId, winter) });
    expect([a.start, b.start]).toEqual(["2026-10-25T00:00:00.000Z", "2026-10-25T01:00:00.000Z"]);
    expect(wallClockToUtc("2026-10-25", "02:00", "Europe/Berlin").toISOString()).toBe(a.start);
    const autumn = (await mySchedule(t.db, { me: night.rep })).days[1].slots;
    expect(autumn).toHaveLength(7);
    expect(autumn.filter((s) => s.status === "busy").map((s) => s.meetingId)).toEqual([a.id, b.id]);
    await cancelMeeting(t.db, { me: night.anna, meetingId: a.id });
    expect((await mySchedule(t.db, { me: night.rep })).days[1].slots.filter((s) => s.status === "busy")).toHaveLength(
      1,
    );
  });
});
