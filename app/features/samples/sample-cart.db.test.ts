import { afterEach, describe, expect, it } from "vitest";
import { appError, listenToUserChanges } from "../../../tests/support/my-data-fixture";
import { samplesFixture, warmPool } from "../../../tests/support/samples-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { addToCart, listCart, removeFromCart } from "./sample-cart.server";
import { SAMPLE_MESSAGES } from "./sample-messages";

describeEachDialect("the sample cart", (t) => {
  let listener: ReturnType<typeof listenToUserChanges> | undefined;
  afterEach(() => listener?.stop());

  const rows = (eventId: string, userId: string) =>
    t.db
      .selectFrom("sample_cart_items")
      .select("product_id")
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .execute();

  it("holds products of the event with their names and exhibitors, oldest first, and says how full it is", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    await addToCart(t.db, { ...owner, productId: f.beta.productIds[0], now: new Date("2026-12-07T10:00:00Z") });
    const cart = await addToCart(t.db, {
      ...owner,
      productId: f.alpha.productIds[0],
      now: new Date("2026-12-07T10:05:00Z"),
    });
    expect(cart).toEqual({
      items: [
        {
          productId: f.beta.productIds[0],
          addedAt: "2026-12-07T10:00:00.000Z",
          name: "Crémant Rosé",
          exhibitorId: f.beta.id,
          exhibitorName: "Cave Beta",
        },
        {
          productId: f.alpha.productIds[0],
          addedAt: "2026-12-07T10:05:00.000Z",
          name: "Riesling Nr. 1 2021",
          exhibitorId: f.alpha.id,
          exhibitorName: "Weingut Alpha",
        },
      ],
      limit: 12,
      state: "hasRoom",
    });
    expect(await listCart(t.db, owner)).toEqual(cart);
  });

  it("has one slot left at 11, is full at 12 and refuses a 13th with “Cart is full”, storing nothing", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    for (const productId of f.alpha.productIds.slice(0, 11)) await addToCart(t.db, { ...owner, productId });
    expect((await listCart(t.db, owner)).state).toBe("oneSlotLeft");
    expect((await addToCart(t.db, { ...owner, productId: f.alpha.productIds[11] })).state).toBe("full");
    await expect(addToCart(t.db, { ...owner, productId: f.beta.productIds[0] })).rejects.toEqual(
      appError("conflict", "Cart is full"),
    );
    expect(await rows(f.eventId, f.anna.id)).toHaveLength(12);
  });

  it("lets only one of two adds racing at 11 in", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    for (const productId of f.alpha.productIds.slice(0, 11)) await addToCart(t.db, { ...owner, productId });
    await warmPool(t.db);
    const results = await Promise.allSettled([
      addToCart(t.db, { ...owner, productId: f.beta.productIds[0] }),
      addToCart(t.db, { ...owner, productId: f.beta.productIds[1] }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toEqual(appError("conflict", "Cart is full"));
    expect(await rows(f.eventId, f.anna.id)).toHaveLength(12);
  });

  it("lets exactly two of five adds racing at 10 in", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    for (const productId of f.alpha.productIds.slice(0, 10)) await addToCart(t.db, { ...owner, productId });
    await warmPool(t.db);
    const racing = [f.alpha.productIds[10], f.alpha.productIds[11], ...f.beta.productIds, f.gamma.productIds[0]];
    const results = await Promise.allSettled(racing.map((productId) => addToCart(t.db, { ...owner, productId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(await rows(f.eventId, f.anna.id)).toHaveLength(12);
  });

  it("refuses a product already in the cart with “Already in cart”", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    await addToCart(t.db, { ...owner, productId: f.gamma.productIds[0] });
    await expect(addToCart(t.db, { ...owner, productId: f.gamma.productIds[0] })).rejects.toEqual(
      appError("conflict", "Already in cart"),
    );
    expect(await rows(f.eventId, f.anna.id)).toHaveLength(1);
  });

  it("refuses a product that is not at the event, or unknown", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    const notHere = appError("not_found", SAMPLE_MESSAGES.productNotFound);
    expect(SAMPLE_MESSAGES.productNotFound.text).toBe("This product is not at this event.");
    await expect(addToCart(t.db, { ...owner, productId: f.elsewhereProductId })).rejects.toEqual(notHere);
    await expect(addToCart(t.db, { ...owner, productId: "f".repeat(24) })).rejects.toEqual(notHere);
    expect(await rows(f.eventId, f.anna.id)).toHaveLength(0);
  });

  it("keeps each user's cart to themselves", async () => {
    const f = await samplesFixture(t.db);
    const anna = { eventId: f.eventId, userId: f.anna.id };
    const bruno = { eventId: f.eventId, userId: f.bruno.id };
    for (const productId of f.alpha.productIds) await addToCart(t.db, { ...anna, productId });
    // Anna's full cart leaves Bruno's empty, with room for the same product.
    expect((await listCart(t.db, bruno)).items).toEqual([]);
    expect((await addToCart(t.db, { ...bruno, productId: f.alpha.productIds[0] })).items).toHaveLength(1);
    // Bruno cannot take a product out of Anna's cart.
    await expect(removeFromCart(t.db, { ...bruno, productId: f.alpha.productIds[1] })).rejects.toEqual(
      appError("not_found"),
    );
    expect(await rows(f.eventId, f.anna.id)).toHaveLength(12);
  });

  it("removes a product, and answers not found for one that is not in the cart", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    await addToCart(t.db, { ...owner, productId: f.beta.productIds[0] });
    await removeFromCart(t.db, { ...owner, productId: f.beta.productIds[0] });
    expect((await listCart(t.db, owner)).items).toEqual([]);
    await expect(removeFromCart(t.db, { ...owner, productId: f.beta.productIds[0] })).rejects.toEqual(
      appError("not_found", SAMPLE_MESSAGES.notInCart),
    );
    expect(SAMPLE_MESSAGES.notInCart.text).toBe("This product is not in your sample cart.");
  });

  it("no longer shows or counts a product that has left the event", async () => {
    const f = await samplesFixture(t.db);
    const owner = { eventId: f.eventId, userId: f.anna.id };
    for (const productId of f.alpha.productIds) await addToCart(t.db, { ...owner, productId });
    await t.db
      .deleteFrom("registered_products")
      .where("event_id", "=", f.eventId)
      .where("product_id", "=", f.alpha.productIds[0])
      .execute();
    const cart = await listCart(t.db, owner);
    expect([cart.items.length, cart.state]).toEqual([11, "oneSlotLeft"]);
    expect((await addToCart(t.db, { ...owner, productId: f.gamma.productIds[0] })).state).toBe("full");
  });

  describe("live updates", () => {
    it("tells the user's tabs about each committed write, and nothing about a refused one", async () => {
      const f = await samplesFixture(t.db);
      const owner = { eventId: f.eventId, userId: f.anna.id };
      listener = listenToUserChanges();
      const cart = await addToCart(t.db, { ...owner, productId: f.gamma.productIds[0] });
      await expect(addToCart(t.db, { ...owner, productId: f.gamma.productIds[0] })).rejects.toEqual(
        appError("conflict"),
      );
      await removeFromCart(t.db, { ...owner, productId: f.gamma.productIds[0] });
      expect(listener.messages).toEqual([
        { type: "user.changed", ...owner, resource: "sampleCart", set: [cart.items[0]] },
        { type: "user.changed", ...owner, resource: "sampleCart", deleted: [f.gamma.productIds[0]] },
      ]);
    });
  });
});
