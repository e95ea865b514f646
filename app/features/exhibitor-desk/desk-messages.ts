import { defineMessages } from "~/lib/messages";

// The desk's refusals: the English the API would send and the key of
// locales/<lng>/desk.json "errors" a page shows.

export const DESK_MESSAGES = defineMessages("desk:errors", {
  requestNotFound: "This sample request is not one of your exhibitor's.",
  requestChanged:
    "Someone at your stand changed this sample request in the meantime. Its current status is shown; please check it and save again.",
  noteTooLong: "A note can have at most 1,000 characters.",
  invalidStatus: "Choose open, sent or declined.",
});

/** What the desk says when a change is saved (locales/<lng>/desk.json "samples"). */
export const DESK_NOTICES = defineMessages("desk:samples", {
  saved: "Saved: the request is now {{status}}.",
});

/** What the desk's Leads section says when a score or note is saved (locales/<lng>/desk.json "leads"). */
export const DESK_LEAD_NOTICES = defineMessages("desk:leads", {
  saved: "Saved.",
});
