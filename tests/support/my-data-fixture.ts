import { expect } from "vitest";
import type { DB } from "~/.server/db";
import { bus, type UserDataChanged } from "~/.server/realtime/bus";
import type { Message } from "~/lib/messages";
import { insertEvent, insertExhibitor, insertProduct, register } from "../factories/catalogue";
import { insertUser } from "../factories/people";

// What the favourites, lists and tasting-notes database tests share: an
// event with an exhibitor and products registered at it, a product and an
// exhibitor that are not, two users, and the user.changed messages heard.

export interface MyDataFixture {
  eventId: string;
  exhibitorId: string;
  productIds: string[];
  /** Exists in the catalogue but is not registered at the event. */
  elsewhereProductId: string;
  elsewhereExhibitorId: string;
  anna: string;
  bruno: string;
}

export async function myDataFixture(
  db: DB,
  options: { settings?: object; products?: number } = {},
): Promise<MyDataFixture> {
  const eventId = await insertEvent(db, { settings: options.settings });
  const exhibitorId = await insertExhibitor(db);
  const productIds: string[] = [];
  for (let i = 0; i < (options.products ?? 4); i++)
    productIds.push(await insertProduct(db, { exhibitor_id: exhibitorId, name: `Cuvée ${i}` }));
  await register(db, { eventId, exhibitorId, products: productIds.map((id) => ({ id })) });
  const elsewhereExhibitorId = await insertExhibitor(db);
  const elsewhereProductId = await insertProduct(db, { exhibitor_id: elsewhereExhibitorId });
  const stamp = Math.random().toString(36).slice(2);
  const anna = (await insertUser(db, { email: `anna-${stamp}@example.com` })).id;
  const bruno = (await insertUser(db, { email: `bruno-${stamp}@example.com` })).id;
  return { eventId, exhibitorId, productIds, elsewhereProductId, elsewhereExhibitorId, anna, bruno };
}

/** Collects the user.changed messages published while a test runs. */
export function listenToUserChanges(): { messages: UserDataChanged[]; stop: () => void } {
  const messages: UserDataChanged[] = [];
  const stop = bus().subscribe((message) => {
    if (message.type === "user.changed") messages.push(message);
  });
  return { messages, stop };
}

/** The thrown AppError's code and message (a Message: its English and its key), for expect(…).rejects. */
export function appError(code: string, message?: string | Message) {
  if (message === undefined) return expect.objectContaining({ name: "AppError", code });
  if (typeof message === "string") return expect.objectContaining({ name: "AppError", code, message });
  return expect.objectContaining({ name: "AppError", code, message: message.text, messageKey: message.key });
}
