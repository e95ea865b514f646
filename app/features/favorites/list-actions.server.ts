import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { invalid, type MyPage, runWrite } from "../my-pages/my-page.server";
import { deleteField, NEW_LIST_FIELD, renameField } from "./field-ids";
import { createList, deleteList, renameList } from "./lists.server";
import { FAVORITE_MESSAGES, listIdSchema, listNameSchema } from "./schemas";

// The forms of "My lists": create, rename and delete a named list. A name
// refused (empty, too long, taken) is shown next to its field.

const listIdOf = (form: FormData) => listIdSchema.safeParse(form.get("listId")).data;

export async function listAction(page: MyPage, form: FormData) {
  const { owner } = page;
  const listsEnabled = page.event.settings.listsEnabled;
  const intent = form.get("intent");
  const name = String(form.get("name") ?? "");

  if (intent === "create") {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) return invalid(NEW_LIST_FIELD, parsed.error, name);
    return runWrite(
      NEW_LIST_FIELD,
      async () => {
        const list = await createList(db(), { ...owner, name: parsed.data, listsEnabled });
        return { ok: true, notice: "notices.listCreated", values: { name: list.name } };
      },
      name,
    );
  }

  const listId = listIdOf(form);
  if (!listId) notFound();
  if (intent === "rename") {
    const field = renameField(listId);
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) return invalid(field, parsed.error, name);
    return runWrite(
      field,
      async () => {
        const list = await renameList(db(), { ...owner, listId, name: parsed.data, listsEnabled });
        return { ok: true, notice: "notices.listRenamed", values: { name: list.name } };
      },
      name,
    );
  }
  if (intent === "delete") {
    return runWrite(deleteField(listId), async () => {
      await deleteList(db(), { ...owner, listId, listsEnabled });
      return { ok: true, notice: "notices.listDeleted" };
    });
  }
  return invalid(NEW_LIST_FIELD, FAVORITE_MESSAGES.invalid);
}
