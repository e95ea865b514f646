import { expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { migrateToLatest } from "./migrate";
import { nextVersion } from "./next-version";

// A row's next version is computed by the database from the version it
// replaces: always later, now when the clock has moved on.

describeEachDialect("nextVersion", (t) => {
  const versionAfter = async (version: string, now: string) => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    await t.db
      .insertInto("history")
      .values({ entity_type: "person", entity_id: "p", kind: "set", field: "name", actor: "test", created_at: version })
      .execute();
    await t.db
      .updateTable("history")
      .set({ created_at: nextVersion(t.db, new Date(now), "created_at") })
      .execute();
    const row = await t.db.selectFrom("history").select("created_at").executeTakeFirstOrThrow();
    return row.created_at;
  };

  it("is now when the clock has moved past the version", async () => {
    expect(await versionAfter("2026-11-30T01:00:00.123Z", "2026-11-30T01:00:00.200Z")).toBe("2026-11-30T01:00:00.200Z");
  });

  it("is a millisecond after the version when the change falls in the same millisecond", async () => {
    expect(await versionAfter("2026-11-30T01:00:00.123Z", "2026-11-30T01:00:00.123Z")).toBe("2026-11-30T01:00:00.124Z");
  });

  it("is a millisecond after the version when the clock is behind it (another machine's clock)", async () => {
    expect(await versionAfter("2026-11-30T01:00:00.123Z", "2026-11-30T00:59:59.000Z")).toBe("2026-11-30T01:00:00.124Z");
  });

  it("carries into the next second, day and year", async () => {
    expect(await versionAfter("2026-12-31T23:59:59.999Z", "2026-12-31T23:59:59.999Z")).toBe("2027-01-01T00:00:00.000Z");
  });
});
