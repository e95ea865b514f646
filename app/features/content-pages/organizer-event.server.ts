import { forbiddenPage, isOrganizer, requirePageUser, type SessionUser } from "~/.server/auth/session";

// The editor's check: the signed-in organizer of the page's own event
// (the console's other pages use loadOrganizerPage, features/organizer).

/** The organizer of a page's own event, else the 403 page (the editor; the preview answers 404 instead). */
export async function requirePageOrganizer(request: Request, eventId: string): Promise<SessionUser> {
  const user = await requirePageUser(request);
  if (!(await isOrganizer(eventId, user.id))) forbiddenPage();
  return user;
}
