import { checkSecretFingerprint } from "~/.server/auth/secret-fingerprint";
import type { DB } from "~/.server/db";
import { migrateToLatest } from "~/.server/db/migrate";
import { withStartLock } from "~/.server/db/start-lock";
import type { Env } from "~/.server/env";
import { loadDemoFairIfEmpty } from "~/features/demo-fair/load-demo.server";
import { grantOrganizers, organizerEvent, parseOrganizerEmails } from "~/features/organizer/organizer-grants.server";

// What a start does to the site before the instance serves: the schema, the
// secret's check, the demo fair, the first organizers. Once per site: under
// the start lock (PostgreSQL), so instances starting at once on an empty
// database migrate and load once; the later ones find it done.

export interface PreparedSite {
  /** Migrations this start ran (0: the database was up to date). */
  migrations: number;
  demoLoaded: boolean;
}

export type SiteConfig = Pick<
  Env,
  "LOAD_DEMO" | "DEMO_SEED" | "DEMO_PRODUCTS" | "MEDIA_DIR" | "ORGANIZER_EMAILS" | "PRIMARY_EVENT"
>;

export async function prepareSite(
  db: DB,
  options: { config: SiteConfig; secret: () => string; log: (line: string) => void },
): Promise<PreparedSite> {
  const { config, log } = options;
  return withStartLock(db, async () => {
    const migrations = await migrateToLatest(db);
    await checkSecretFingerprint(db, options.secret);
    const demoLoaded =
      config.LOAD_DEMO === "auto" &&
      (await loadDemoFairIfEmpty(db, {
        seed: config.DEMO_SEED,
        products: config.DEMO_PRODUCTS,
        mediaDir: config.MEDIA_DIR,
        log,
      }));
    if (demoLoaded) log("Loaded the demo fair into the empty database.");
    await grantOrganizersAtStart(db, config, log);
    return { migrations, demoLoaded };
  });
}

/** ORGANIZER_EMAILS: the first organizers of the primary event, idempotent at every start. */
async function grantOrganizersAtStart(db: DB, config: SiteConfig, log: (line: string) => void): Promise<void> {
  const emails = parseOrganizerEmails(config.ORGANIZER_EMAILS);
  if (emails.length === 0) return;
  const event = await organizerEvent(db, { primaryEvent: config.PRIMARY_EVENT });
  if (!event) {
    log("ORGANIZER_EMAILS is set, but there is no event to make them organizers of.");
    return;
  }
  for (const { email, status } of await grantOrganizers(db, { eventId: event.id, emails, tool: "environment" }))
    if (status !== "unchanged") log(`Organizer of ${event.name}: ${email} (${status}).`);
}
