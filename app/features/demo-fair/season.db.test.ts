import { beforeAll, expect, it } from "vitest";
import { catalogueVersion } from "~/features/events/catalogue-versions.server";
import { describeEachDialect } from "../../../tests/support/test-database";
import { DEMO_ORGANIZER } from "./people";
import { writeSeason } from "./write-season.server";

describeEachDialect("a season of fairs written one after another", (t) => {
  const season = { seed: 5, products: 360, events: 6 };

  beforeAll(async () => {
    await writeSeason(t.db, season);
  });

  it("holds every fair's events and products, each event with its own catalogue version", async () => {
    const events = await t.db.selectFrom("events").select(["id", "slug"]).orderBy("slug").execute();
    expect(events.map((e) => e.slug)).toEqual([
      "uncork-2026",
      "uncork-2026-2",
      "uncork-2026-3",
      "uncork-autumn-tasting-2026",
      "uncork-autumn-tasting-2026-2",
      "uncork-autumn-tasting-2026-3",
    ]);
    const products = await t.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(360);
    for (const event of events) expect(await catalogueVersion(t.db, event.id)).toBeGreaterThan(0);
  });

  it("registers each main fair's 120 products at that fair only", async () => {
    const rows = await t.db
      .selectFrom("registered_products as r")
      .innerJoin("events as e", "e.id", "r.event_id")
      .select(["e.slug", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("e.slug", "like", "uncork-2026%")
      .groupBy("e.slug")
      .orderBy("e.slug")
      .execute();
    expect(rows.map((r) => [r.slug, Number(r.n)])).toEqual([
      ["uncork-2026", 120],
      ["uncork-2026-2", 120],
      ["uncork-2026-3", 120],
    ]);
  });

  it("gives the demo's meeting people their profiles, meetings and samples at the first fair only", async () => {
    const claimed = await t.db
      .selectFrom("person_profiles as p")
      .innerJoin("events as e", "e.id", "p.event_id")
      .select("e.slug")
      .where("p.claimed_by", "=", "uncork-demo-buyer")
      .orderBy("e.slug")
      .execute();
    expect(claimed.map((r) => r.slug)).toEqual(["uncork-2026", "uncork-autumn-tasting-2026"]);
  });

  it("has one demo organizer, organizer of all six events", async () => {
    const users = await t.db.selectFrom("auth_users").select("id").where("email", "=", DEMO_ORGANIZER.email).execute();
    expect(users).toHaveLength(1);
    const roles = await t.db
      .selectFrom("event_roles")
      .select("event_id")
      .where("user_id", "=", users[0].id)
      .where("role", "=", "organizer")
      .execute();
    expect(roles).toHaveLength(6);
  });
});
