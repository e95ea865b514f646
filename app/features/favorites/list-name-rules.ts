import { listNameKey } from "~/lib/list-name-key";
import { FAVORITE_MESSAGES, type FavoriteList, listNameSchema, MAX_LISTS } from "./schemas";

// The server's rules for a list's name, checked in the browser where the
// server cannot be asked (docs/offline-writes.md "Lists offline"): the same
// schema and the same comparison of names (listNameKey), so a list made
// offline is refused later only when another device took the name first.

export type ListNameCheck = { ok: true; name: string } | { ok: false; key: string };

/** The name to make or rename a list with, or the message key of what is wrong with it. */
export function checkListName(
  raw: string,
  lists: readonly Pick<FavoriteList, "id" | "name">[],
  renaming?: string,
): ListNameCheck {
  const parsed = listNameSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, key: parsed.error.issues[0]?.message ?? FAVORITE_MESSAGES.invalid.key };
  const name = parsed.data;
  const key = listNameKey(name);
  if (lists.some((list) => list.id !== renaming && listNameKey(list.name) === key))
    return { ok: false, key: FAVORITE_MESSAGES.listNameTaken.key };
  if (!renaming && lists.length >= MAX_LISTS) return { ok: false, key: FAVORITE_MESSAGES.tooManyLists.key };
  return { ok: true, name };
}
