import { sql } from "kysely";
import { afterEach, expect, it, vi } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { dialectOfUrl } from "../db/dialect";
import { bus, createInProcessBus } from "./bus";
import type { BusMessage, UserDataChanged } from "./bus-messages";
import { PostgresBus, type PostgresBusOptions } from "./postgres-bus";
import { storeMessage } from "./postgres-bus-store";

// Two buses on one database act as two instances of the site. The SQLite
// half checks that a one-process site keeps the in-process bus.

const change = (n: number, extra: Partial<UserDataChanged> = {}): UserDataChanged => ({
  type: "user.changed",
  userId: `user-${n}`,
  eventId: "event-1",
  resource: "favorites",
  reload: true,
  ...extra,
});

/** The user ids of the user.changed messages heard, in order. */
const users = (heard: BusMessage[]) => heard.flatMap((m) => (m.type === "user.changed" ? [m.userId] : []));
const resyncs = (heard: BusMessage[]) => heard.filter((m) => m.type === "bus.resync").length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDialect("bus", (t) => {
  if (t.dialect === "sqlite") {
    it("is the in-process bus, which delivers to this process's listeners before publish resolves", async () => {
      expect(dialectOfUrl("file:./data/uncork.db")).toBe("sqlite");
      expect(dialectOfUrl("postgresql://db/site")).toBe("postgres");
      expect(bus()).not.toBeInstanceOf(PostgresBus);
      const local = createInProcessBus();
      await local.start();
      const heard: string[] = [];
      local.subscribe(() => {
        throw new Error("a broken listener");
      });
      const stop = local.subscribe((m) => heard.push(m.type === "user.changed" ? m.userId : m.type));
      vi.spyOn(console, "error").mockImplementation(() => {});
      const publishing = local.publish(change(1));
      expect(heard).toEqual(["user-1"]);
      await publishing;
      stop();
      await local.publish(change(2));
      expect(heard).toEqual(["user-1"]);
      expect(local.isCurrent()).toBe(true);
      expect(local.stats()).toMatchObject({ connected: true, current: true, published: 2, received: 0, lastSeq: null });
      await local.stop();
      vi.restoreAllMocks();
    });
    return;
  }

  const started: PostgresBus[] = [];
  const logs: string[] = [];
  let url: string;

  /** A started bus (an instance) on the suite's database, with short waits so a test takes seconds. */
  async function instance(
    options: Partial<PostgresBusOptions> = {},
  ): Promise<{ bus: PostgresBus; heard: BusMessage[] }> {
    if (!url) {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
      const base = new URL(process.env.TEST_DATABASE_URL!);
      base.pathname = `/${rows[0].name}`;
      url = base.toString();
    }
    const created = new PostgresBus({
      db: t.db,
      url,
      staleMs: 3_000,
      heartbeatMs: 100,
      retryMs: { first: 50, max: 200 },
      log: (line) => logs.push(line),
      ...options,
    });
    const heard: BusMessage[] = [];
    created.subscribe((m) => heard.push(m));
    await created.start();
    started.push(created);
    return { bus: created, heard };
  }

  /** Ends the bus's LISTEN connection from the server's side, as a restart or failover of PostgreSQL would. */
  async function killListener(target: PostgresBus): Promise<number> {
    const { rows } = await sql<{ pid: number }>`
      select pg_terminate_backend(pid), pid from pg_stat_activity where application_name = ${`uncork-bus:${target.id}`}`.execute(
      t.db,
    );
    expect(rows).toHaveLength(1);
    return rows[0].pid;
  }

  afterEach(async () => {
    await Promise.all(started.splice(0).map((b) => b.stop()));
    logs.length = 0;
  });

  it("hands a message published on A to B's listeners once; A's own listeners hear it at once, once", async () => {
    const a = await instance();
    const b = await instance();
    const publishing = a.bus.publish(change(1));
    expect(users(a.heard)).toEqual(["user-1"]);
    await publishing;
    await vi.waitFor(() => expect(users(b.heard)).toEqual(["user-1"]));
    await pause(300);
    expect(users(a.heard)).toEqual(["user-1"]);
    expect(users(b.heard)).toEqual(["user-1"]);
    expect(a.bus.stats()).toMatchObject({ connected: true, published: 1, received: 0, failed: 0 });
    const stats = b.bus.stats();
    expect(stats).toMatchObject({ connected: true, published: 0, received: 1, resyncs: 0 });
    expect(stats.lastDelayMs).toBeGreaterThanOrEqual(0);
    expect(stats.lastDelayMs).toBeLessThan(1_000);
    expect(stats.lastSeq).toBe(a.bus.stats().lastSeq);
    expect(b.bus.isCurrent()).toBe(true);
  });

  it("carries a payload over PostgreSQL's 8,000-byte notification limit whole, in order with small ones", async () => {
    const a = await instance();
    const b = await instance();
    const big = change(2, { reload: undefined, set: [{ note: "Dégustation, fût de chêne. ".repeat(400) }] });
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(8_000);
    await a.bus.publish(change(1));
    await a.bus.publish(big);
    await a.bus.publish(change(3));
    await vi.waitFor(() => expect(users(b.heard)).toEqual(["user-1", "user-2", "user-3"]));
    expect(b.heard[1]).toEqual(big);
  });

  it("keeps the order of one instance's messages", async () => {
    const a = await instance();
    const b = await instance();
    const expected: string[] = [];
    for (let n = 0; n < 60; n++) {
      expected.push(`user-${n}`);
      await a.bus.publish(n % 10 === 0 ? change(n, { set: ["x".repeat(9_000)] }) : change(n));
    }
    await vi.waitFor(() => expect(users(b.heard)).toHaveLength(60));
    expect(users(b.heard)).toEqual(expected);
  });

  it("reconnects after its LISTEN connection is killed and catches up: every message once, in order", async () => {
    const a = await instance();
    const b = await instance();
    await a.bus.publish(change(0));
    await vi.waitFor(() => expect(users(b.heard)).toEqual(["user-0"]));
    const before = await killListener(b.bus);
    const expected = ["user-0"];
    for (let n = 1; n <= 20; n++) {
      expected.push(`user-${n}`);
      await a.bus.publish(change(n));
    }
    await vi.waitFor(() => expect(users(b.heard)).toHaveLength(21));
    await pause(300);
    expect(users(b.heard)).toEqual(expected);
    expect(resyncs(b.heard)).toBe(0);
    expect(b.bus.stats()).toMatchObject({ connected: true, received: 21 });
    expect(await killListener(b.bus)).not.toBe(before);
  });

  it("loses nothing when a lower sequence number commits after a higher one was delivered, across a reconnection", async () => {
    const b = await instance({ retryMs: { first: 1_000, max: 1_000 } });
    const writer = "another-instance";
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let lowerSeq = 0;
    const lower = t.db.transaction().execute(async (trx) => {
      lowerSeq = await storeMessage(trx, {
        payload: JSON.stringify(change(1)),
        sender: writer,
        createdAt: new Date().toISOString(),
      });
      await held;
    });
    await vi.waitFor(() => expect(lowerSeq).toBeGreaterThan(0));
    const higherSeq = await storeMessage(t.db, {
      payload: JSON.stringify(change(2)),
      sender: writer,
      createdAt: new Date().toISOString(),
    });
    expect(higherSeq).toBeGreaterThan(lowerSeq);
    await vi.waitFor(() => expect(users(b.heard)).toEqual(["user-2"]));
    // The lower one commits while B is away: its notification is lost, only catch-up can find it.
    await killListener(b.bus);
    commit();
    await lower;
    await vi.waitFor(() => expect(users(b.heard)).toEqual(["user-2", "user-1"]), { timeout: 5_000 });
    await pause(300);
    expect(users(b.heard)).toEqual(["user-2", "user-1"]);
    expect(resyncs(b.heard)).toBe(0);
  });

  it("resyncs when the messages it missed were trimmed before it came back", async () => {
    const a = await instance();
    const b = await instance({ retryMs: { first: 1_000, max: 1_000 }, staleMs: 5_000 });
    await killListener(b.bus);
    await a.bus.publish(change(1));
    await a.bus.publish(change(2));
    expect(await a.bus.trim(new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(2);
    await vi.waitFor(() => expect(resyncs(b.heard)).toBe(1), { timeout: 5_000 });
    expect(users(b.heard)).toEqual([]);
    expect(b.bus.stats()).toMatchObject({ resyncs: 1, connected: true });
    // After the resync it hears new messages as before.
    await a.bus.publish(change(3));
    await vi.waitFor(() => expect(users(b.heard)).toEqual(["user-3"]));
    expect(logs.some((line) => line.includes("trimmed"))).toBe(true);
  });

  it("is not current while it has heard nothing for longer than the stale bound, and resyncs when back", async () => {
    const a = await instance();
    const b = await instance({ staleMs: 300, heartbeatMs: 50, retryMs: { first: 1_500, max: 1_500 } });
    await killListener(b.bus);
    await vi.waitFor(() => expect(b.bus.isCurrent()).toBe(false), { timeout: 1_000 });
    expect(b.bus.stats()).toMatchObject({ connected: false, current: false });
    await a.bus.publish(change(1));
    await vi.waitFor(() => expect(resyncs(b.heard)).toBe(1), { timeout: 5_000 });
    // What was stored meanwhile is handed over first, then everything else is declared possibly changed.
    expect(b.heard.map((m) => m.type)).toEqual(["user.changed", "bus.resync"]);
    expect(b.bus.isCurrent()).toBe(true);
  });

  it("delivers every message of 120 concurrent publishers on two instances exactly once to the other", async () => {
    const a = await instance();
    const b = await instance();
    await Promise.all(
      Array.from({ length: 120 }, (_, n) =>
        (n % 2 === 0 ? a : b).bus.publish(change(n, n % 15 === 0 ? { set: ["y".repeat(8_500)] } : {})),
      ),
    );
    const even = Array.from({ length: 60 }, (_, i) => `user-${2 * i}`);
    const odd = Array.from({ length: 60 }, (_, i) => `user-${2 * i + 1}`);
    await vi.waitFor(() => {
      expect(users(a.heard)).toHaveLength(120);
      expect(users(b.heard)).toHaveLength(120);
    });
    await pause(300);
    // Each hears its own 60 at once and the other's 60 once: every id exactly once.
    for (const heard of [a.heard, b.heard]) expect([...users(heard)].sort()).toEqual([...even, ...odd].sort());
    expect(a.bus.stats()).toMatchObject({ published: 60, received: 60, failed: 0 });
    expect(b.bus.stats()).toMatchObject({ published: 60, received: 60, failed: 0 });
  });
});
