import { defineMessages } from "~/lib/messages";

// The words of an import's report (locales/<lng>/organizer.json "import.errors"),
// per row and column, in the organizer's language.

export const IMPORT_MESSAGES = defineMessages("organizer:import.errors", {
  required: "This is a required field",
  invalid: "This doesn't look valid.",
  invalidId: "This doesn't look valid: an id has exactly 24 characters.",
  missingColumn: "The file has no column for this required field.",
  conflict: "Another row gives this exhibitor other details.",
  duplicate: "Another row has the same id.",
  invalidEmail: "Please enter a valid email address.",
  tooLong: "This text is too long. Please shorten it.",
  duplicateEmail: "Another row has the same e-mail address.",
  emailTaken: "Another person of this event has this e-mail address.",
  unknownExhibitor: "No exhibitor of this event has this id.",
  otherEvent: "This id belongs to a person of another event.",
});
