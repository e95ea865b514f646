import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { migrateToLatest } from "./migrate";

describeEachDialect("migrations", (t) => {
  it("creates every catalogue table and is idempotent", async () => {
    await migrateToLatest(t.db);
    const tables = await t.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const name of [
      "events",
      "exhibitors",
      "producers",
      "products",
      "registered_products",
      "history",
      "files",
      "images",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("stores and reads back a boolean and a float the same way on both dialects", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto("exhibitors")
      .values({
        id: "a".repeat(24),
        brand_id: "b".repeat(24),
        slug: "x",
        name: "X",
        brand_name: "X",
        country: "FR",
        website: "",
        email: "",
        phone: "",
        networking_id: "",
        languages_spoken: "[]",
        countries: "[]",
        offering: "[]",
        opening_hours: "[]",
        logo_image_id: null,
        founded: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto("products")
      .values({
        id: "c".repeat(24),
        exhibitor_id: "a".repeat(24),
        kind: "Wine",
        name: "Cuvée",
        alcohol: 13.5,
        is_vegan: t.dialect === "postgres" ? true : 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const row = await t.db.selectFrom("products").select(["alcohol", "is_vegan", "sensory"]).executeTakeFirstOrThrow();
    expect(row.alcohol).toBe(13.5);
    expect(Boolean(row.is_vegan)).toBe(true);
    expect(row.sensory).toBe("{}");
    const count = await sql<{ n: number }>`select count(*) as n from products`.execute(t.db);
    expect(Number(count.rows[0].n)).toBe(1);
  });
});
