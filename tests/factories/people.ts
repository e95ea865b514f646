import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { createPersonProfile, type NewPerson } from "~/features/accounts/person-import.server";
import type { PersonFormValues } from "~/features/organizer/person-form";
import { testId } from "./catalogue";

// Accounts and person profiles for database tests: a user as better-auth
// would have stored them, an organizer, an attendee or a representative.

const NOW = "2026-11-01T00:00:00.000Z";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export async function insertUser(
  db: DB,
  options: { email: string; name?: string; verified?: boolean },
): Promise<TestUser> {
  const id = `user-${testId()}`;
  const user = {
    id,
    email: options.email,
    name: options.name ?? options.email.split("@")[0],
    emailVerified: options.verified ?? true,
  };
  await db
    .insertInto("auth_users")
    .values({
      id,
      name: user.name,
      email: user.email,
      email_verified: fromBool(dialectOf(db), user.emailVerified),
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  return user;
}

export async function makeOrganizer(db: DB, eventId: string, userId: string): Promise<void> {
  await db
    .insertInto("event_roles")
    .values({ event_id: eventId, user_id: userId, role: "organizer", created_at: NOW })
    .execute();
}

export async function insertPerson(db: DB, eventId: string, person: NewPerson): Promise<string> {
  return (await createPersonProfile(db, { eventId, person })).id;
}

/** What an organizer's person form sends, with the fields given changed. */
export function personFormValues(overrides: Partial<PersonFormValues> = {}): PersonFormValues {
  return {
    kind: "attendee",
    registrationId: null,
    name: "Greta Gast",
    email: "greta@example.com",
    company: "Weinhandel Gast",
    jobTitle: "Buyer",
    telephone: "",
    country: "DE",
    attendeeType: "Trade",
    tableNumber: "",
    discoverable: true,
    ...overrides,
  };
}
