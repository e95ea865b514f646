import type { DB } from "~/.server/db";
import { lockUserWrites } from "~/.server/db/user-write-lock";
import { AppError } from "~/.server/errors";
import { publishUserChange } from "~/features/my-pages/publish.server";
import { cartState, checkAdd, SAMPLE_CART_LIMIT } from "./cart-rules";
import { SAMPLE_MESSAGES } from "./sample-messages";
import type { Cart, CartItem } from "./types";

// A user's sample cart at one event (docs/product/my-catalogue.md (Cart): at most 12 products).
// Every query carries the event and the user. A product that has left the
// event since it was added is no longer shown, counted or requested.

export interface Owner {
  eventId: string;
  userId: string;
}

function productTitle(name: string, vintage: number | null): string {
  return vintage ? `${name} ${vintage}` : name;
}

function cartItems(db: DB, { eventId, userId }: Owner) {
  return (
    db
      .selectFrom("sample_cart_items as c")
      // The exhibitor that registered the product shows it at the fair, so it receives the request.
      .innerJoin("registered_products as rp", (join) =>
        join.onRef("rp.event_id", "=", "c.event_id").onRef("rp.product_id", "=", "c.product_id"),
      )
      .innerJoin("products as p", "p.id", "c.product_id")
      .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
      .select(["c.product_id", "c.added_at", "p.name", "p.vintage", "e.id as exhibitor_id", "e.name as exhibitor_name"])
      .where("c.event_id", "=", eventId)
      .where("c.user_id", "=", userId)
      .orderBy("c.added_at")
      .orderBy("c.product_id")
  );
}

type ItemRow = {
  product_id: string;
  added_at: string;
  name: string;
  vintage: number | null;
  exhibitor_id: string;
  exhibitor_name: string;
};

function toItem(row: ItemRow): CartItem {
  return {
    productId: row.product_id,
    addedAt: row.added_at,
    name: productTitle(row.name, row.vintage),
    exhibitorId: row.exhibitor_id,
    exhibitorName: row.exhibitor_name,
  };
}

function toCart(items: CartItem[]): Cart {
  return { items, limit: SAMPLE_CART_LIMIT, state: cartState(items.length) };
}

export async function listCart(db: DB, owner: Owner): Promise<Cart> {
  return toCart((await cartItems(db, owner).execute()).map(toItem));
}

/** Puts a product of the event into the cart: "Already in cart", "Cart is full" (conflict) or not at the event (not_found). */
export async function addToCart(db: DB, options: Owner & { productId: string; now?: Date }): Promise<Cart> {
  const { productId, ...owner } = options;
  const cart = await db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, owner.userId);
    const registered = await trx
      .selectFrom("registered_products")
      .select("product_id")
      .where("event_id", "=", owner.eventId)
      .where("product_id", "=", productId)
      .executeTakeFirst();
    if (!registered) throw new AppError("not_found", SAMPLE_MESSAGES.productNotFound);
    const before = (await cartItems(trx, owner).execute()).map(toItem);
    const check = checkAdd(before, productId);
    if (!check.ok) throw new AppError("conflict", check.message);
    await trx
      .insertInto("sample_cart_items")
      .values({
        event_id: owner.eventId,
        user_id: owner.userId,
        product_id: productId,
        added_at: (options.now ?? new Date()).toISOString(),
      })
      .execute();
    return toCart((await cartItems(trx, owner).execute()).map(toItem));
  });
  const added = cart.items.find((item) => item.productId === productId);
  await publishUserChange({ ...owner, resource: "sampleCart", set: added ? [added] : [] });
  return cart;
}

/** Takes a product out of the cart; one that is not in it is not_found. */
export async function removeFromCart(db: DB, options: Owner & { productId: string }): Promise<void> {
  const result = await db
    .deleteFrom("sample_cart_items")
    .where("event_id", "=", options.eventId)
    .where("user_id", "=", options.userId)
    .where("product_id", "=", options.productId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError("not_found", SAMPLE_MESSAGES.notInCart);
  await publishUserChange({
    eventId: options.eventId,
    userId: options.userId,
    resource: "sampleCart",
    deleted: [options.productId],
  });
}
