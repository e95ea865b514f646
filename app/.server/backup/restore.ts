import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { connect } from "../db/connect";
import { migrationProvider } from "../db/migrations";
import { MANIFEST, MEDIA, unpackArchive } from "./archive";
import { type BackupManifest, dialectOfUrl, manifestSchema, sqlitePathOf } from "./manifest";

// `npm run restore -- <file>`: a backup into an empty database and an empty
// media folder, with the server stopped. Anything already there is refused,
// never merged or overwritten. The server migrates a backup from an older
// release at its next start; one from a newer release is refused.

const run = promisify(execFile);

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  databaseUrl: string;
  mediaDir: string;
  file: string;
}

export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), "uncork-restore-"));
  try {
    if (!existsSync(options.file)) throw new RestoreRefused(`There is no file ${options.file}.`);
    await unpackArchive(options.file, staging, [MANIFEST]).catch(() => {
      throw new RestoreRefused(`${options.file} is not an Uncork backup (no ${MANIFEST} in a tar file).`);
    });
    const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path.join(staging, MANIFEST), "utf8")));
    if (!parsed.success) throw new RestoreRefused(`${options.file} has a manifest this release cannot read.`);
    const manifest = parsed.data;
    const dialect = dialectOfUrl(options.databaseUrl);
    if (manifest.dialect !== dialect)
      throw new RestoreRefused(
        `The backup is of a ${manifest.dialect} database; DATABASE_URL names a ${dialect} one. Restore it into a ${manifest.dialect} database.`,
      );
    const known = Object.keys(await migrationProvider.getMigrations());
    if (manifest.migration && !known.includes(manifest.migration))
      throw new RestoreRefused(
        `The backup was made by a newer release (migration ${manifest.migration}); restore it with that release or a later one.`,
      );
    if (!(await isEmptyDatabase(options.databaseUrl)))
      throw new RestoreRefused(
        "The database DATABASE_URL names is not empty. Restore into a new, empty database (or remove the SQLite file).",
      );
    if (existsSync(options.mediaDir) && (await readdir(options.mediaDir)).length > 0)
      throw new RestoreRefused(`The media folder ${options.mediaDir} is not empty. Restore into an empty MEDIA_DIR.`);

    await unpackArchive(options.file, staging);
    const database = path.join(staging, manifest.database);
    if (dialect === "sqlite") {
      const target = sqlitePathOf(options.databaseUrl);
      await mkdir(path.dirname(path.resolve(target)), { recursive: true });
      for (const leftover of [target, `${target}-wal`, `${target}-shm`]) await rm(leftover, { force: true });
      await cp(database, `${target}.restoring`);
      await rename(`${target}.restoring`, target);
    } else {
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        "--dbname",
        options.databaseUrl,
        database,
      ]);
    }
    if (manifest.media) await cp(path.join(staging, MEDIA), options.mediaDir, { recursive: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** No table at all: a new PostgreSQL database, or a SQLite file that does not exist yet (or has none). */
async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  if (dialectOfUrl(databaseUrl) === "sqlite") {
    const file = sqlitePathOf(databaseUrl);
    if (!existsSync(file)) return true;
    const sqlite = new SQLite(file, { readonly: true });
    try {
      const row = sqlite.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
      return row.n === 0;
    } finally {
      sqlite.close();
    }
  }
  const db = connect(databaseUrl, { poolSize: 1 });
  try {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await db.destroy();
  }
}
