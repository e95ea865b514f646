import { currentUser, isOrganizer } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { type ContentPageRef, getContentPage } from "./content-pages.server";
import { pageIdSchema } from "./schemas";

// Who may see a preview (docs/product/content-pages.md#preview): the
// organizers of the page's event. Everyone else, signed in or not, gets the
// 404 page, the same as for an id that does not exist, so ids do not leak.

/** The page whose draft this organizer may preview, else the 404 page. */
export async function requirePreviewablePage(request: Request, pageId: string | undefined): Promise<ContentPageRef> {
  const user = await currentUser(request);
  const id = pageIdSchema.safeParse(pageId);
  if (!user || !id.success) notFound();
  const page = await getContentPage(db(), { pageId: id.data });
  if (!page || !(await isOrganizer(page.eventId, user.id))) notFound();
  return page;
}

/** The placeholder preview is for organizers too: the 404 page for anyone who organizes no event. */
export async function requireSomeOrganizer(request: Request): Promise<void> {
  const user = await currentUser(request);
  if (!user) notFound();
  const role = await db()
    .selectFrom("event_roles")
    .select("event_id")
    .where("user_id", "=", user.id)
    .where("role", "=", "organizer")
    .executeTakeFirst();
  if (!role) notFound();
}
