import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { StartRefused } from "~/.server/auth/secret-fingerprint";
import { connect, type DB } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { migrationProvider } from "~/.server/db/migrations";
import { generateFair } from "~/features/demo-fair/generate-fair";
import { prepareSite, type SiteConfig } from "./prepare-site";

// N instances started at once on an empty PostgreSQL database: one migrates
// and loads the demo fair under the start lock, the others wait, then find
// nothing to do. Each "instance" has its own connection pool, as processes do.

const pgUrl = process.env.TEST_DATABASE_URL;
const SECRET = "the-site-secret-0123456789-0123456789";
const media = mkdtempSync(path.join(tmpdir(), "uncork-prepare-"));
const config: SiteConfig = {
  LOAD_DEMO: "auto",
  DEMO_SEED: 7,
  DEMO_PRODUCTS: 30,
  MEDIA_DIR: media,
  ORGANIZER_EMAILS: "first-organizer@example.com",
  PRIMARY_EVENT: undefined,
};

afterAll(() => rmSync(media, { recursive: true, force: true }));

const count = async (db: DB, table: "events" | "products" | "kysely_migration" | "organizer_invitations") => {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n);
};

describe.skipIf(!pgUrl && process.env.SKIP_POSTGRES === "1")("preparing the site [postgres]", () => {
  it("migrates once and loads the demo once when 5 instances start at once on an empty database", async () => {
    if (!pgUrl) throw new Error("TEST_DATABASE_URL is not set (or SKIP_POSTGRES=1 to skip on purpose)");
    const created = await createFreshPostgres(pgUrl, { prefix: "uncork_test_start" });
    const instances = Array.from({ length: 5 }, () => connect(created.url, { poolSize: 3 }));
    try {
      const lines: string[] = [];
      const prepared = await Promise.all(
        instances.map((db) => prepareSite(db, { config, secret: () => SECRET, log: (line) => lines.push(line) })),
      );
      const total = Object.keys(await migrationProvider.getMigrations()).length;
      expect(prepared.map((p) => p.migrations).sort((a, b) => b - a)).toEqual([total, 0, 0, 0, 0]);
      expect(prepared.filter((p) => p.demoLoaded)).toHaveLength(1);
      // The one that migrated is the one that loaded.
      expect(prepared.find((p) => p.demoLoaded)?.migrations).toBe(total);
      expect(lines.filter((line) => line === "Loaded the demo fair into the empty database.")).toHaveLength(1);
      // The others waited for it: none of them even generated the fair (unlocked, every one does).
      expect(lines.filter((line) => line.startsWith("Demo fair: generated "))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith("Organizer of "))).toHaveLength(1);

      const db = instances[0]!;
      expect(await count(db, "kysely_migration")).toBe(total);
      const fair = generateFair({ seed: config.DEMO_SEED, products: config.DEMO_PRODUCTS });
      expect(await count(db, "events")).toBe(fair.events.length);
      expect(await count(db, "products")).toBe(fair.products.length);
      // The address has no account yet: invited once.
      expect(await count(db, "organizer_invitations")).toBe(1);

      // A later instance with another secret is refused; the site is as it was.
      const refusal = await prepareSite(instances[1]!, { config, secret: () => "x".repeat(40), log: () => {} }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StartRefused);
      expect(await count(db, "products")).toBe(fair.products.length);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await created.drop();
    }
  }, 120_000);
});
