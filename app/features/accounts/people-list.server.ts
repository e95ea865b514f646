import type { DB } from "~/.server/db";
import { containsText } from "~/.server/db/dialect";
import type { PersonKind } from "~/.server/db/schema-accounts";

// The organizer's view of the event's registered people: who is there, and
// whether someone has claimed each entry or was invited to, found by name,
// address or company.

export interface PersonListEntry {
  id: string;
  kind: PersonKind;
  name: string;
  email: string;
  company: string;
  registrationId: string | null;
  claimedByEmail: string | null;
  claimedAt: string | null;
  invitedAt: string | null;
}

export async function listPeople(
  db: DB,
  eventId: string,
  options: { kind?: PersonKind; q?: string } = {},
): Promise<PersonListEntry[]> {
  let query = db
    .selectFrom("person_profiles as p")
    .leftJoin("auth_users as u", "u.id", "p.claimed_by")
    .select([
      "p.id",
      "p.kind",
      "p.name",
      "p.email",
      "p.company",
      "p.registration_id",
      "p.claimed_at",
      "p.invited_at",
      "u.email as claimant",
    ])
    .where("p.event_id", "=", eventId)
    .orderBy("p.kind", "desc")
    .orderBy("p.company")
    .orderBy("p.name");
  if (options.kind) query = query.where("p.kind", "=", options.kind);
  // Every word must match the name, the address or the company.
  for (const term of (options.q ?? "").split(/\s+/).filter(Boolean).slice(0, 6))
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref("p.name"), term),
        containsText(eb.ref("p.email"), term),
        containsText(eb.ref("p.company"), term),
      ]),
    );
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    company: row.company,
    registrationId: row.registration_id,
    claimedByEmail: row.claimant ?? null,
    claimedAt: row.claimed_at,
    invitedAt: row.invited_at,
  }));
}
