import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { insertEvent } from "../../factories/catalogue";
import { makeOrganizer } from "../../factories/people";
import { e2eDatabase, login, type TestAccount, uniqueEmail } from "./accounts";

// Journeys that change an event (its settings, pages, catalogue, people) run
// on an event of their own, so they disturb no other journey.

/** A random 24-hex id: the factories' counter starts again in every worker. */
export const randomId = () => randomBytes(12).toString("hex");

/** A new event with a random id. */
export async function eventOfMyOwn(name = "Console Fair"): Promise<string> {
  const id = randomId();
  return insertEvent(e2eDatabase(), { id, name: `${name} ${id.slice(0, 6)}` });
}

/** A new verified account, signed in in `context` and made organizer of the event. */
export async function organizerOf(
  context: BrowserContext,
  eventId: string,
  name: string,
): Promise<TestAccount & { userId: string }> {
  const prefix =
    name
      .split(/\s+/)[0]
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "") || "organizer";
  const account = await login(context, { email: uniqueEmail(prefix), name });
  const user = await e2eDatabase()
    .selectFrom("auth_users")
    .select("id")
    .where("email", "=", account.email.toLowerCase())
    .executeTakeFirstOrThrow();
  await makeOrganizer(e2eDatabase(), eventId, user.id);
  return { ...account, userId: user.id };
}
