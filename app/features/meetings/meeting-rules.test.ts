import { describe, expect, it } from "vitest";
import { rep, visitor } from "../../../tests/support/people-privacy";
import { isBookingOn, mayBlockTime, mayViewContactDetails, meetingRequestRefusal } from "./meeting-rules";

describe("booking switch", () => {
  it("is on only for the string true", () => {
    expect(isBookingOn({ meetingBooking: "true" })).toBe(true);
    for (const value of ["false", "TRUE", "True", " true", "1", "yes", ""])
      expect(isBookingOn({ meetingBooking: value }), value).toBe(false);
  });
});

describe("who may request a meeting with whom", () => {
  it("lets a visitor ask a representative, and a representative anyone", () => {
    expect(meetingRequestRefusal(visitor("v0"), rep("r1"))).toBeNull();
    expect(meetingRequestRefusal(rep("r0"), rep("r1"))).toBeNull();
    expect(meetingRequestRefusal(rep("r0"), visitor("v1"))).toBeNull();
  });

  it("treats a visitor a visitor may not see as not found", () => {
    expect(meetingRequestRefusal(visitor("v0"), visitor("v1"))).toBe("personNotFound");
    expect(meetingRequestRefusal(rep("r0"), visitor("v1", null, false))).toBe("personNotFound");
  });

  it("refuses when the partner does not accept meetings from the requester's role", () => {
    const seenByVisitors = visitor("v1", { visibleToRoles: ["REPRESENTATIVE", "VISITOR"] });
    expect(meetingRequestRefusal(visitor("v0"), seenByVisitors)).toBe("notAccepted");
    const repsOnly = rep("r1", { acceptsMeetingsFrom: ["REPRESENTATIVE"] });
    expect(meetingRequestRefusal(visitor("v0"), repsOnly)).toBe("notAccepted");
    expect(meetingRequestRefusal(rep("r0"), repsOnly)).toBeNull();
  });

  it("refuses a meeting with oneself", () => {
    expect(meetingRequestRefusal(rep("r1"), rep("r1"))).toBe("ownMeeting");
  });
});

describe("blocking time and contact details", () => {
  it("lets representatives block time, not visitors", () => {
    expect(mayBlockTime({ kind: "representative" })).toBe(true);
    expect(mayBlockTime({ kind: "attendee" })).toBe(false);
  });

  it("shows contact details only after a confirmed meeting in which they agreed to share", () => {
    expect(mayViewContactDetails([{ status: "confirmed", sharedByThem: true }])).toBe(true);
    expect(mayViewContactDetails([{ status: "confirmed", sharedByThem: false }])).toBe(false);
    expect(mayViewContactDetails([{ status: "requested", sharedByThem: true }])).toBe(false);
    expect(mayViewContactDetails([{ status: "rescheduled", sharedByThem: true }])).toBe(false);
    expect(mayViewContactDetails([{ status: "cancelled", sharedByThem: true }])).toBe(false);
    expect(
      mayViewContactDetails([
        { status: "cancelled", sharedByThem: true },
        { status: "confirmed", sharedByThem: true },
      ]),
    ).toBe(true);
    expect(mayViewContactDetails([])).toBe(false);
  });
});
