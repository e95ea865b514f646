import { readFileSync } from "node:fs";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { connect, connectSqlite, type DB } from "../../app/.server/db/connect";
import { createFreshPostgres } from "../../app/.server/db/fresh-postgres";

// Database tests (*.db.test.ts) run every suite on SQLite and on PostgreSQL.
// Each suite gets a fresh, migrated database copied from the run's template
// (test-template.global-setup.ts): an in-memory SQLite one deserialized from
// the template file, or a new PostgreSQL database created beside
// TEST_DATABASE_URL from the template database, and dropped after.

declare module "vitest" {
  /** What test-template.global-setup.ts provides. */
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string | null;
  }
}

export interface TestDatabase {
  readonly db: DB;
  readonly dialect: "sqlite" | "postgres";
}

export function describeEachDialect(title: string, body: (t: TestDatabase) => void): void {
  const pgUrl = process.env.TEST_DATABASE_URL;
  for (const dialect of ["sqlite", "postgres"] as const) {
    if (dialect === "postgres" && !pgUrl) {
      describe(`${title} [postgres]`, () => {
        if (process.env.SKIP_POSTGRES === "1") {
          it.skip("PostgreSQL skipped on purpose (SKIP_POSTGRES=1)", () => {});
        } else {
          it("needs TEST_DATABASE_URL", () => {
            throw new Error(
              "TEST_DATABASE_URL is not set, so the PostgreSQL half of the database tests cannot run. " +
                "Set it (e.g. postgres://postgres@127.0.0.1:5432/test) or SKIP_POSTGRES=1 to skip on purpose.",
            );
          });
        }
      });
      continue;
    }
    describe(`${title} [${dialect}]`, () => {
      let current: DB | undefined;
      let drop: (() => Promise<void>) | undefined;
      const handle: TestDatabase = {
        get db() {
          if (!current) throw new Error("database not ready");
          return current;
        },
        dialect,
      };
      beforeAll(async () => {
        if (dialect === "postgres") {
          const created = await createFreshPostgres(pgUrl!, {
            prefix: "uncork_test",
            template: inject("postgresTemplate")!,
          });
          drop = created.drop;
          current = connect(created.url, { poolSize: 4 });
        } else {
          current = connectSqlite(new SQLite(readFileSync(inject("sqliteTemplate"))));
        }
      });
      afterAll(async () => {
        await current?.destroy();
        await drop?.();
      });
      body(handle);
    });
  }
}
