import { defineMessages } from "~/lib/messages";

// Why a badge or a lead is refused (docs/leads.md), under locales/<lng>/leads.json "errors".

export const LEAD_MESSAGES = defineMessages("leads:errors", {
  notAttendee: "You have no badge at this event: you are not registered as one of its people.",
  badgeNotValid: "This badge is no longer valid.",
  notRepresentative: "Only representatives of an exhibitor at this event can scan badges.",
  leadNotFound: "This lead does not exist or belongs to another stand.",
  codeInvalid: "Type the code under the QR code: 10 letters and digits.",
  scoreInvalid: "Choose hot, warm or cold.",
  noteTooLong: "The note can be at most 2,000 characters long.",
});
