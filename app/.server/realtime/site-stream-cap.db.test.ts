import { afterEach, expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { createInProcessBus } from "./bus";
import { createSiteStreamCap, type StreamCap } from "./site-stream-cap";

// The per-user cap of live streams across the instances of a site: several
// caps ("instances") on one database and one bus, as PostgreSQL sites run them.

const MAX = 6;

describeEachDialect("the site's live stream cap", (t) => {
  const bus = createInProcessBus();
  let clock = 1_000_000;
  const now = () => ++clock;
  const caps: StreamCap[] = [];
  const instance = (name: string, options: { heartbeatMs?: number } = {}) => {
    const cap = createSiteStreamCap(t.db, { instanceId: name, bus, max: MAX, now, ...options });
    caps.push(cap);
    return cap;
  };
  const rowsOf = (userId: string) =>
    t.db.selectFrom("live_streams").select(["id", "instance_id"]).where("user_id", "=", userId).execute();

  afterEach(async () => {
    for (const cap of caps.splice(0)) await cap.close();
  });

  it("closes the user's oldest stream on another instance when a 7th opens, and only that one", async () => {
    const [a, b] = [instance("a"), instance("b")];
    const closed: string[] = [];
    for (let i = 0; i < 4; i++) await a.hold("u1", () => closed.push(`a${i}`));
    for (let i = 0; i < 2; i++) await b.hold("u1", () => closed.push(`b${i}`));
    await b.hold("u2", () => closed.push("other user"));
    expect(closed).toEqual([]);
    await b.hold("u1", () => closed.push("b-newest"));
    expect(closed).toEqual(["a0"]);
    const rows = await rowsOf("u1");
    expect(rows).toHaveLength(MAX);
    expect(rows.filter((r) => r.instance_id === "a")).toHaveLength(3);
  });

  it("keeps exactly the 6 newest of 60 streams opened at once through two instances, closing each other one once", async () => {
    const [a, b] = [instance("a"), instance("b")];
    const closed = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hold("u3", () => closed.set(i, (closed.get(i) ?? 0) + 1))),
    );
    expect(await rowsOf("u3")).toHaveLength(MAX);
    // Opened in the order of i (the clock ticks at each hold): the first 54 are the ones closed.
    expect([...closed.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 - MAX }, (_, i) => i));
    expect([...closed.values()].every((times) => times === 1)).toBe(true);
  });

  it("releases a closed stream: it counts no more", async () => {
    const a = instance("a");
    const closed: number[] = [];
    const releases = [];
    for (let i = 0; i < MAX; i++) releases.push(await a.hold("u4", () => closed.push(i)));
    releases[2]!();
    await expect.poll(async () => (await rowsOf("u4")).length).toBe(MAX - 1);
    await a.hold("u4", () => closed.push(99));
    expect(closed).toEqual([]);
  });

  it("stops counting the streams of an instance that stopped beating, and forgets them", async () => {
    const dead = instance("dead");
    const closed: string[] = [];
    for (let i = 0; i < MAX; i++) await dead.hold("u5", () => closed.push(`dead${i}`));
    await dead.close();
    // Not a clean stop: the rows stay, as after kill -9.
    await t.db
      .insertInto("live_streams")
      .values(
        Array.from({ length: MAX }, (_, i) => ({
          id: `killed-${i}`,
          user_id: "u5",
          instance_id: "killed",
          opened_at: clock,
          seen_at: clock,
        })),
      )
      .execute();
    clock += 60_000;
    // The heartbeat of a live instance deletes expired rows.
    const alive = instance("alive", { heartbeatMs: 20 });
    await alive.hold("u5", () => closed.push("alive"));
    expect(closed).toEqual([]);
    await expect.poll(async () => (await rowsOf("u5")).map((r) => r.instance_id)).toEqual(["alive"]);
  });

  it("renews its own rows by the heartbeat, and deletes them when it stops", async () => {
    const a = instance("a", { heartbeatMs: 20 });
    await a.hold("u6", () => {});
    const before = clock;
    await expect
      .poll(async () => {
        const row = await t.db
          .selectFrom("live_streams")
          .select("seen_at")
          .where("user_id", "=", "u6")
          .executeTakeFirst();
        return Number(row?.seen_at) > before;
      })
      .toBe(true);
    await a.close();
    expect(await rowsOf("u6")).toEqual([]);
  });
});
