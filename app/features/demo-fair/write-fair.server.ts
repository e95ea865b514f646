import { CompiledQuery } from "kysely";
import type { DB } from "~/.server/db/connect";
import { type DialectName, dialectOf, fromBool } from "~/.server/db/dialect";
import { recordCatalogueChange } from "~/features/events/catalogue-versions.server";
import { writeDemoContentPages } from "./demo-content-pages.server";
import { writeDemoMeetingPeople } from "./demo-meetings.server";
import { writeDemoOrganizer } from "./demo-organizer.server";
import { type FairData, TABLE_ORDER } from "./fair-data";

// Writes a generated fair in one transaction, table by table in dependency
// order, in multi-row inserts sized to each dialect's limit on bound
// parameters (SQLite's historical 999, PostgreSQL's 65,535).
//
// The INSERT text is built here and sent as a compiled query: building
// Kysely's syntax tree for millions of values cost more than the database
// work itself (a 100,000-product fair wrote in 28 s that way).

const MAX_PARAMS: Record<DialectName, number> = { sqlite: 999, postgres: 65_535 };
// Beyond this, PostgreSQL spends more time parsing one statement than it saves in round trips.
const MAX_ROWS = 1_000;

function insertSql(dialect: DialectName, table: string, columns: string[], rows: number): string {
  const quoted = columns.map((column) => `"${column}"`).join(", ");
  let n = 0;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r++) {
    const marks = columns.map(() => (dialect === "postgres" ? `$${++n}` : "?"));
    tuples.push(`(${marks.join(", ")})`);
  }
  return `insert into "${table}" (${quoted}) values ${tuples.join(", ")}`;
}

export interface WriteFairOptions {
  /**
   * Whether the demo's meeting people (Sam Seller, Bea Buyer) claim their
   * profiles here and get their meetings, samples and messages; a season's
   * later fairs leave them out (default true).
   */
  meetingPeople?: boolean;
}

export async function writeFair(db: DB, data: FairData, options: WriteFairOptions = {}): Promise<void> {
  const dialect = dialectOf(db);
  await db.transaction().execute(async (trx) => {
    for (const [key, table] of TABLE_ORDER) {
      const rows = data[key] as Record<string, unknown>[];
      if (rows.length === 0) continue;
      const columns = Object.keys(rows[0]);
      const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS[dialect] / columns.length)));
      const fullSql = insertSql(dialect, table, columns, size);
      for (let start = 0; start < rows.length; start += size) {
        const end = Math.min(rows.length, start + size);
        const params: unknown[] = [];
        for (let i = start; i < end; i++) {
          const row = rows[i];
          for (const column of columns) {
            const value = row[column];
            params.push(typeof value === "boolean" ? fromBool(dialect, value) : value === undefined ? null : value);
          }
        }
        const text = end - start === size ? fullSql : insertSql(dialect, table, columns, end - start);
        await trx.executeQuery(CompiledQuery.raw(text, params));
      }
    }
    const organizerId = await writeDemoOrganizer(
      trx,
      data.events.map((e) => e.id!),
    );
    await writeDemoContentPages(
      trx,
      data.events.map((e) => e.id!),
      organizerId,
    );
  });
  // After the commit: the meetings' own functions run their own transactions.
  if (options.meetingPeople !== false) {
    await writeDemoMeetingPeople(
      db,
      data.events.map((e) => e.id!),
    );
  }
  // A whole catalogue written at once: every saved fair and search snapshot of these events is out of date.
  await recordCatalogueChange(
    db,
    data.events.map((e) => e.id!),
    { event: true },
  );
}

/** Deletes every catalogue row (children first), for `demo-fair --reset`. */
export async function clearCatalogue(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [, table] of [...TABLE_ORDER].reverse()) await trx.deleteFrom(table).execute();
  });
}
