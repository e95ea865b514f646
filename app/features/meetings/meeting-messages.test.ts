import { describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "./meeting-messages";

// The product's exact words (docs/product/meetings.md); that each is in all
// five languages is app/features/refusal-messages.test.ts's job.

describe("meeting messages", () => {
  it.each([
    ["emailNotRegistered", "Email address not registered for meeting booking"],
    ["emailNotApproved", "The email you logged in with is not approved for meeting booking."],
    ["notLoggedIn", "We can't load the meeting details because you are not logged in."],
    ["slotTaken", "This timeslot is no longer available."],
    ["messageRequired", "Please provide a message to your partner."],
    ["telephoneRequired", "Please enter your telephone number."],
    ["shareContactDetailsRequired", "You must agree to share your contact details."],
    ["termsRequired", "You must accept the terms and conditions."],
    ["bookingError", "Error booking a meeting"],
    ["rescheduleError", "Reschedule error"],
    ["noAttendees", "No attendees found"],
  ] as const)("%s says %j", (name, text) => {
    expect(MEETING_MESSAGES[name]).toEqual({ key: `meetings:errors.${name}`, text });
  });

  it("has a message for booking switched off, a refused transition, a blocked slot and a time outside the hours", () => {
    for (const name of ["bookingDisabled", "notAllowed", "slotBlocked", "outsideHours", "offGrid"] as const) {
      expect(MEETING_MESSAGES[name].key).toBe(`meetings:errors.${name}`);
      expect(MEETING_MESSAGES[name].text).not.toBe("");
    }
  });
});
