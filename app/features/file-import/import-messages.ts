import { defineMessages } from "~/lib/messages";

// The words of an import's report (locales/<lng>/organizer.json "import.errors"),
// per row and column, in the organizer's language.

export const IMPORT_MESSAGES = defineMessages("organizer:import.errors", {
  required: "This is a required field",
  invalid: "This doesn't look valid.",
  invalidId: "This doesn't look valid: an id has exactly 24 characters.",
  missingColumn: "The file has no column for this required field.",
  conflict: "Another row gives this exhibitor other details.",
  duplicate: "Another row has the same product id.",
});
