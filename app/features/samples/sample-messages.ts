import { defineMessages } from "~/lib/messages";

// The sample API's messages: the English it sends and the key of
// locales/<lng>/samples.json "errors" a page shows. No zod here: the product
// page's button loads this, and it must stay small.

export const SAMPLE_MESSAGES = defineMessages("samples:errors", {
  productNotFound: "This product is not at this event.",
  notInCart: "This product is not in your sample cart.",
  emptyCart: "Your sample cart is empty.",
  messageTooLong: "A message can have at most 2,000 characters.",
});
