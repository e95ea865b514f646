import { favoritesPath } from "~/features/favorites/favorites-api";
import { ApiError, callApi } from "~/lib/api-client";
import type { NoteWrite } from "./note-session";
import type { ClientWrite, TastingNote } from "./schemas";

// The browser's calls to the tasting-notes API (docs/my-catalogue.md) and
// what a failure means: try again (no connection, the server failed) or
// stop and tell the user (the server refused).

export function notesPath(collectionId: string, uid: string, productId?: string): string {
  return productId === undefined
    ? favoritesPath(collectionId, uid, "tastingNotes")
    : favoritesPath(collectionId, uid, "tastingNotes", productId);
}

export async function readNotes(
  collectionId: string,
  uid: string,
): Promise<{ notes: TastingNote[]; enabled: boolean }> {
  const body = (await callApi(notesPath(collectionId, uid))) as { tastingNotes?: TastingNote[]; enabled?: boolean };
  return { notes: body.tastingNotes ?? [], enabled: body.enabled !== false };
}

/** PUT answers the stored note; DELETE null (a note already gone counts as deleted). */
export async function writeNote(
  collectionId: string,
  uid: string,
  productId: string,
  write: NoteWrite,
  client?: ClientWrite,
): Promise<TastingNote | null> {
  const url = notesPath(collectionId, uid, productId);
  if (write.kind === "set") {
    const input = client ? { ...write.input, write: client } : write.input;
    const body = (await callApi(url, { method: "PUT", body: input })) as { tastingNote: TastingNote };
    return body.tastingNote;
  }
  try {
    await callApi(url, { method: "DELETE" });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "not_found")) throw error;
  }
  return null;
}

/** Drops a version kept beside the note (docs/offline-writes.md); answers the note as stored now. */
export async function dropKeptVersion(
  collectionId: string,
  uid: string,
  productId: string,
  writeId: string,
): Promise<TastingNote> {
  const url = `${notesPath(collectionId, uid, productId)}/conflicts/${encodeURIComponent(writeId)}`;
  return ((await callApi(url, { method: "DELETE" })) as { tastingNote: TastingNote }).tastingNote;
}

/** The message key for a refused write: the server's, or the generic one when there was no answer. */
export function refusalKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : "common:errors.internal";
}
