import { data } from "react-router";
import { COMMON_MESSAGES } from "~/lib/messages";
import { type DB, db } from "../db";
import { AppError } from "../errors";
import { auth } from "./auth";

// Who is signed in, for loaders, actions and API handlers. Pages and API
// calls that need a user use these; public pages never read the session
// (they are cached for everyone), the header asks /api/me after hydration.

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  phone: string | null;
}

export async function currentUser(request: Request): Promise<SessionUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, name, emailVerified, image } = session.user;
  const phone = (session.user as { phone?: string | null }).phone ?? null;
  return { id, email, name, emailVerified, image: image ?? null, phone };
}

/** For API handlers: the user, or AppError unauthenticated ("Not logged in", 401). */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError("unauthenticated", COMMON_MESSAGES.unauthenticated);
  return user;
}

/** For page loaders: the user, or the 401 page ("You need to be logged in to see this page." with sign-in). */
export async function requirePageUser(request: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw data({ code: "unauthenticated" }, { status: 401 });
  return user;
}

/** The 403 page ("You don't have the necessary permissions to see this page."). */
export function forbiddenPage(): never {
  throw data({ code: "forbidden" }, { status: 403 });
}

export async function isOrganizer(eventId: string, userId: string, database: DB = db()): Promise<boolean> {
  const row = await database
    .selectFrom("event_roles")
    .select("role")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("role", "=", "organizer")
    .executeTakeFirst();
  return !!row;
}
