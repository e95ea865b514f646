import { CART_MESSAGES } from "./cart-rules";

// The sample API's messages (English, like every API message) and the
// samples.json key a page shows each one with. No zod here: the product
// page's button loads this, and it must stay small.

export const SAMPLE_MESSAGES = {
  productNotFound: "This product is not at this event.",
  notInCart: "This product is not in your sample cart.",
  emptyCart: "Your sample cart is empty.",
  messageTooLong: "A message can have at most 2,000 characters.",
} as const;

const KEYS: Record<string, string> = {
  [CART_MESSAGES.full]: "errors.full",
  [CART_MESSAGES.alreadyInCart]: "errors.alreadyInCart",
  [SAMPLE_MESSAGES.productNotFound]: "errors.productNotFound",
  [SAMPLE_MESSAGES.notInCart]: "errors.notInCart",
  [SAMPLE_MESSAGES.emptyCart]: "errors.emptyCart",
  [SAMPLE_MESSAGES.messageTooLong]: "errors.messageTooLong",
};

/** The samples.json key for an API message; SPEC §8's server error for anything else. */
export function sampleMessageKey(message: string | undefined): string {
  return (message && KEYS[message]) || "common:errors.serverError";
}
