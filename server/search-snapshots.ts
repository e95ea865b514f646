import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dialectOfUrl, sqlitePathOf } from "~/.server/backup/manifest";
import type { Env } from "~/.server/env";
import { createIndexSnapshots, type IndexSnapshots } from "~/features/search/index-snapshots.server";
import { MAX_DOCUMENTS_PER_UPDATE } from "~/features/search/search-service.server";

// Where the search index snapshots live and which build they belong to
// (decision 0021). A snapshot holds documents as this build makes them, so it
// is stamped with a hash of the server bundle: a deploy builds each index
// once from the database, then restarts load it.

/** The snapshots of this process, or null: SEARCH_SNAPSHOT_DIR=off, an in-memory database, or development (no bundle). */
export function searchSnapshotsOf(config: Env, log: (line: string) => void): IndexSnapshots | null {
  const dir = snapshotDir(config);
  const code = bundleHash();
  if (!dir || !code) return null;
  return createIndexSnapshots({ dir, code, maxChanges: MAX_DOCUMENTS_PER_UPDATE, log });
}

/** SEARCH_SNAPSHOT_DIR, else search-snapshots beside the SQLite database (./data/search-snapshots with PostgreSQL). */
export function snapshotDir(config: Pick<Env, "DATABASE_URL" | "SEARCH_SNAPSHOT_DIR">): string | null {
  if (config.SEARCH_SNAPSHOT_DIR === "off") return null;
  if (config.SEARCH_SNAPSHOT_DIR) return path.resolve(config.SEARCH_SNAPSHOT_DIR);
  if (dialectOfUrl(config.DATABASE_URL) === "postgres") return path.resolve("data/search-snapshots");
  const file = sqlitePathOf(config.DATABASE_URL);
  if (file === ":memory:" || file === "") return null;
  return path.join(path.dirname(path.resolve(file)), "search-snapshots");
}

/** The server bundle's hash; null when this module is not running from the bundle (development). */
function bundleHash(): string | null {
  const file = fileURLToPath(import.meta.url);
  if (!file.endsWith(".js")) return null;
  return createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 20);
}
