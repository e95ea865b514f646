import { z } from "zod";
import { db } from "~/.server/db";
import { AppError, notFound } from "~/.server/errors";
import { invalid, type MyPage, runWrite } from "../my-pages/my-page.server";
import { getFavorite, removeFavorite, setFavorite } from "./favorites.server";
import { favoriteFields } from "./field-ids";
import { FAVORITE_MESSAGES, FAVORITE_TYPES, itemIdSchema, listIdSchema, MAX_TAGS, tagSchema } from "./schemas";

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
          const current = await getFavorite(db(), { ...owner, id });
          if (!current) notFound();
          const tags = current.tags.includes(tag.data) ? current.tags : [...current.tags, tag.data];
          if (tags.length > MAX_TAGS) throw new AppError("invalid", FAVORITE_MESSAGES.tooManyTags);
          await setFavorite(db(), { ...owner, id, type, tags });
          return { ok: true, notice: "notices.tagAdded" };
        },
        raw,
      );
    }
    case "removeTag": {
      const tag = String(form.get("tag") ?? "");
      return runWrite(fields.tag, async () => {
        const current = await getFavorite(db(), { ...owner, id });
        if (!current) notFound();
        await setFavorite(db(), { ...owner, id, type, tags: current.tags.filter((t) => t !== tag) });
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
