import { verifyPassword } from "better-auth/crypto";
import { beforeAll, expect, it } from "vitest";
import { toBool } from "~/.server/db/dialect";
import { describeEachDialect } from "~/.server/db/test-database";
import type { FairData } from "./fair-data";
import { generateFair } from "./generate-fair";
import { DEMO_ORGANIZER } from "./people";
import { clearCatalogue, writeFair } from "./write-fair.server";

describeEachDialect("the demo fair's accounts", (t) => {
  let fair: FairData;
  beforeAll(() => {
    fair = generateFair({ seed: 12, products: 60 });
  });

  it("writes the people and an organizer of every event who signs in with the documented password", async () => {
    await writeFair(t.db, fair);
    const people = await t.db.selectFrom("person_profiles").select(["id", "discoverable", "claimed_by"]).execute();
    expect(people).toHaveLength(fair.personProfiles.length);
    expect(people.every((p) => toBool(p.discoverable) && p.claimed_by === null)).toBe(true);

    const user = await t.db
      .selectFrom("auth_users")
      .selectAll()
      .where("email", "=", DEMO_ORGANIZER.email)
      .executeTakeFirstOrThrow();
    expect(toBool(user.email_verified)).toBe(true);
    const account = await t.db
      .selectFrom("auth_accounts")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ provider_id: "credential", account_id: user.id });
    expect(await verifyPassword({ hash: account.password!, password: DEMO_ORGANIZER.password })).toBe(true);
    const roles = await t.db
      .selectFrom("event_roles")
      .select(["event_id", "role"])
      .where("user_id", "=", user.id)
      .execute();
    expect(roles.map((r) => r.event_id).sort()).toEqual(fair.events.map((e) => e.id).sort());
  });

  it("keeps the one organizer account when the catalogue is written again", async () => {
    await clearCatalogue(t.db);
    expect(await t.db.selectFrom("event_roles").selectAll().execute()).toEqual([]);
    await writeFair(t.db, fair);
    expect(
      await t.db.selectFrom("auth_users").select("id").where("email", "=", DEMO_ORGANIZER.email).execute(),
    ).toHaveLength(1);
    expect(await t.db.selectFrom("auth_accounts").select("id").execute()).toHaveLength(1);
    expect(await t.db.selectFrom("event_roles").select("event_id").execute()).toHaveLength(fair.events.length);
  });
});
