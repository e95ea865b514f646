import { defineMessages } from "~/lib/messages";

// The refusals of writes to an event itself (its settings, its organizers), shown in the organizer console
// (locales/<lng>/organizer.json "errors").

export const EVENT_MESSAGES = defineMessages("organizer:errors", {
  settingsChanged:
    "These settings were changed by someone else in the meantime. Reload to see their values, then make your change again.",
  lastOrganizer: "An event keeps at least one organizer: add another before you remove this one.",
  notOrganizer: "This person is not an organizer of this event.",
});
