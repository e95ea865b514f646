import { type Compilable, CompiledQuery } from "kysely";
import type { DB } from "../../app/.server/db/connect";

/** SQLite's plan for a query, its steps joined by " | " (tests that a query walks the index meant for it). */
export async function sqlitePlan(db: DB, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return plan.rows.map((row) => row.detail).join(" | ");
}
