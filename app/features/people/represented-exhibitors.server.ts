import type { DB } from "~/.server/db";

// The exhibitors a user represents at an event: those of the registration
// (stand) of every representative entry they claimed there. The desk
// (exhibitor-desk) and lead scanning (leads) both start from it.

export interface DeskExhibitor {
  id: string;
  name: string;
}

/** The exhibitors of the stands of every representative entry the user claimed at the event. */
export async function representedExhibitors(
  db: DB,
  options: { eventId: string; userId: string },
): Promise<DeskExhibitor[]> {
  return db
    .selectFrom("person_profiles as p")
    .innerJoin("registration_exhibitors as re", "re.registration_id", "p.registration_id")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["e.id", "e.name"])
    .distinct()
    .where("p.event_id", "=", options.eventId)
    .where("p.claimed_by", "=", options.userId)
    .where("p.kind", "=", "representative")
    .where("re.event_id", "=", options.eventId)
    .orderBy("e.name")
    .orderBy("e.id")
    .execute();
}
