import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { connect, connectSqlite } from "../../app/.server/db/connect";
import { createFreshPostgres } from "../../app/.server/db/fresh-postgres";
import { migrateToLatest } from "../../app/.server/db/migrate";
import type {} from "./test-database";

// Migrates once per run (vitest globalSetup of the "db" project) and hands
// the suites a template: a serialized SQLite file each suite opens in
// memory, and a PostgreSQL database each suite copies with CREATE DATABASE
// … TEMPLATE. See test-database.ts and docs/testing.md.

async function sqliteTemplate(): Promise<string> {
  const handle = new SQLite(":memory:");
  const db = connectSqlite(handle);
  await migrateToLatest(db);
  const file = path.join(tmpdir(), `uncork-test-template-${process.pid}-${randomBytes(4).toString("hex")}.sqlite`);
  writeFileSync(file, handle.serialize());
  await db.destroy();
  return file;
}

async function postgresTemplate(baseUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const created = await createFreshPostgres(baseUrl, { prefix: "uncork_tpl" });
  const template = connect(created.url, { poolSize: 1 });
  await migrateToLatest(template);
  // CREATE DATABASE … TEMPLATE needs the template without connections.
  await template.destroy();
  return created;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const file = await sqliteTemplate();
  project.provide("sqliteTemplate", file);
  const pgUrl = process.env.TEST_DATABASE_URL;
  const postgres = pgUrl ? await postgresTemplate(pgUrl) : undefined;
  project.provide("postgresTemplate", postgres?.name ?? null);
  return async () => {
    rmSync(file, { force: true });
    await postgres?.drop();
  };
}
