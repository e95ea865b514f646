import { z } from "zod";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { invalid, type MyPage, runWrite } from "../my-pages/my-page.server";
import { changeTag, removeFavorite, setFavorite } from "./favorites.server";
import { favoriteFields } from "./field-ids";
import { FAVORITE_MESSAGES, FAVORITE_TYPES, itemIdSchema, listIdSchema, tagSchema } from "./schemas";

// The forms of one bookmark on "My bookmarks" and "My list": remove it, add
// or remove a tag, move it to another list or out of any. Each answer is a
// notice, or a message next to the field it is about.

const target = z.object({ id: itemIdSchema, type: z.enum(FAVORITE_TYPES) });

export async function favoriteAction(page: MyPage, form: FormData) {
  const parsed = target.safeParse({ id: form.get("id"), type: form.get("type") });
  if (!parsed.success) notFound();
  const { id, type } = parsed.data;
  const owner = page.owner;
  const fields = favoriteFields(id);

  switch (form.get("intent")) {
    case "remove":
      return runWrite(fields.remove, async () => {
        await removeFavorite(db(), { ...owner, id });
        return { ok: true, notice: "notices.removed" };
      });
    case "addTag": {
      const raw = String(form.get("tag") ?? "");
      const tag = tagSchema.safeParse(raw);
      if (!tag.success) return invalid(fields.tag, tag.error, raw);
      return runWrite(
        fields.tag,
        async () => {
          await changeTag(db(), { ...owner, id, add: tag.data });
          return { ok: true, notice: "notices.tagAdded" };
        },
        raw,
      );
    }
    case "removeTag": {
      const tag = String(form.get("tag") ?? "");
      return runWrite(fields.tag, async () => {
        await changeTag(db(), { ...owner, id, remove: tag });
        return { ok: true, notice: "notices.tagRemoved" };
      });
    }
    case "move": {
      const raw = String(form.get("listId") ?? "");
      const listId = raw === "" ? null : listIdSchema.safeParse(raw).data;
      if (listId === undefined) return invalid(fields.list, FAVORITE_MESSAGES.listNotFound);
      return runWrite(fields.list, async () => {
        const saved = await setFavorite(db(), {
          ...owner,
          id,
          type,
          listId,
          listsEnabled: page.event.settings.listsEnabled,
        });
        return saved.list
          ? { ok: true, notice: "notices.moved", values: { name: saved.list.name } }
          : { ok: true, notice: "notices.movedOut" };
      });
    }
    default:
      return invalid(fields.remove, FAVORITE_MESSAGES.invalid);
  }
}
