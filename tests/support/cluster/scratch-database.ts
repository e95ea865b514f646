import { randomBytes } from "node:crypto";
import pg from "pg";

// A PostgreSQL database of its own for one cluster run, made on the server of
// TEST_DATABASE_URL and dropped after, so runs never share state.

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database named `<prefix>_<random>`. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer((client) => client.query(`create database "${name}"`));
  return {
    name,
    url: urlOf(name),
    drop: () =>
      onServer(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
