import { defineMessages } from "~/lib/messages";

// Who the signed-in user is at an event, and why booking is refused when
// they are no one there (docs/product/meetings.md): the product's exact
// words, under locales/<lng>/meetings.json "errors" with the meetings' other
// refusals, which include these.

export const PARTICIPANT_MESSAGES = defineMessages("meetings:errors", {
  emailNotRegistered: "Email address not registered for meeting booking",
  emailNotApproved: "The email you logged in with is not approved for meeting booking.",
  notApprovedAdvice: "Log in with another email address or contact the organizer.",
  notLoggedIn: "We can't load the meeting details because you are not logged in.",
});
