import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import { nextVersion } from "~/.server/db/next-version";
import type { TastingNoteConflictsTable, TastingNotesTable } from "~/.server/db/schema-my-catalogue";
import { AppError } from "~/.server/errors";
import { ensureProductFavorite, isAtEvent, isoTime, type Owner } from "~/features/favorites/favorites.server";
import type { Favorite } from "~/features/favorites/schemas";
import { claimClientWrite } from "~/features/my-pages/client-writes.server";
import { publishUserChange } from "~/features/my-pages/publish.server";
import { groupBy } from "~/lib/group-by";
import {
  type KeptNoteVersion,
  type Rating,
  TASTING_NOTE_MESSAGES,
  type TastingNote,
  type TastingNoteInput,
} from "./schemas";

// A user's private tasting notes at one event (docs/product/my-catalogue.md). They exist
// only while the event's tastingNotesEnabled is on: otherwise reads return
// nothing and writes fail with the messages of docs/product/my-catalogue.md. `enabled` is that setting,
// which the caller has with the event.

type NoteOptions = Owner & { enabled: boolean };

const ratingOf = (value: number | null) => (value === null ? null : (Number(value) as Rating));
const sensoryOf = (json: string) => JSON.parse(json || "{}") as TastingNote["sensory"];

function toTastingNote(row: Selectable<TastingNotesTable>, kept: KeptNoteVersion[] = []): TastingNote {
  return {
    productId: row.product_id,
    rating: ratingOf(row.rating),
    note: row.note,
    sensory: sensoryOf(row.sensory),
    addedAt: row.added_at,
    updatedAt: row.updated_at,
    revision: Number(row.revision),
    conflicts: kept,
  };
}

function toKept(row: Selectable<TastingNoteConflictsTable>): KeptNoteVersion {
  return {
    writeId: row.write_id,
    rating: ratingOf(row.rating),
    note: row.note,
    sensory: sensoryOf(row.sensory),
    writtenAt: row.written_at,
  };
}

type NoteKey = Owner & { productId: string };

/** The one note of a key, as the conditions of a statement's where. */
const theNote = ({ eventId, userId, productId }: NoteKey) => ({
  event_id: eventId,
  user_id: userId,
  product_id: productId,
});

function owned(db: DB, { eventId, userId }: Owner) {
  return db.selectFrom("tasting_notes").selectAll().where("event_id", "=", eventId).where("user_id", "=", userId);
}

/** The versions kept beside the user's notes (of one product, when given), by product, oldest first. */
async function keptVersions(db: DB, owner: Owner, productId?: string): Promise<Map<string, KeptNoteVersion[]>> {
  const rows = await db
    .selectFrom("tasting_note_conflicts")
    .selectAll()
    .where("event_id", "=", owner.eventId)
    .where("user_id", "=", owner.userId)
    .$if(productId !== undefined, (q) => q.where("product_id", "=", productId ?? ""))
    .orderBy("kept_at")
    .orderBy("write_id")
    .execute();
  return groupBy(rows, (row) => row.product_id, toKept);
}

/** The user's notes at the event, addedAt descending (docs/product/my-catalogue.md); none while notes are disabled. */
export async function listTastingNotes(db: DB, options: NoteOptions): Promise<TastingNote[]> {
  if (!options.enabled) return [];
  const [rows, kept] = await Promise.all([
    owned(db, options).orderBy("added_at", "desc").orderBy("product_id", "asc").execute(),
    keptVersions(db, options),
  ]);
  return rows.map((row) => toTastingNote(row, kept.get(row.product_id)));
}

export async function getTastingNote(
  db: DB,
  options: NoteOptions & { productId: string },
): Promise<TastingNote | null> {
  if (!options.enabled) return null;
  const row = await owned(db, options).where("product_id", "=", options.productId).executeTakeFirst();
  return row ? toTastingNote(row, (await keptVersions(db, options, options.productId)).get(row.product_id)) : null;
}

/**
 * Replaces the note on a product (addedAt kept from an existing note,
 * updatedAt = now or a millisecond past the stored one, the revision
 * raised) and, in the same transaction, bookmarks the product if it is not
 * a favourite yet (docs/product/my-catalogue.md).
 * With `input.write` (docs/offline-writes.md): a write already applied changes
 * nothing, and one made on another revision than the stored one is kept
 * beside the note (`conflicts`) instead of replacing it: the note's
 * updatedAt is raised then, not its revision, so every open device takes
 * the note with the version as newer.
 */
