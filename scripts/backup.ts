import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "~/.server/backup/backup";
import { env } from "~/.server/env";

// npm run backup -- <file>
// The database of DATABASE_URL and the MEDIA_DIR folder in one file, while
// the site serves (docs/operations.md "Backup and restore").

const USAGE = `Usage: npm run backup -- <file>
  <file>   where to write the backup (a tar file; written beside it first, then renamed)`;

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
  const started = Date.now();
  const manifest = await createBackup({ databaseUrl: config.DATABASE_URL, mediaDir: config.MEDIA_DIR, file });
  console.log(
    `Backed up the ${manifest.dialect} database (migration ${manifest.migration ?? "none"})` +
      `${manifest.media ? " and the media folder" : ""} to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log("Not in it: the auth secret (AUTH_SECRET or AUTH_SECRET_FILE); keep it apart, as safely.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
