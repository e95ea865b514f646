import { defineMessages } from "~/lib/messages";

// The organizer console's refusals (locales/<lng>/organizer.json "errors").

export const ORGANIZER_MESSAGES = defineMessages("organizer:errors", {
  settingsChanged:
    "These settings were changed by someone else in the meantime. Reload to see their values, then make your change again.",
  lastOrganizer: "An event keeps at least one organizer: add another before you remove this one.",
  notOrganizer: "This person is not an organizer of this event.",
  timeZone: "Please choose a time zone from the list.",
  meetingDay: "Meeting days must be days of the fair.",
  noMeetingDay: "Choose at least one meeting day.",
  hoursOrder: "The meeting hours must end after they start.",
  wholeSlots: "The meeting hours must be a whole number of slots.",
  slotLength: "A slot lasts from 5 to 240 minutes.",
  time: "Please enter a time as HH:MM.",
  country: "Please choose a country from the list.",
  website: "Please enter a web address starting with http:// or https://.",
  founded: "Please enter a year between 1000 and 2100.",
});
