import { parseArgs } from "node:util";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { env } from "~/.server/env";
import { productApiConfig } from "~/features/data-in/product-api/product-api-config.server";
import { reportLines, type SyncReport, syncEvent } from "~/features/data-in/product-api/sync-event.server";

// npm run sync -- --event <id> [--source <id>] [--dry-run] [--server <url>]
// Syncs an event from the product GraphQL API (PRODUCT_API_*, docs/data-in.md).
// When the site is running (its health check answers at --server, by
// default http://127.0.0.1:PORT) the sync runs inside it through the admin
// API (ADMIN_TOKEN), so its search and cached pages follow at once;
// otherwise it runs here, straight on DATABASE_URL.

const USAGE = `Usage: npm run sync -- --event <id> [options]
  --event ID       the event to fill (its id in this site's database)
  --source ID      the product API's event, when its id differs (default: the same id)
  --dry-run        report what would be added, changed and removed; write nothing
  --server URL     the running site to sync through (default http://127.0.0.1:PORT)`;

async function serverAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function throughServer(
  url: string,
  token: string,
  options: { eventId: string; sourceEventId?: string; dryRun: boolean; createEvent: boolean },
): Promise<SyncReport> {
  const response = await fetch(`${url}/api/admin/events/${encodeURIComponent(options.eventId)}/sync`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      dryRun: options.dryRun,
      sourceEventId: options.sourceEventId,
      createEvent: options.createEvent,
    }),
  });
  const body = (await response.json().catch(() => null)) as (SyncReport & { message?: string }) | null;
  if (!response.ok) throw new Error(body?.message ?? `The site answered ${response.status}`);
  return body as SyncReport;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      event: { type: "string" },
      source: { type: "string" },
      "dry-run": { type: "boolean" },
      server: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || !values.event) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = env();
  // The command fills the event it names: one the site does not have yet is created (docs/data-in.md).
  const options = {
    eventId: values.event,
    sourceEventId: values.source,
    dryRun: Boolean(values["dry-run"]),
    createEvent: true,
  };
  const server = values.server ?? `http://127.0.0.1:${config.PORT}`;
  let report: SyncReport;
  if (await serverAnswers(server)) {
    if (!config.ADMIN_TOKEN) {
      console.error(
        `The site is running at ${server}: set ADMIN_TOKEN (the same as the site's) so the sync runs through it and its pages follow, or stop it first.`,
      );
      return 2;
    }
    console.log(`Syncing through the running site at ${server}…`);
    report = await throughServer(server, config.ADMIN_TOKEN, options);
  } else {
    const db = connect(config.DATABASE_URL);
    try {
      await migrateToLatest(db);
      report = await syncEvent(db, { ...options, config: productApiConfig(config), actor: "sync" });
    } finally {
      await db.destroy();
    }
  }
  for (const line of reportLines(report)) console.log(line);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
