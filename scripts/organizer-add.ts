import { parseArgs } from "node:util";
import { z } from "zod";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { env } from "~/.server/env";
import { grantOrganizers, organizerEvent } from "~/features/organizer/organizer-grants.server";

// npm run organizer:add -- <email> [--event <id>]
// Makes the address an organizer of the event (by default the primary one):
// at once when an account with that address is verified, else at its
// owner's first sign-in with it (docs/product/site-settings.md).

const USAGE = `Usage: npm run organizer:add -- <email> [--event <id>]
  <email>        the organizer's e-mail address
  --event ID     the event (id or slug; default: PRIMARY_EVENT, else the latest event)`;

const MESSAGES = {
  added: (email: string, event: string) => `${email} is now an organizer of ${event}.`,
  invited: (email: string, event: string) =>
    `${email} has no verified account yet: they become an organizer of ${event} when they first sign in with this address.`,
  unchanged: (email: string, event: string) => `${email} is already an organizer of ${event} (or invited).`,
};

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { event: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const email = z.email().safeParse(positionals[0].trim());
  if (!email.success) {
    console.error(`Not an e-mail address: ${positionals[0]}`);
    return 2;
  }
  const config = env();
  const db = connect(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const event = await organizerEvent(db, { event: values.event, primaryEvent: config.PRIMARY_EVENT });
    if (!event) {
      console.error(values.event ? `No event "${values.event}" in ${config.DATABASE_URL}.` : "There is no event yet.");
      return 1;
    }
    const [outcome] = await grantOrganizers(db, { eventId: event.id, emails: [email.data], tool: "cli" });
    console.log(MESSAGES[outcome.status](outcome.email, event.name));
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
