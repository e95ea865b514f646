import type { TFunction } from "~/lib/i18n";
import { cartState, roomLeft, SAMPLE_CART_LIMIT } from "./cart-rules";

/** The cart's state in words (docs/product/my-catalogue.md): "3 of 12 — room for 9 more", "One slot left", "Your cart is full". */
export function cartStateText(t: TFunction, count: number): string {
  const state = cartState(count);
  if (state === "full") return t("samples:state.full");
  if (state === "oneSlotLeft") return t("samples:state.oneSlotLeft");
  if (count === 0) return t("samples:state.empty");
  return t("samples:state.hasRoom", { count: roomLeft(count), items: count, limit: SAMPLE_CART_LIMIT });
}
