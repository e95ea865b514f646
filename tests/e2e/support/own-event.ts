import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { insertEvent } from "../../factories/catalogue";
import { makeOrganizer } from "../../factories/people";
import { e2eDatabase, login, type TestAccount, uniqueEmail } from "./accounts";

// Journeys that change an event (its settings, pages, catalogue) run on an
// event of their own, so they disturb no other journey.

/** A new event with a random id (the factories' counter starts again in every worker). */
export async function eventOfMyOwn(name = "Console Fair"): Promise<string> {
  const id = randomBytes(12).toString("hex");
  return insertEvent(e2eDatabase(), { id, name: `${name} ${id.slice(0, 6)}` });
}

/** A new verified account, signed in in `context` and made organizer of the event. */
export async function organizerOf(context: BrowserContext, eventId: string, name: string): Promise<TestAccount> {
  const account = await login(context, { email: uniqueEmail(name.toLowerCase()), name });
  const user = await e2eDatabase()
    .selectFrom("auth_users")
    .select("id")
    .where("email", "=", account.email)
    .executeTakeFirstOrThrow();
  await makeOrganizer(e2eDatabase(), eventId, user.id);
  return account;
}
