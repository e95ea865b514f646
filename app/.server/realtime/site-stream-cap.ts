import { randomUUID } from "node:crypto";
import type { DB } from "../db/connect";
import { lockName } from "../db/dialect";
import type { Bus } from "./bus";

// The per-user cap of live streams for a site of several instances
// (PostgreSQL): every open stream is a row of live_streams naming the
// instance that holds it. Opening one more than the cap deletes the user's
// oldest rows, whichever instance holds them, and tells the holders on the
// bus (live.superseded) to close those streams. Each instance renews its
// rows' seen_at by a heartbeat; a row not renewed within expiryMs is of a
// dead instance: it counts no more and is deleted.

export interface StreamCap {
  /** Counts the stream against the user's cap; `supersede` closes it if a newer one pushes it out. Resolves to its release. */
  hold(userId: string, supersede: () => void): Promise<() => void>;
  /** Forgets this instance's streams (it stops) and its heartbeat. */
  close(): Promise<void>;
}

export interface SiteStreamCapOptions {
  instanceId: string;
  bus: Bus;
  max: number;
  heartbeatMs?: number;
  expiryMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export const HEARTBEAT_MS = 15_000;
/** Three missed heartbeats: the instance is gone (killed, or cut off from the database). */
export const EXPIRY_MS = 3 * HEARTBEAT_MS;

export function createSiteStreamCap(db: DB, options: SiteStreamCapOptions): StreamCap {
  const { instanceId, bus, max } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const expiryMs = options.expiryMs ?? EXPIRY_MS;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  /** This instance's streams by id: what a live.superseded message closes. */
  const held = new Map<string, () => void>();
  let unsubscribe: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const supersede = (ids: Iterable<string>) => {
    for (const id of ids) {
      const close = held.get(id);
      held.delete(id);
      close?.();
    }
  };

  const heartbeat = async () => {
    const at = now();
    await db.updateTable("live_streams").set({ seen_at: at }).where("instance_id", "=", instanceId).execute();
    await db
      .deleteFrom("live_streams")
      .where("seen_at", "<=", at - expiryMs)
      .execute();
  };

  // Started with the first stream, so loading the module does nothing.
  const start = () => {
    unsubscribe ??= bus.subscribe((message) => {
      if (message.type === "live.superseded") supersede(message.streamIds);
    });
    timer ??= setInterval(() => {
      heartbeat().catch((error: unknown) => log(`Live streams: the heartbeat failed: ${String(error)}`));
    }, heartbeatMs).unref();
  };

  /**
   * Deletes the user's streams past the cap, newest kept; closes this
   * instance's, asks the others to close theirs. One user's trims run one
   * after the other: two at once could lock the same rows in another order.
   */
  const trim = async (userId: string, at: number) => {
    const alive = at - expiryMs;
    const pushedOut = await db.transaction().execute(async (trx) => {
      await lockName(trx, `live_streams:${userId}`);
      return trx
        .deleteFrom("live_streams")
        .where("id", "in", (rows) =>
          rows
            .selectFrom("live_streams")
            .select("id")
            .where("user_id", "=", userId)
            .where("seen_at", ">", alive)
            .orderBy("opened_at", "desc")
            .orderBy("id", "desc")
            // SQLite needs a limit before an offset; no user holds this many.
            .limit(10_000)
            .offset(max),
        )
        .returning(["id", "instance_id"])
        .execute();
    });
    supersede(pushedOut.filter((row) => row.instance_id === instanceId).map((row) => row.id));
    const elsewhere = pushedOut.filter((row) => row.instance_id !== instanceId).map((row) => row.id);
    if (elsewhere.length > 0) await bus.publish({ type: "live.superseded", streamIds: elsewhere });
  };

  return {
    async hold(userId, close) {
      start();
      const id = randomUUID();
      const at = now();
      held.set(id, close);
      const release = async () => {
        held.delete(id);
        await db.deleteFrom("live_streams").where("id", "=", id).execute();
      };
      try {
        await db
          .insertInto("live_streams")
          .values({ id, user_id: userId, instance_id: instanceId, opened_at: at, seen_at: at })
          .execute();
        await trim(userId, at);
      } catch (error) {
        // The stream stays open, uncounted, rather than failing the page for a database hiccup.
        log(`Live streams: could not count a stream against the cap: ${String(error)}`);
      }
      return () => {
        release().catch((error: unknown) => log(`Live streams: could not release a stream: ${String(error)}`));
      };
    },
    async close() {
      unsubscribe?.();
      clearInterval(timer);
      unsubscribe = undefined;
      timer = undefined;
      held.clear();
      await db.deleteFrom("live_streams").where("instance_id", "=", instanceId).execute();
    },
  };
}
