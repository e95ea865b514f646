import { defineMessages } from "~/lib/messages";

// The refusals of an event's own writes, shown in the organizer console
// (locales/<lng>/organizer.json "errors").

export const EVENT_MESSAGES = defineMessages("organizer:errors", {
  settingsChanged:
    "These settings were changed by someone else in the meantime. Reload to see their values, then make your change again.",
});
