import { defineMessages } from "~/lib/messages";

/** The refusals of the label sheets (locales/<lng>/labels.json "errors"). */
export const LABEL_MESSAGES = defineMessages("labels:errors", {
  forbidden: "Only the exhibitor's representatives and the event's organizers can print its labels.",
});
