import { beforeEach, expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { claimTask, releaseTask, runDueTasks } from "./scheduler";

// A periodic task runs once per site: of many instances asking at once one
// wins; the winner's lease keeps the others out until it passes (the holder
// died) or the winner writes the next due time.

const T0 = Date.parse("2026-12-07T09:00:00Z");
const LEASE = 60_000;

describeEachDialect("scheduled tasks", (t) => {
  beforeEach(async () => {
    await t.db.deleteFrom("scheduled_tasks").execute();
  });

  const claim = (owner: string, now: number) => claimTask(t.db, { name: "digest", owner, leaseMs: LEASE, now });

  it("lets one of 50 racing instances win a due task", async () => {
    const won = await Promise.all(Array.from({ length: 50 }, (_, i) => claim(`i${i}`, T0)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const row = await t.db.selectFrom("scheduled_tasks").selectAll().executeTakeFirstOrThrow();
    expect(row.lease_owner).toBe(`i${won.indexOf(true)}`);
  });

  it("gives the task to another instance once the holder's lease has passed (it crashed)", async () => {
    expect(await claim("a", T0)).toBe(true);
    expect(await claim("b", T0 + LEASE - 1)).toBe(false);
    expect(await claim("b", T0 + LEASE + 1)).toBe(true);
    // The crashed holder's late release changes nothing.
    await releaseTask(t.db, { name: "digest", owner: "a", dueInMs: 3_600_000, now: T0 + LEASE + 2 });
    const row = await t.db.selectFrom("scheduled_tasks").selectAll().executeTakeFirstOrThrow();
    expect(row.lease_owner).toBe("b");
  });

  it("runs a task again only when it is due", async () => {
    expect(await claim("a", T0)).toBe(true);
    await releaseTask(t.db, { name: "digest", owner: "a", dueInMs: 10_000, now: T0 + 5 });
    expect(await claim("b", T0 + 10_004)).toBe(false);
    expect(await claim("b", T0 + 10_005)).toBe(true);
  });

  it("runs each due task once across racing instances, and tries a failed one again sooner", async () => {
    const runs = { ok: 0, broken: 0 };
    const tasks = [
      { name: "ok", everyMs: 3_600_000, run: async () => runs.ok++ },
      {
        name: "broken",
        everyMs: 3_600_000,
        run: async () => {
          runs.broken++;
          throw new Error("mail server down");
        },
      },
    ];
    const lines: string[] = [];
    const ran = await Promise.all(
      Array.from({ length: 50 }, (_, i) => runDueTasks(t.db, tasks, { owner: `i${i}`, log: (l) => lines.push(l) })),
    );
    expect(runs).toEqual({ ok: 1, broken: 1 });
    expect(ran.flat().sort()).toEqual(["broken", "ok"]);
    expect(lines).toEqual([expect.stringContaining("mail server down")]);
    const rows = await t.db.selectFrom("scheduled_tasks").selectAll().orderBy("name").execute();
    const inMs = (row: (typeof rows)[number]) => Date.parse(row.due_at) - Date.now();
    expect(rows.map((row) => [row.name, row.lease_owner, row.last_error])).toEqual([
      ["broken", null, "Error: mail server down"],
      ["ok", null, null],
    ]);
    expect(inMs(rows[0]!)).toBeLessThanOrEqual(60_000);
    expect(inMs(rows[1]!)).toBeGreaterThan(3_500_000);
  });
});
