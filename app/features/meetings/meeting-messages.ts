import { PARTICIPANT_MESSAGES } from "~/features/people/participant-messages";
import { defineMessages } from "~/lib/messages";

// The refusals of meetings, the schedule and the people directory
// (docs/product/meetings.md): keys of locales/<lng>/meetings.json "errors"
// and the API's English, the product's exact words where it has them.

export const MEETING_MESSAGES = {
  ...PARTICIPANT_MESSAGES,
  ...defineMessages("meetings:errors", {
    slotTaken: "This timeslot is no longer available.",
    messageRequired: "Please provide a message to your partner.",
    messageTooLong: "Your message can have at most 2,000 characters.",
    telephoneRequired: "Please enter your telephone number.",
    shareContactDetailsRequired: "You must agree to share your contact details.",
    termsRequired: "You must accept the terms and conditions.",
    bookingError: "Error booking a meeting",
    rescheduleError: "Reschedule error",
    noAttendees: "No attendees found",
    bookingDisabled: "Meeting booking is not available for this event.",
    notAllowed: "This meeting cannot be changed this way in its current state.",
    slotRequired: "Please propose a time for this meeting first.",
    sameSlot: "Please choose a different timeslot from the current one.",
    slotBlocked: "This timeslot is blocked.",
    outsideHours: "This time is outside the event's meeting hours.",
    offGrid: "Please choose one of the event's timeslots.",
    invalidTime: "Please choose a valid time.",
    emptyRange: "The end must be after the start.",
    meetingNotFound: "Meeting not found",
    personNotFound: "No attendee or representative with this ID.",
    notAccepted: "This person does not accept meeting requests from you.",
    ownMeeting: "You cannot request a meeting with yourself.",
    blockNotFound: "This blocked time does not exist.",
    blockingNotAllowed: "Only exhibitors' representatives can block their time.",
  }),
};

/** What the schedule says when a change is saved (locales/<lng>/schedule.json "notices"). */
export const SCHEDULE_NOTICES = defineMessages("schedule:notices", {
  blocked: "Blocked: {{time}}.",
  unblocked: "Unblocked: the time is free again.",
  renewed: "Your calendar has a new link. The old one no longer works.",
  revoked: "Your calendar link no longer works.",
});
