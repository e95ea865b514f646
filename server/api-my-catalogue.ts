import express, { type Response } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { AppError, toApiError } from "~/.server/errors";
import { parseIfMatch } from "~/features/favorites/favorite-etag";
import { putFavorite } from "~/features/favorites/favorite-if-match.server";
import {
  changeTagVersioned,
  getVersionedFavorite,
  listFavorites,
  removeFavorite,
  type VersionedFavorite,
} from "~/features/favorites/favorites.server";
import { createListOnce, deleteList, listLists, renameList } from "~/features/favorites/lists.server";
import {
  FAVORITE_MESSAGES,
  favoriteInputSchema,
  itemIdSchema,
  listIdSchema,
  listInputSchema,
  tagSchema,
} from "~/features/favorites/schemas";
import { tastingNoteInputSchema } from "~/features/tasting-notes/schemas";
import {
  deleteTastingNote,
  dropKeptNoteVersion,
  listTastingNotes,
  setTastingNote,
} from "~/features/tasting-notes/tasting-notes.server";
import { writeIdSchema } from "~/lib/client-write-id";
import { streamUserChanges } from "./api-live";
import { authorizeOwnUser, ownTarget } from "./own-user-target";
import { jsonBodyReader } from "./read-json";

// What a signed-in user keeps at one event, as REST resources under docs/product/my-catalogue.md's
// document paths collections/{collectionId}/users/{uid}/…: favourites, their
// named lists, tasting notes, and the live stream of changes to them
// (docs/my-catalogue.md). Only the user's own uid answers; any other is the
// same 404 as a uid nobody has.

export const myCatalogueApiRouter = express.Router();

const USER = "/collections/:collectionId/users/:uid";
const authorize = authorizeOwnUser();
const readJson = jsonBodyReader("100kb");

function owner(res: Response) {
  const { eventId, user, event } = ownTarget(res);
  return { eventId, userId: user.id, settings: event.settings };
}

// ---- favourites ----

myCatalogueApiRouter.get(`${USER}/favorites`, authorize, async (_req, res) => {
  const { eventId, userId } = owner(res);
  res.json({ favorites: await listFavorites(db(), { eventId, userId }) });
});

// One favourite carries its ETag (docs/my-catalogue.md "Versions"); a PUT
// with If-Match is written only if the favourite is still as it was read,
// else it is 412 with the favourite as it is now and its ETag.
function sendFavorite(res: Response, { favorite, etag }: VersionedFavorite): void {
  res.setHeader("ETag", etag);
  res.json({ favorite });
}

function sendStale(res: Response, current: VersionedFavorite | null): void {
  if (current) res.setHeader("ETag", current.etag);
  const { body } = toApiError(new AppError("precondition_failed", FAVORITE_MESSAGES.favoriteChanged));
  res.status(412).json({ ...body, favorite: current?.favorite ?? null });
}

myCatalogueApiRouter.get(`${USER}/favorites/:id`, authorize, async (req, res) => {
  const { eventId, userId } = owner(res);
  sendFavorite(res, await getVersionedFavorite(db(), { eventId, userId, id: itemIdSchema.parse(req.params.id) }));
});

myCatalogueApiRouter.put(`${USER}/favorites/:id`, authorize, readJson, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  const id = itemIdSchema.parse(req.params.id);
  const input = favoriteInputSchema.parse(req.body);
  const ifMatch = parseIfMatch(req.get("if-match"));
  const result = await putFavorite(db(), {
    eventId,
    userId,
    id,
    ...input,
    listsEnabled: settings.listsEnabled,
    ifMatch,
  });
  if (result.stale) sendStale(res, result.current);
  else sendFavorite(res, result.saved);
});

// One tag added or removed (issue 12): unlike the PUT without If-Match, which
// replaces the whole list, two tabs adding tags at once keep each other's.
const tagInput = z.object({ tag: tagSchema });

