import { ApiError, callApi } from "~/lib/api-client";
import { isListWrite, type QueuedListWrite, type QueuedWrite } from "./favorite-outbox";
import type { FavoriteChanges } from "./favorites-state";

// How a write kept on the device is sent when the network returns
// (docs/offline-writes.md): each as a request the server applies once,
// however often it arrives. `path` makes the user's API path at the event.

type Path = (...rest: string[]) => string;

export function sendQueued(entry: QueuedWrite, path: Path): Promise<unknown> {
  if (isListWrite(entry)) return sendList(entry, path);
  const { id, changes } = entry;
  if (changes) return sendSet(id, changes, path);
  return unlessGone(callApi(path("favorites", id), { method: "DELETE" }));
}

async function sendSet(id: string, changes: FavoriteChanges, path: Path): Promise<unknown> {
  try {
    return await callApi(path("favorites", id), { method: "PUT", body: changes });
  } catch (e) {
    // Its list was refused or deleted meanwhile (another device): the bookmark is kept, outside any list.
    if (!(e instanceof ApiError && e.messageKey === "my:errors.listNotFound" && changes.listId)) throw e;
    return callApi(path("favorites", id), { method: "PUT", body: { ...changes, listId: null } });
  }
}

function sendList({ listId, list }: QueuedListWrite, path: Path): Promise<unknown> {
  // A list made on the device carries its id: sent again, the server finds the list it made.
  if (list.op === "create") return callApi(path("lists"), { method: "POST", body: { name: list.name, id: listId } });
  if (list.op === "rename") return callApi(path("lists", listId), { method: "PUT", body: { name: list.name } });
  return unlessGone(callApi(path("lists", listId), { method: "DELETE" }));
}

/** A removal: what is already gone (another device, an earlier send whose answer was lost) is done. */
async function unlessGone(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
