import { defineMessages } from "~/lib/messages";

// The refusals of content pages (locales/<lng>/content.json "errors"),
// defined once beside their rules: the editor shows them in the organizer's
// language, the API's English is the text here.

export const CONTENT_MESSAGES = defineMessages("content:errors", {
  slugInvalid: "Use lowercase letters, digits and hyphens only (for example data-privacy).",
  slugTaken: "There is already a page with this address.",
  slugRequired: "Please enter the page's address.",
  titleTooLong: "The title is too long: at most 200 characters.",
  bodyTooLong: "The text is too long: at most 100,000 characters.",
  draftConflict: "Someone else changed this draft in the meantime. Reload to see their version before you go on.",
  publishConflict: "The draft changed while it was being published. Please publish again.",
  nothingToPublish: "There is nothing to publish yet: write a title or a text first.",
  imageRequired: "Please choose an image to upload.",
});
