import { defineMessages, type Message } from "~/lib/messages";

// The sample cart's rules (docs/product/my-catalogue.md Cart: has room, one slot left, full;
// §5, §9: at most 12 products; §8: "Cart is full", "Already in cart").
// Pure and safe in the browser: the server decides with the same functions.

export const SAMPLE_CART_LIMIT = 12;
/** The longest message a request may carry to the exhibitors. */
export const MAX_SAMPLE_MESSAGE_LENGTH = 2000;

export type CartState = "hasRoom" | "oneSlotLeft" | "full";

export const CART_MESSAGES = defineMessages("samples:errors", {
  full: "Cart is full",
  alreadyInCart: "Already in cart",
});

export function cartState(count: number, limit = SAMPLE_CART_LIMIT): CartState {
  if (count >= limit) return "full";
  return count === limit - 1 ? "oneSlotLeft" : "hasRoom";
}

/** How many more products fit. */
export function roomLeft(count: number, limit = SAMPLE_CART_LIMIT): number {
  return Math.max(0, limit - count);
}

export type AddCheck = { ok: true } | { ok: false; message: Message };

/**
 * Whether a product may go into the cart. A product already in it is
 * "Already in cart" even when the cart is full: that says more.
 */
export function checkAdd(
  items: readonly { productId: string }[],
  productId: string,
  limit = SAMPLE_CART_LIMIT,
): AddCheck {
  if (items.some((item) => item.productId === productId)) return { ok: false, message: CART_MESSAGES.alreadyInCart };
  if (cartState(items.length, limit) === "full") return { ok: false, message: CART_MESSAGES.full };
  return { ok: true };
}

/** Items by exhibitor, exhibitors in the order their first item came: each exhibitor's part of a request. */
export function groupByExhibitor<Item extends { exhibitorId: string; exhibitorName: string }>(
  items: readonly Item[],
): { exhibitorId: string; exhibitorName: string; items: Item[] }[] {
  const groups = new Map<string, { exhibitorId: string; exhibitorName: string; items: Item[] }>();
  for (const item of items) {
    let group = groups.get(item.exhibitorId);
    if (!group) {
      group = { exhibitorId: item.exhibitorId, exhibitorName: item.exhibitorName, items: [] };
      groups.set(item.exhibitorId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
