import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import type { TastingNotesTable } from "~/.server/db/schema-my-catalogue";
import { AppError } from "~/.server/errors";
import { ensureProductFavorite, isAtEvent, isoTime, type Owner } from "~/features/favorites/favorites.server";
import type { Favorite } from "~/features/favorites/schemas";
import { publishUserChange } from "~/features/my-pages/publish.server";
import { type Rating, TASTING_NOTE_MESSAGES, type TastingNote, type TastingNoteInput } from "./schemas";

// A user's private tasting notes at one event (docs/product/my-catalogue.md). They exist
// only while the event's tastingNotesEnabled is on: otherwise reads return
// nothing and writes fail with the messages of docs/product/my-catalogue.md. `enabled` is that setting,
// which the caller has with the event.

type NoteOptions = Owner & { enabled: boolean };

function toTastingNote(row: Selectable<TastingNotesTable>): TastingNote {
  return {
    productId: row.product_id,
    rating: row.rating === null ? null : (Number(row.rating) as Rating),
    note: row.note,
    sensory: JSON.parse(row.sensory || "{}") as TastingNote["sensory"],
    addedAt: row.added_at,
    updatedAt: row.updated_at,
  };
}

function owned(db: DB, { eventId, userId }: Owner) {
  return db.selectFrom("tasting_notes").selectAll().where("event_id", "=", eventId).where("user_id", "=", userId);
}

/** The user's notes at the event, addedAt descending (docs/product/my-catalogue.md); none while notes are disabled. */
export async function listTastingNotes(db: DB, options: NoteOptions): Promise<TastingNote[]> {
  if (!options.enabled) return [];
  const rows = await owned(db, options).orderBy("added_at", "desc").orderBy("product_id", "asc").execute();
  return rows.map(toTastingNote);
}

export async function getTastingNote(
  db: DB,
  options: NoteOptions & { productId: string },
): Promise<TastingNote | null> {
  if (!options.enabled) return null;
  const row = await owned(db, options).where("product_id", "=", options.productId).executeTakeFirst();
  return row ? toTastingNote(row) : null;
}

/**
 * Replaces the note on a product (addedAt kept from an existing note,
 * updatedAt = now) and, in the same transaction, bookmarks the product if it
 * is not a favourite yet (docs/product/my-catalogue.md).
 */
export async function setTastingNote(
  db: DB,
  options: NoteOptions & { productId: string; input: TastingNoteInput; now?: Date | string },
): Promise<TastingNote> {
  if (!options.enabled) throw new AppError("disabled", TASTING_NOTE_MESSAGES.setDisabled);
  const { eventId, userId, productId, input } = options;
  const now = isoTime(options.now);
  const { note, favorite } = await db.transaction().execute(async (trx) => {
    if (!(await isAtEvent(trx, { eventId, id: productId, type: "product" }))) {
      throw new AppError("not_found", TASTING_NOTE_MESSAGES.productNotFound);
    }
    const content = { rating: input.rating, note: input.note, sensory: JSON.stringify(input.sensory), updated_at: now };
    await trx
      .insertInto("tasting_notes")
      .values({ event_id: eventId, user_id: userId, product_id: productId, added_at: now, ...content })
      .onConflict((oc) => oc.columns(["event_id", "user_id", "product_id"]).doUpdateSet(content))
      .execute();
    const saved = await owned(trx, options).where("product_id", "=", productId).executeTakeFirstOrThrow();
    const favorite: Favorite | null = await ensureProductFavorite(trx, { eventId, userId, productId, now });
    return { note: toTastingNote(saved), favorite };
  });
  await publishUserChange({ userId, eventId, resource: "tastingNotes", set: [note] });
  if (favorite) await publishUserChange({ userId, eventId, resource: "favorites", set: [favorite] });
  return note;
}

/** Deletes the note on a product; the product stays a favourite. */
export async function deleteTastingNote(db: DB, options: NoteOptions & { productId: string }): Promise<void> {
  if (!options.enabled) throw new AppError("disabled", TASTING_NOTE_MESSAGES.deleteDisabled);
  const { eventId, userId, productId } = options;
  const deleted = await db
    .deleteFrom("tasting_notes")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError("not_found", TASTING_NOTE_MESSAGES.noteNotFound);
  await publishUserChange({ userId, eventId, resource: "tastingNotes", deleted: [productId] });
}
