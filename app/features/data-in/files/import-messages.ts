import { defineMessages } from "~/lib/messages";

// The words of an import's report (locales/<lng>/organizer.json "import.errors"),
// per row and column, in the organizer's language; and of a file refused as
// a whole ({{line}} and {{limit}} are the refusal's `params`).

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
  fieldCount:
    "This row has a different number of fields than the header line: a value with the delimiter in it needs double quotes.",
  undecodable:
    "This cell has characters that could not be read in the chosen encoding. Please choose another encoding.",
  tooManyColumns: "Row {{line}} has more than {{limit}} columns.",
  cellTooLong: "Row {{line}} has a cell of more than {{limit}} characters.",
  cellTooLongInFile: "The file has a cell of more than {{limit}} characters.",
  tooManyRows: "The file has more than {{limit}} rows. Please split it.",
  xlsxTooLarge: "The spreadsheet unpacks to more than {{limit}} MB. Please split it or save it as CSV.",
  jsonTooLarge: "A JSON file may have at most {{limit}} MB. Please save larger files as CSV or XLSX.",
  xlsxUnreadable: "This file could not be read as an XLSX spreadsheet.",
  xlsxNoAddress:
    "Row {{line}} of the spreadsheet gives its cells no positions. Please save it again in Excel or LibreOffice, or as CSV.",
});
