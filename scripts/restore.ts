import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused, restoreBackup } from "~/.server/backup/restore";
import { env } from "~/.server/env";

// npm run restore -- <file>
// A backup into the empty database of DATABASE_URL and the empty MEDIA_DIR,
// with the server stopped (docs/operations.md "Backup and restore").

const USAGE = `Usage: npm run restore -- <file>
  <file>   a file made by npm run backup; DATABASE_URL must name an empty database, MEDIA_DIR an empty folder`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = env();
  const file = path.resolve(positionals[0]);
  const manifest = await restoreBackup({ databaseUrl: config.DATABASE_URL, mediaDir: config.MEDIA_DIR, file });
  console.log(
    `Restored the ${manifest.dialect} database of ${manifest.createdAt} (migration ${manifest.migration ?? "none"})` +
      `${manifest.media ? ` and the media folder into ${path.resolve(config.MEDIA_DIR)}` : ""}.`,
  );
  console.log("Start the server with the same AUTH_SECRET as before, or every session and sign-in link is void.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof RestoreRefused
        ? `Not restored: ${error.message}`
        : `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
