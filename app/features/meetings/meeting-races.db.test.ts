import { beforeEach, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { COMMON_MESSAGES } from "~/lib/messages";
import {
  at,
  bookingForm,
  holdsOf,
  type MeetingsFixture,
  manyAttendees,
  meetingsFixture,
} from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { cancelMeeting, confirmMeeting, rescheduleMeeting } from "./meeting-actions.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { getMeeting, requestMeeting } from "./meetings.server";
import { blockDayPart } from "./schedule.server";

// The database decides every race (docs/meetings.md "Slot holds"): many
// people acting at once leave exactly the outcome of some serial order, on
// SQLite and on PostgreSQL.

const refusalKey = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected" && result.reason instanceof AppError ? result.reason.messageKey : "fulfilled";

describeEachDialect("meeting races", (t) => {
  let f: MeetingsFixture;
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
  });

  it("leaves exactly one meeting of 200 concurrent requests for one person's slot", async () => {
    const requesters = await manyAttendees(t.db, f.eventId, 200);
    const started = performance.now();
    const results = await Promise.allSettled(
      requesters.map((me) => requestMeeting(t.db, { me, form: bookingForm(f.rep.personId, at("10:00")) })),
    );
    const ms = performance.now() - started;
    console.log(`[${t.dialect}] 200 concurrent requests for one slot: ${ms.toFixed(0)} ms`);

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refusals = results.filter((r) => r.status === "rejected").map(refusalKey);
    expect(refusals).toHaveLength(199);
    expect(new Set(refusals)).toEqual(new Set([MEETING_MESSAGES.slotTaken.key]));
    const meetings = await t.db
      .selectFrom("meetings")
      .select("requester_id")
      .where("event_id", "=", f.eventId)
      .execute();
    expect(meetings).toHaveLength(1);
    const holds = await holdsOf(t.db, f.eventId);
    expect(holds.map((h) => h.person_id).sort()).toEqual([f.rep.personId, meetings[0].requester_id].sort());
  });

  it("lets confirm and cancel racing each other end in a state some order of them explains", async () => {
    for (let round = 0; round < 10; round++) {
      const time = at(`${10 + (round % 8)}:${round < 8 ? "00" : "30"}`);
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, time) });
      const [confirm, cancel] = await Promise.allSettled([
        confirmMeeting(t.db, { me: f.rep, meetingId: id }),
        cancelMeeting(t.db, { me: f.anna, meetingId: id }),
      ]);
      const meeting = await getMeeting(t.db, { me: f.anna, meetingId: id });
      const holds = (await holdsOf(t.db, f.eventId)).filter((h) => h.meeting_id === id);
      if (cancel.status === "fulfilled") {
        // Cancelled last, whether or not the confirmation came first.
        expect(meeting.status).toBe("cancelled");
        expect(holds).toEqual([]);
        if (confirm.status === "rejected")
          expect([MEETING_MESSAGES.notAllowed.key, COMMON_MESSAGES.conflict.key]).toContain(refusalKey(confirm));
      } else {
        expect(confirm.status).toBe("fulfilled");
        expect(refusalKey(cancel)).toBe(COMMON_MESSAGES.conflict.key);
        expect(meeting.status).toBe("confirmed");
        expect(holds).toHaveLength(2);
      }
      const successes = [confirm, cancel].filter((r) => r.status === "fulfilled").length;
      expect(meeting.history).toHaveLength(1 + successes);
      expect(meeting.sequence).toBe(1 + successes);
      if (meeting.status === "cancelled") await cancelMeeting(t.db, { me: f.anna, meetingId: id }).catch(() => {});
    }
  });

  it("lets both sides rescheduling at once leave one proposal, held for both", async () => {
    const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
    await confirmMeeting(t.db, { me: f.rep, meetingId: id });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled([
        rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at(`${11 + round}:00`) }),
        rescheduleMeeting(t.db, { me: f.anna, meetingId: id, start: at(`${11 + round}:30`) }),
      ]);
      expect(results.some((r) => r.status === "fulfilled")).toBe(true);
      for (const result of results)
        if (result.status === "rejected") expect(refusalKey(result)).toBe(COMMON_MESSAGES.conflict.key);
      const meeting = await getMeeting(t.db, { me: f.rep, meetingId: id });
      const holds = await holdsOf(t.db, f.eventId);
      expect(meeting.status).toBe("rescheduled");
      expect(holds.filter((h) => h.kind === "proposal").map((h) => h.slot_start)).toEqual([
        meeting.proposal?.start,
        meeting.proposal?.start,
      ]);
      expect(holds.filter((h) => h.kind === "meeting").map((h) => h.slot_start)).toEqual([at("10:00"), at("10:00")]);
    }
  });

  it("lets two meetings rescheduled onto one person's same slot at once leave exactly one there", async () => {
    const first = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
    const second = await requestMeeting(t.db, { me: f.bruno, form: bookingForm(f.rep.personId, at("10:30")) });
    for (let round = 0; round < 5; round++) {
      const start = at(`${12 + round}:00`);
      const results = await Promise.allSettled([
        rescheduleMeeting(t.db, { me: f.rep, meetingId: first.id, start }),
        rescheduleMeeting(t.db, { me: f.rep, meetingId: second.id, start }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(refusalKey(results.find((r) => r.status === "rejected")!)).toBe(MEETING_MESSAGES.slotTaken.key);
      const repHolds = (await holdsOf(t.db, f.eventId)).filter(
        (h) => h.person_id === f.rep.personId && h.slot_start === start,
      );
      expect(repHolds).toHaveLength(1);
    }
  });

  it("lets a blocked afternoon and requests for its slots racing each other never both take a slot", async () => {
    const requesters = await manyAttendees(t.db, f.eventId, 12);
    const outcomes: string[] = [];
    // The block joins the requests at a different point each day, so that they meet it at different stages.
    for (const [date, position] of [
      ["2026-12-07", 0],
      ["2026-12-08", 6],
      ["2026-12-09", 12],
    ] as const) {
      const afternoon = Array.from({ length: 12 }, (_, i) =>
        at(`${12 + Math.floor(i / 2)}:${i % 2 ? "30" : "00"}`, date),
      );
      const request = (i: number) =>
        requestMeeting(t.db, { me: requesters[i], form: bookingForm(f.rep.personId, afternoon[i]) });
      const before = Array.from({ length: position }, (_, i) => request(i));
      const blocking = blockDayPart(t.db, { me: f.rep, date, part: "afternoon" });
      const after = Array.from({ length: 12 - position }, (_, i) => request(position + i));
      const [block, ...requests] = await Promise.allSettled([blocking, ...before, ...after]);
      expect(block.status).toBe("fulfilled");
      const blocked = block.status === "fulfilled" ? block.value.slots.map((s) => s.start) : [];
      const booked = requests.flatMap((r) => (r.status === "fulfilled" ? [r.value.start] : []));
      for (const refused of requests.filter((r) => r.status === "rejected"))
        expect(refusalKey(refused)).toBe(MEETING_MESSAGES.slotBlocked.key);
      // Every afternoon slot went to exactly one of the two.
      expect([...blocked, ...booked].sort()).toEqual(afternoon);
      const repHolds = (await holdsOf(t.db, f.eventId)).filter(
        (h) => h.person_id === f.rep.personId && afternoon.includes(h.slot_start),
      );
      expect(repHolds.map((h) => [h.slot_start, h.kind]).sort()).toEqual(
        [...blocked.map((s) => [s, "block"]), ...booked.map((s) => [s, "meeting"])].sort(),
      );
      outcomes.push(`${date}: ${blocked.length} blocked, ${booked.length} booked`);
    }
    console.log(`[${t.dialect}] block against requests: ${outcomes.join("; ")}`);
  });
});
