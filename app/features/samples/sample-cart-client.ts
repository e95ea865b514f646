import { userDataPath } from "~/features/live/live-client";
import type { Cart } from "./types";

// The browser's calls to the sample cart API (docs/my-catalogue.md).

export type AddOutcome = { ok: true; cart: Cart } | { ok: false; status: number; messageKey?: string };

const cartPath = (collectionId: string, uid: string) => `${userDataPath(collectionId, uid)}/sampleCart`;
const init = (method: string): RequestInit => ({
  method,
  credentials: "same-origin",
  headers: { Accept: "application/json" },
});

export async function readCart(collectionId: string, uid: string): Promise<Cart> {
  const response = await fetch(cartPath(collectionId, uid), init("GET"));
  if (!response.ok) throw new Error(`sample cart ${response.status}`);
  return (await response.json()) as Cart;
}

/** Puts a product into the cart; a refusal carries the API's message key ("Cart is full", "Already in cart"). */
export async function addSample(collectionId: string, uid: string, productId: string): Promise<AddOutcome> {
  try {
    const response = await fetch(`${cartPath(collectionId, uid)}/${encodeURIComponent(productId)}`, init("PUT"));
    if (response.ok) return { ok: true, cart: (await response.json()) as Cart };
    const body = (await response.json().catch(() => null)) as { error?: { messageKey?: string } } | null;
    return { ok: false, status: response.status, messageKey: body?.error?.messageKey };
  } catch {
    return { ok: false, status: 0 };
  }
}
