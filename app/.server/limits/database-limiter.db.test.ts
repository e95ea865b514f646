import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { limiterScenarios } from "../../../tests/support/limiter-scenarios";
import { describeEachDialect } from "../../../tests/support/test-database";
import { connect, type DB } from "../db/connect";
import { createDatabaseLimiter } from "./database-limiter";
import { FORGET_MS } from "./limiter";

// The limiter PostgreSQL sites use, on both dialects: the same rule as in
// memory, and one count for every instance sharing the database.

/** A second connection pool to the same database: what another instance holds (SQLite's in-memory copy has one). */
async function anotherInstance(t: { db: DB; dialect: string }): Promise<{ db: DB; close: () => Promise<void> }> {
  if (t.dialect !== "postgres") return { db: t.db, close: async () => {} };
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const db = connect(url.toString(), { poolSize: 8 });
  return { db, close: () => db.destroy() };
}

describeEachDialect("database limiter", (t) => {
  describe("the rule", () => {
    limiterScenarios(() => createDatabaseLimiter(t.db));
  });

  it("allows exactly the limit to 60 attempts at once through two instances, and refuses the rest with the wait", async () => {
    const other = await anotherInstance(t);
    try {
      const instances = [createDatabaseLimiter(t.db), createDatabaseLimiter(other.db)];
      const now = Date.now();
      const decisions = await Promise.all(
        Array.from({ length: 60 }, (_, i) => instances[i % 2]!.take("race|203.0.113.1", 25, 60_000, now)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(25);
      const refused = decisions.filter((d) => !d.allowed);
      expect(refused).toHaveLength(35);
      // The first refusal waits one window; the others come while it is blocked, with what is left of it.
      expect(new Set(refused.map((d) => d.retryAfterSeconds))).toEqual(new Set([60]));
      const row = await t.db
        .selectFrom("rate_limit_counters")
        .selectAll()
        .where("key", "=", "race|203.0.113.1")
        .executeTakeFirstOrThrow();
      expect(Number(row.block_ms)).toBe(60_000);
      expect(Number(row.blocked_until)).toBe(now + 60_000);
    } finally {
      await other.close();
    }
  });

  it("deletes the counters of keys quiet for a day, at an instance's first attempt and hourly after", async () => {
    const now = Date.now();
    await createDatabaseLimiter(t.db).take("quiet|1", 5, 60_000, now - FORGET_MS);
    await createDatabaseLimiter(t.db).take("recent|1", 5, 60_000, now - FORGET_MS + 1_000);
    await createDatabaseLimiter(t.db).take("now|1", 5, 60_000, now);
    const keys = await t.db
      .selectFrom("rate_limit_counters")
      .select("key")
      .where("key", "in", ["quiet|1", "recent|1", "now|1"])
      .execute();
    expect(keys.map((k) => k.key).sort()).toEqual(["now|1", "recent|1"]);
  });
});
