import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { COMMON_MESSAGES } from "~/lib/messages";
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
import {
  acceptMeeting,
  cancelMeeting,
  confirmMeeting,
  declineMeeting,
  rescheduleMeeting,
} from "./meeting-actions.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { MEETING_LABELS } from "./meeting-states";
import { getMeeting, listMeetings, requestMeeting } from "./meetings.server";
import { blockTime } from "./schedule.server";

describeEachDialect("meetings", (t) => {
  let f: MeetingsFixture;
  const heard = listenToUserChanges();
  afterAll(() => heard.stop());
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    heard.messages.length = 0;
  });

  describe("requesting", () => {
    it("stores the meeting at the suggested slot, holds it for both people and tells both", async () => {
      const meeting = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      expect(meeting).toMatchObject({
        status: "requested",
        mySide: "requester",
        awaiting: "partner",
        labels: { status: MEETING_LABELS.requestedByMe, responseRequired: null },
        start: "2026-12-08T09:00:00.000Z",
        end: "2026-12-08T09:30:00.000Z",
        place: "B12",
        message: "Shall we taste your Rieslings?",
        sequence: 1,
        counterpart: { id: f.rep.personId, name: "Rita Rep", role: "REPRESENTATIVE", tableNumber: "B12" },
      });
      expect((await holdsOf(t.db, f.eventId)).map((h) => [h.person_id, h.slot_start, h.kind])).toEqual(
        [
          [f.anna.personId, "2026-12-08T09:00:00.000Z", "meeting"],
          [f.rep.personId, "2026-12-08T09:00:00.000Z", "meeting"],
        ].sort((a, b) => a[0].localeCompare(b[0])),
      );
      const seen = await getMeeting(t.db, { me: f.rep, meetingId: meeting.id });
      expect(seen).toMatchObject({
        mySide: "partner",
        labels: { status: MEETING_LABELS.requested, responseRequired: MEETING_LABELS.responseRequired },
        history: [{ version: 1, action: "request", actorSide: "requester", status: "requested" }],
      });
      expect(heard.messages.map((m) => [m.userId, m.resource, (m.set as { mySide: string }[])[0].mySide])).toEqual([
        [f.anna.userId, "meetings", "requester"],
        [f.rep.userId, "meetings", "partner"],
      ]);
    });

    it("stores nothing when the form fails, and names every field", async () => {
      const form = { ...bookingForm(f.rep.personId, at("10:00")), message: " ", acceptTerms: false as true };
      const error = await requestMeeting(t.db, { me: f.anna, form }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ZodError);
      expect((error as ZodError).issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["message", MEETING_MESSAGES.messageRequired.key],
        ["acceptTerms", MEETING_MESSAGES.termsRequired.key],
      ]);
      expect(await t.db.selectFrom("meetings").selectAll().where("event_id", "=", f.eventId).execute()).toEqual([]);
      expect(await holdsOf(t.db, f.eventId)).toEqual([]);
      expect(heard.messages).toEqual([]);
    });

    it("refuses while booking is off for the event", async () => {
      const off = await meetingsFixture(t.db, { settings: { meetingBooking: "false" } });
      await expect(
        requestMeeting(t.db, { me: off.anna, form: bookingForm(off.rep.personId, at("10:00")) }),
      ).rejects.toEqual(appError("disabled", MEETING_MESSAGES.bookingDisabled));
    });

    it("refuses times outside the meeting hours or off the slot grid", async () => {
      await expect(
        requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("09:30")) }),
      ).rejects.toEqual(appError("invalid", MEETING_MESSAGES.outsideHours));
      await expect(
        requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00", "2026-12-10")) }),
      ).rejects.toEqual(appError("invalid", MEETING_MESSAGES.outsideHours));
      await expect(
        requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:10")) }),
      ).rejects.toEqual(appError("invalid", MEETING_MESSAGES.offGrid));
    });

    it("follows who may ask whom", async () => {
      // A visitor does not see another visitor: as if absent.
      await expect(
        requestMeeting(t.db, { me: f.anna, form: bookingForm(f.bruno.personId, at("10:00")) }),
      ).rejects.toEqual(appError("not_found", MEETING_MESSAGES.personNotFound));
      await expect(
        requestMeeting(t.db, { me: f.anna, form: bookingForm("f".repeat(24), at("10:00")) }),
      ).rejects.toEqual(appError("not_found", MEETING_MESSAGES.personNotFound));
      await expect(requestMeeting(t.db, { me: f.rep, form: bookingForm(f.rep.personId, at("10:00")) })).rejects.toEqual(
        appError("invalid", MEETING_MESSAGES.ownMeeting),
      );
      // A representative may ask a visitor.
      const meeting = await requestMeeting(t.db, { me: f.rep, form: bookingForm(f.anna.personId, at("11:00")) });
      expect(meeting.place).toBe("B12");
    });

    it("refuses a slot the partner already has, or blocked, in the visitor's words", async () => {
      await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      await expect(
        requestMeeting(t.db, { me: f.bruno, form: bookingForm(f.rep.personId, at("10:00")) }),
      ).rejects.toEqual(appError("conflict", MEETING_MESSAGES.slotTaken));
      await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("13:00") });
      await expect(
        requestMeeting(t.db, { me: f.bruno, form: bookingForm(f.rep.personId, at("12:30")) }),
      ).rejects.toEqual(appError("conflict", MEETING_MESSAGES.slotBlocked));
      // The requester cannot be in two meetings at once either.
      await expect(
        requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep2.personId, at("10:00")) }),
      ).rejects.toEqual(appError("conflict", MEETING_MESSAGES.slotTaken));
      expect(await t.db.selectFrom("meetings").select("id").where("event_id", "=", f.eventId).execute()).toHaveLength(
        1,
      );
    });
  });

  describe("answering", () => {
    it("lets the partner confirm; only the partner", async () => {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      await expect(confirmMeeting(t.db, { me: f.anna, meetingId: id })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.notAllowed),
      );
      heard.messages.length = 0;
      const confirmed = await confirmMeeting(t.db, { me: f.rep, meetingId: id, shareContactDetails: true });
      expect(confirmed).toMatchObject({ status: "confirmed", awaiting: null, sequence: 2, mySide: "partner" });
      expect(heard.messages.map((m) => m.userId)).toEqual([f.anna.userId, f.rep.userId]);
      await expect(confirmMeeting(t.db, { me: f.rep, meetingId: id })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.notAllowed),
      );
      expect(await holdsOf(t.db, f.eventId)).toHaveLength(2);
    });

    it("declines a request: cancelled by the partner, shown as declined, slots free", async () => {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      const declined = await declineMeeting(t.db, { me: f.rep, meetingId: id });
      expect(declined).toMatchObject({ status: "cancelled", cancelledBy: "partner", declined: true });
      const seen = await getMeeting(t.db, { me: f.anna, meetingId: id });
      expect(seen.labels.status).toBe(MEETING_LABELS.declined);
      expect(await holdsOf(t.db, f.eventId)).toEqual([]);
      // The slot can be booked again.
      await requestMeeting(t.db, { me: f.bruno, form: bookingForm(f.rep.personId, at("10:00")) });
    });

    it("leaves the time to the partner, who proposes one that the requester accepts", async () => {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, null) });
      expect(await holdsOf(t.db, f.eventId)).toEqual([]);
      await expect(confirmMeeting(t.db, { me: f.rep, meetingId: id })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.slotRequired),
      );
      const proposed = await rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at("15:00") });
      expect(proposed).toMatchObject({
        status: "rescheduled",
        start: null,
        proposal: { start: at("15:00"), by: "partner" },
        awaiting: "requester",
      });
      expect((await holdsOf(t.db, f.eventId)).map((h) => h.kind)).toEqual(["proposal", "proposal"]);
      const accepted = await acceptMeeting(t.db, { me: f.anna, meetingId: id });
      expect(accepted).toMatchObject({ status: "confirmed", start: at("15:00"), proposal: null, awaiting: null });
      expect((await holdsOf(t.db, f.eventId)).map((h) => [h.kind, h.slot_start])).toEqual([
        ["meeting", at("15:00")],
        ["meeting", at("15:00")],
      ]);
    });
  });

  describe("rescheduling", () => {
    async function confirmedAt(time: string) {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at(time)) });
      await confirmMeeting(t.db, { me: f.rep, meetingId: id });
      return id;
    }

    it("holds the new slot for both until the other side accepts, then frees the old one", async () => {
      const id = await confirmedAt("10:00");
      await rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at("11:00") });
      expect((await holdsOf(t.db, f.eventId)).map((h) => [h.kind, h.slot_start])).toEqual([
        ["meeting", at("10:00")],
        ["proposal", at("11:00")],
        ["meeting", at("10:00")],
        ["proposal", at("11:00")],
      ]);
      const waiting = await listMeetings(t.db, { me: f.anna, now: new Date("2026-12-01T00:00:00Z") });
      expect(waiting.needsResponse.map((m) => [m.id, m.labels.responseRequired])).toEqual([
        [id, MEETING_LABELS.responseRequired],
      ]);
      const moved = await acceptMeeting(t.db, { me: f.anna, meetingId: id });
      expect(moved).toMatchObject({ status: "confirmed", start: at("11:00"), end: at("11:30"), sequence: 4 });
      expect((await holdsOf(t.db, f.eventId)).map((h) => [h.kind, h.slot_start])).toEqual([
        ["meeting", at("11:00")],
        ["meeting", at("11:00")],
      ]);
      const { history } = await getMeeting(t.db, { me: f.rep, meetingId: id });
      expect(history.map((h) => [h.action, h.actorSide, h.status, h.start])).toEqual([
        ["request", "requester", "requested", at("10:00")],
        ["confirm", "partner", "confirmed", at("10:00")],
        ["reschedule", "partner", "rescheduled", at("10:00")],
        ["accept", "requester", "confirmed", at("11:00")],
      ]);
    });

    it("keeps the meeting as it was when the new slot is declined", async () => {
      const id = await confirmedAt("10:00");
      await rescheduleMeeting(t.db, { me: f.anna, meetingId: id, start: at("11:00") });
      await expect(declineMeeting(t.db, { me: f.anna, meetingId: id })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.notAllowed),
      );
      const kept = await declineMeeting(t.db, { me: f.rep, meetingId: id });
      expect(kept).toMatchObject({ status: "confirmed", start: at("10:00"), proposal: null, awaiting: null });
      expect((await holdsOf(t.db, f.eventId)).map((h) => [h.kind, h.slot_start])).toEqual([
        ["meeting", at("10:00")],
        ["meeting", at("10:00")],
      ]);
    });

    it("replaces an earlier proposal, refuses the current slot, and refuses a taken one", async () => {
      const id = await confirmedAt("10:00");
      await expect(rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at("10:00") })).rejects.toEqual(
        appError("invalid", MEETING_MESSAGES.sameSlot),
      );
      await rescheduleMeeting(t.db, { me: f.rep, meetingId: id, start: at("11:00") });
      await rescheduleMeeting(t.db, { me: f.anna, meetingId: id, start: at("12:00") });
      expect((await holdsOf(t.db, f.eventId)).filter((h) => h.kind === "proposal").map((h) => h.slot_start)).toEqual([
        at("12:00"),
        at("12:00"),
      ]);
      await requestMeeting(t.db, { me: f.bruno, form: bookingForm(f.rep.personId, at("13:00")) });
      await expect(rescheduleMeeting(t.db, { me: f.anna, meetingId: id, start: at("13:00") })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.slotTaken),
      );
      // The failed proposal changed nothing: the 12:00 one still stands.
      expect((await getMeeting(t.db, { me: f.anna, meetingId: id })).proposal?.start).toBe(at("12:00"));
    });

    it("frees everything a cancelled meeting held, and a block covering it takes the slot back", async () => {
      const id = await confirmedAt("12:00");
      await rescheduleMeeting(t.db, { me: f.anna, meetingId: id, start: at("16:00") });
      const block = await blockTime(t.db, { me: f.rep, start: at("12:00"), end: at("13:00") });
      expect(block.slots.map((s) => s.start)).toEqual([at("12:30")]);
      await cancelMeeting(t.db, { me: f.anna, meetingId: id });
      expect(
        (await holdsOf(t.db, f.eventId)).map((h) => [h.person_id === f.rep.personId, h.kind, h.slot_start]),
      ).toEqual([
        [true, "block", at("12:00")],
        [true, "block", at("12:30")],
      ]);
      await expect(cancelMeeting(t.db, { me: f.rep, meetingId: id })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.notAllowed),
      );
    });
  });

  describe("reading", () => {
    it("sorts a participant's meetings into the inbox's groups", async () => {
      const now = new Date("2026-12-08T11:00:00Z"); // 12:00 in Berlin
      const past = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      const waiting = await requestMeeting(t.db, { me: f.rep, form: bookingForm(f.anna.personId, at("14:00")) });
      const sent = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep2.personId, at("15:00")) });
      const open = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, null) });
      const gone = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep2.personId, at("16:00")) });
      await cancelMeeting(t.db, { me: f.anna, meetingId: gone.id });
      const inbox = await listMeetings(t.db, { me: f.anna, now });
      expect({
        needsResponse: inbox.needsResponse.map((m) => m.id),
        upcoming: inbox.upcoming.map((m) => m.id),
        past: inbox.past.map((m) => m.id),
        cancelled: inbox.cancelled.map((m) => m.id),
      }).toEqual({ needsResponse: [waiting.id], upcoming: [sent.id, open.id], past: [past.id], cancelled: [gone.id] });
    });

    it("never reads or changes another person's meeting", async () => {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      const before = await getMeeting(t.db, { me: f.anna, meetingId: id });
      const holds = await holdsOf(t.db, f.eventId);
      heard.messages.length = 0;
      const outsider = f.bruno;
      const notFound = appError("not_found", MEETING_MESSAGES.meetingNotFound);
      await expect(getMeeting(t.db, { me: outsider, meetingId: id })).rejects.toEqual(notFound);
      await expect(confirmMeeting(t.db, { me: outsider, meetingId: id })).rejects.toEqual(notFound);
      await expect(declineMeeting(t.db, { me: outsider, meetingId: id })).rejects.toEqual(notFound);
      await expect(cancelMeeting(t.db, { me: outsider, meetingId: id })).rejects.toEqual(notFound);
      await expect(acceptMeeting(t.db, { me: outsider, meetingId: id })).rejects.toEqual(notFound);
      await expect(rescheduleMeeting(t.db, { me: outsider, meetingId: id, start: at("11:00") })).rejects.toEqual(
        notFound,
      );
      // The same person at another event is someone else.
      const elsewhere = await meetingsFixture(t.db);
      await expect(getMeeting(t.db, { me: { ...f.rep, eventId: elsewhere.eventId }, meetingId: id })).rejects.toEqual(
        notFound,
      );
      expect(Object.values(await listMeetings(t.db, { me: outsider })).flat()).toEqual([]);
      expect(await getMeeting(t.db, { me: f.anna, meetingId: id })).toEqual(before);
      expect(await holdsOf(t.db, f.eventId)).toEqual(holds);
      expect(heard.messages).toEqual([]);
    });

    it("answers an unknown meeting id as not found", async () => {
      await expect(getMeeting(t.db, { me: f.anna, meetingId: "nope" })).rejects.toEqual(
        appError("not_found", MEETING_MESSAGES.meetingNotFound),
      );
    });

    it("shows an unknown stored status with the fallback label and allows nothing on it", async () => {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      await t.db.updateTable("meetings").set({ status: "tentative" }).where("id", "=", id).execute();
      const meeting = await getMeeting(t.db, { me: f.anna, meetingId: id });
      expect(meeting).toMatchObject({ status: "unknown", labels: { status: MEETING_LABELS.unknown }, awaiting: null });
      await expect(cancelMeeting(t.db, { me: f.anna, meetingId: id })).rejects.toEqual(
        appError("conflict", MEETING_MESSAGES.notAllowed),
      );
    });

    it("refuses a change made on a meeting read before someone else changed it", async () => {
      const { id } = await requestMeeting(t.db, { me: f.anna, form: bookingForm(f.rep.personId, at("10:00")) });
      // Another writer bumps the version between our read and our write.
      await t.db.updateTable("meetings").set({ version: 7 }).where("id", "=", id).execute();
      const stale = t.db.withPlugin({
        transformQuery: ({ node }) => node,
        transformResult: async ({ result }) => {
          const rows = result.rows as { id?: string; version?: number }[];
          for (const row of rows) if (row.id === id && row.version === 7) row.version = 1;
          return result;
        },
      });
      await expect(confirmMeeting(stale, { me: f.rep, meetingId: id })).rejects.toEqual(
        appError("conflict", COMMON_MESSAGES.conflict),
      );
      expect((await getMeeting(t.db, { me: f.rep, meetingId: id })).status).toBe("requested");
    });
  });
});