export async function setTastingNote(
  db: DB,
  options: NoteOptions & { productId: string; input: TastingNoteInput; now?: Date | string },
): Promise<TastingNote> {
  if (!options.enabled) throw new AppError("disabled", TASTING_NOTE_MESSAGES.setDisabled);
  const { eventId, userId, productId, input } = options;
  const now = isoTime(options.now);
  const { changed, favorite } = await db.transaction().execute(async (trx) => {
    if (!(await isAtEvent(trx, { eventId, id: productId, type: "product" }))) {
      throw new AppError("not_found", TASTING_NOTE_MESSAGES.productNotFound);
    }
    const write = input.write;
    if (write && !(await claimClientWrite(trx, { userId, writeId: write.id, now }))) return { changed: false };
    const content = { rating: input.rating, note: input.note, sensory: JSON.stringify(input.sensory) };
    // One statement decides: inserted, replaced where the revision is the one the write was made on, or neither.
    // The updatedAt it gives is past the stored one even in the millisecond of a raise below: devices order by it.
    const written = await trx
      .insertInto("tasting_notes")
      .values({ ...theNote(options), added_at: now, updated_at: now, revision: 1, ...content })
      .onConflict((oc) => {
        const update = oc.columns(["event_id", "user_id", "product_id"]).doUpdateSet((eb) => ({
          ...content,
          updated_at: nextVersion(trx, new Date(now), "tasting_notes.updated_at"),
          revision: eb(eb.ref("tasting_notes.revision"), "+", 1),
        }));
        return write ? update.where("tasting_notes.revision", "=", write.baseRevision) : update;
      })
      .returning("revision")
      .executeTakeFirst();
    if (!written && write) {
      await trx
        .insertInto("tasting_note_conflicts")
        .values({
          ...theNote(options),
          write_id: write.id,
          rating: input.rating,
          note: input.note,
          sensory: content.sensory,
          written_at: write.writtenAt ?? now,
          kept_at: now,
        })
        .execute();
      await raiseUpdatedAt(trx, options, now);
    }
    const favorite: Favorite | null = await ensureProductFavorite(trx, { eventId, userId, productId, now });
    return { changed: true, favorite };
  });
  const note = await getTastingNote(db, options);
  if (!note) throw new AppError("not_found", TASTING_NOTE_MESSAGES.noteNotFound);
  if (changed) await publishUserChange({ userId, eventId, resource: "tastingNotes", set: [note] });
  if (favorite) await publishUserChange({ userId, eventId, resource: "favorites", set: [favorite] });
  return note;
}

/**
 * Settles a kept version: it is dropped (its owner took what they wanted of
 * it into the note). As when a version is kept, the note's updatedAt is
 * raised past what it was, not its revision (a save made on the revision
 * still applies): every open device takes the note without the version as
 * newer than a save's echo that still listed it (docs/offline-writes.md).
 */
export async function dropKeptNoteVersion(
  db: DB,
  options: NoteOptions & { productId: string; writeId: string; now?: Date | string },
): Promise<TastingNote> {
  if (!options.enabled) throw new AppError("disabled", TASTING_NOTE_MESSAGES.setDisabled);
  const { eventId, userId } = options;
  await db.transaction().execute(async (trx) => {
    const dropped = await trx
      .deleteFrom("tasting_note_conflicts")
      .where((eb) => eb.and({ ...theNote(options), write_id: options.writeId }))
      .executeTakeFirst();
    if (Number(dropped.numDeletedRows) === 0)
      throw new AppError("not_found", TASTING_NOTE_MESSAGES.keptVersionNotFound);
    await raiseUpdatedAt(trx, options, isoTime(options.now));
  });
  const note = await getTastingNote(db, options);
  if (!note) throw new AppError("not_found", TASTING_NOTE_MESSAGES.noteNotFound);
  await publishUserChange({ userId, eventId, resource: "tastingNotes", set: [note] });
  return note;
}

/**
 * The note's updatedAt raised past its stored one (nextVersion), in one
 * statement: the database computes it from the row it updates, so a save
 * committing meanwhile is ordered before or after it, never lost beside it.
 */
async function raiseUpdatedAt(trx: DB, key: NoteKey, now: string): Promise<void> {
  await trx
    .updateTable("tasting_notes")
    .set({ updated_at: nextVersion(trx, new Date(now)) })
    .where((eb) => eb.and(theNote(key)))
    .execute();
}

/** Deletes the note on a product; the product stays a favourite. */
export async function deleteTastingNote(db: DB, options: NoteOptions & { productId: string }): Promise<void> {
  if (!options.enabled) throw new AppError("disabled", TASTING_NOTE_MESSAGES.deleteDisabled);
  const { eventId, userId, productId } = options;
  const deleted = await db
    .deleteFrom("tasting_notes")
    .where((eb) => eb.and(theNote(options)))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError("not_found", TASTING_NOTE_MESSAGES.noteNotFound);
  await publishUserChange({ userId, eventId, resource: "tastingNotes", deleted: [productId] });
}
