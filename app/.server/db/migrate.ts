import { Migrator } from "kysely";
import type { DB } from "./connect";
import { migrationProvider } from "./migrations";

/** Runs the migrations the database lacks; how many it ran. */
export async function migrateToLatest(db: DB): Promise<number> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
  return results?.length ?? 0;
}
