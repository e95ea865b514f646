import { describe, expect, it } from "vitest";
import { CART_MESSAGES, cartState, checkAdd, groupByExhibitor, roomLeft, SAMPLE_CART_LIMIT } from "./cart-rules";

const cart = (count: number) => Array.from({ length: count }, (_, i) => ({ productId: `p${i + 1}` }));

describe("cart rules", () => {
  it("holds at most 12 products (docs/product/my-catalogue.md)", () => {
    expect(SAMPLE_CART_LIMIT).toBe(12);
  });

  it("has room up to 10, one slot left at 11, is full at 12 and beyond", () => {
    expect([0, 1, 10, 11, 12, 13].map((n) => cartState(n))).toEqual([
      "hasRoom",
      "hasRoom",
      "hasRoom",
      "oneSlotLeft",
      "full",
      "full",
    ]);
    expect(cartState(2, 3)).toBe("oneSlotLeft");
  });

  it("counts the room left, never below zero", () => {
    expect([0, 3, 11, 12, 14].map((n) => roomLeft(n))).toEqual([12, 9, 1, 0, 0]);
  });

  it("lets a new product in while there is room, the last slot included", () => {
    expect(checkAdd([], "p1")).toEqual({ ok: true });
    expect(checkAdd(cart(11), "new")).toEqual({ ok: true });
  });

  it("refuses a 13th product with the spec's message", () => {
    expect(checkAdd(cart(12), "new")).toEqual({ ok: false, message: CART_MESSAGES.full });
    expect(CART_MESSAGES.full).toEqual({ key: "samples:errors.full", text: "Cart is full" });
  });

  it("refuses a product already in the cart, also when the cart is full", () => {
    expect(checkAdd(cart(3), "p2")).toEqual({ ok: false, message: CART_MESSAGES.alreadyInCart });
    expect(CART_MESSAGES.alreadyInCart.text).toBe("Already in cart");
    expect(checkAdd(cart(12), "p12")).toEqual({ ok: false, message: CART_MESSAGES.alreadyInCart });
  });

  it("groups items by exhibitor, in the order each exhibitor's first item came", () => {
    const items = [
      { productId: "a1", exhibitorId: "A", exhibitorName: "Alpha" },
      { productId: "b1", exhibitorId: "B", exhibitorName: "Beta" },
      { productId: "a2", exhibitorId: "A", exhibitorName: "Alpha" },
    ];
    expect(groupByExhibitor(items).map((g) => [g.exhibitorName, g.items.map((i) => i.productId)])).toEqual([
      ["Alpha", ["a1", "a2"]],
      ["Beta", ["b1"]],
    ]);
    expect(groupByExhibitor([])).toEqual([]);
  });
});