myCatalogueApiRouter.post(`${USER}/favorites/:id/tags`, authorize, readJson, async (req, res) => {
  const { eventId, userId } = owner(res);
  const id = itemIdSchema.parse(req.params.id);
  const { tag } = tagInput.parse(req.body);
  sendFavorite(res, await changeTagVersioned(db(), { eventId, userId, id, add: tag }));
});

myCatalogueApiRouter.delete(`${USER}/favorites/:id/tags/:tag`, authorize, async (req, res) => {
  const { eventId, userId } = owner(res);
  const id = itemIdSchema.parse(req.params.id);
  const tag = tagSchema.parse(req.params.tag);
  sendFavorite(res, await changeTagVersioned(db(), { eventId, userId, id, remove: tag }));
});

myCatalogueApiRouter.delete(`${USER}/favorites/:id`, authorize, async (req, res) => {
  const { eventId, userId } = owner(res);
  await removeFavorite(db(), { eventId, userId, id: itemIdSchema.parse(req.params.id) });
  res.status(204).end();
});

// ---- named lists ----

myCatalogueApiRouter.get(`${USER}/lists`, authorize, async (_req, res) => {
  const { eventId, userId } = owner(res);
  res.json({ lists: await listLists(db(), { eventId, userId }) });
});

myCatalogueApiRouter.post(`${USER}/lists`, authorize, readJson, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  const { name, id } = listInputSchema.parse(req.body);
  // A list made offline names its own id: sent again, it is the same list (200), not a second.
  const { list, created } = await createListOnce(db(), {
    eventId,
    userId,
    name,
    id,
    listsEnabled: settings.listsEnabled,
  });
  res.status(created ? 201 : 200).json({ list });
});

myCatalogueApiRouter.put(`${USER}/lists/:listId`, authorize, readJson, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  const listId = listIdSchema.parse(req.params.listId);
  const { name } = listInputSchema.parse(req.body);
  res.json({ list: await renameList(db(), { eventId, userId, listId, name, listsEnabled: settings.listsEnabled }) });
});

myCatalogueApiRouter.delete(`${USER}/lists/:listId`, authorize, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  await deleteList(db(), {
    eventId,
    userId,
    listId: listIdSchema.parse(req.params.listId),
    listsEnabled: settings.listsEnabled,
  });
  res.status(204).end();
});

// ---- tasting notes ----

myCatalogueApiRouter.get(`${USER}/tastingNotes`, authorize, async (_req, res) => {
  const { eventId, userId, settings } = owner(res);
  const enabled = settings.tastingNotesEnabled;
  res.json({ tastingNotes: await listTastingNotes(db(), { eventId, userId, enabled }), enabled });
});

myCatalogueApiRouter.put(`${USER}/tastingNotes/:productId`, authorize, readJson, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  const productId = itemIdSchema.parse(req.params.productId);
  const input = tastingNoteInputSchema.parse(req.body);
  const tastingNote = await setTastingNote(db(), {
    eventId,
    userId,
    productId,
    input,
    enabled: settings.tastingNotesEnabled,
  });
  res.json({ tastingNote });
});

myCatalogueApiRouter.delete(`${USER}/tastingNotes/:productId`, authorize, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  const productId = itemIdSchema.parse(req.params.productId);
  await deleteTastingNote(db(), { eventId, userId, productId, enabled: settings.tastingNotesEnabled });
  res.status(204).end();
});

// A version of the note kept because it was written on an older revision
// (docs/offline-writes.md), dropped once its owner settled it: the note as it is now.
myCatalogueApiRouter.delete(`${USER}/tastingNotes/:productId/conflicts/:writeId`, authorize, async (req, res) => {
  const { eventId, userId, settings } = owner(res);
  const productId = itemIdSchema.parse(req.params.productId);
  const writeId = writeIdSchema.parse(req.params.writeId);
  const enabled = settings.tastingNotesEnabled;
  res.json({ tastingNote: await dropKeptNoteVersion(db(), { eventId, userId, productId, writeId, enabled }) });
});

// ---- live changes ----

myCatalogueApiRouter.get(`${USER}/live`, authorize, (req, res) => {
  const { eventId, userId } = owner(res);
  streamUserChanges(req, res, { eventId, userId });
});
