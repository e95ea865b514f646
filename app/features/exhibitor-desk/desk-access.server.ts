import { isOrganizer } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { type DeskExhibitor, representedExhibitors } from "~/features/people/represented-exhibitors.server";

// Whose exhibitor desk and reports a signed-in user may open at an event
// (docs/product/exhibitor-desk.md): a representative, the exhibitors of the
// registration (stand) their claimed person belongs to; an organizer, every
// exhibitor of the event. Everyone else: none.

export type { DeskExhibitor };
export { representedExhibitors };

export interface DeskAccess {
  /** "organizer" sees every exhibitor of the event; "representative" their stand's. */
  as: "organizer" | "representative" | null;
  /** The exhibitors the user may open, by name; for an organizer, only those asked for (see deskExhibitor). */
  exhibitors: DeskExhibitor[];
}

/**
 * The exhibitor whose desk the user opens: `wanted` when they may (a
 * representative of it, or an organizer and it is an exhibitor of the
 * event), else their first; null when they may open none (or not `wanted`).
 */
export async function deskExhibitor(
  db: DB,
  options: { eventId: string; userId: string; wanted?: string },
): Promise<{ exhibitor: DeskExhibitor; access: DeskAccess } | null> {
  const represented = await representedExhibitors(db, options);
  const wanted = options.wanted;
  const own = wanted ? represented.find((e) => e.id === wanted) : represented[0];
  if (own) return { exhibitor: own, access: { as: "representative", exhibitors: represented } };
  if (!wanted || !(await isOrganizer(options.eventId, options.userId, db))) return null;
  const atEvent = await db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["e.id", "e.name"])
    .where("re.event_id", "=", options.eventId)
    .where("re.exhibitor_id", "=", wanted)
    .executeTakeFirst();
  return atEvent ? { exhibitor: atEvent, access: { as: "organizer", exhibitors: [atEvent] } } : null;
}

/** The events where a user has a desk (a representative of a stand) or the reports (that, or an organizer): for the header's menu. */
export async function workplacesOf(db: DB, userId: string): Promise<{ desk: string[]; reports: string[] }> {
  const [stands, organized] = await Promise.all([
    db
      .selectFrom("person_profiles")
      .select("event_id")
      .distinct()
      .where("claimed_by", "=", userId)
      .where("kind", "=", "representative")
      .where("registration_id", "is not", null)
      .execute(),
    db
      .selectFrom("event_roles")
      .select("event_id")
      .where("user_id", "=", userId)
      .where("role", "=", "organizer")
      .execute(),
  ]);
  const desk = stands.map((row) => row.event_id);
  return { desk, reports: [...new Set([...desk, ...organized.map((row) => row.event_id)])] };
}
