import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { connect } from "./connect";

/**
 * A new, empty (or copied from `template`) PostgreSQL database beside the one
 * `baseUrl` names, for tests and the fuzzer: its URL, its name, and how to
 * drop it (closing every connection to it).
 */
export async function createFreshPostgres(
  baseUrl: string,
  options: { prefix: string; template?: string },
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${options.prefix}_${randomBytes(6).toString("hex")}`;
  const admin = connect(baseUrl, { poolSize: 1 });
  if (options.template) await sql`create database ${sql.id(name)} template ${sql.id(options.template)}`.execute(admin);
  else await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}
