import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { connect } from "../db/connect";
import { MANIFEST, packArchive } from "./archive";
import { type BackupManifest, dialectOfUrl, sqlitePathOf } from "./manifest";

// `npm run backup -- <file>` while the site serves: SQLite through its
// online backup (pages copied in steps; writers go on meanwhile), PostgreSQL
// through pg_dump (one consistent snapshot, custom format), then the media
// folder, all in one tar file written beside the target and renamed into
// place when complete. Not in it: the auth secret (AUTH_SECRET or its file),
// import uploads, the mail outbox, anything in flight.

const run = promisify(execFile);

export interface BackupOptions {
  databaseUrl: string;
  mediaDir: string;
  file: string;
  now?: Date;
}

export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const dialect = dialectOfUrl(options.databaseUrl);
  const staging = await mkdtemp(path.join(tmpdir(), "uncork-backup-"));
  try {
    const database = dialect === "sqlite" ? "database.sqlite" : "database.pgdump";
    const target = path.join(staging, database);
    if (dialect === "sqlite") {
      const source = new SQLite(sqlitePathOf(options.databaseUrl), { readonly: true, fileMustExist: true });
      try {
        await source.backup(target);
      } finally {
        source.close();
      }
    } else {
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", target, options.databaseUrl]);
    }
    const manifest: BackupManifest = {
      format: "uncork-backup",
      version: 1,
      dialect,
      migration: await lastMigration(options.databaseUrl),
      createdAt: (options.now ?? new Date()).toISOString(),
      database,
      media: existsSync(options.mediaDir),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${options.file}.partial`;
    await packArchive(
      partial,
      { dir: staging, entries: [MANIFEST, database] },
      manifest.media ? options.mediaDir : null,
    );
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function lastMigration(databaseUrl: string): Promise<string | null> {
  const db = connect(databaseUrl, { poolSize: 1 });
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
      db,
    );
    return rows[0]?.name ?? null;
  } finally {
    await db.destroy();
  }
}
