import { sql } from "kysely";
import type { DB } from "../db/connect";
import { type AttemptLimiter, FORGET_MS, MAX_BLOCK_MS } from "./limiter";

// The limiter of a site of several instances (PostgreSQL): every attempt is
// one upsert of the key's row, which computes the next state from the stored
// one under the row's lock, so attempts through any instance at once are
// counted exactly (database-limiter.db.test.ts). The rule is limiter.ts's,
// written in SQL: memory-limiter.ts is the same in JavaScript.

/** How often an instance deletes the counters of keys quiet for FORGET_MS. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export function createDatabaseLimiter(db: DB): AttemptLimiter {
  let sweptAt = 0;
  return {
    async take(key, max, windowMs, now = Date.now()) {
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now;
        await db
          .deleteFrom("rate_limit_counters")
          .where("last_seen", "<=", now - FORGET_MS)
          .execute();
      }
      const { blocked_until } = await countAttempt(db, { key, max, windowMs, now });
      const blockedUntil = Number(blocked_until);
      return blockedUntil > now
        ? { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) }
        : { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/**
 * One attempt: a new key starts a window with one attempt; a stored one is
 * first forgotten if quiet for FORGET_MS, then refused while blocked, then
 * counted in its window (a new one once the window is over); the attempt
 * over `max` blocks it for the next wait. The row's blocked_until is in the
 * future exactly when the attempt is refused.
 */
async function countAttempt(db: DB, a: { key: string; max: number; windowMs: number; now: number }) {
  const now = sql`cast(${a.now} as bigint)`;
  const t = (column: string) => sql.ref(`rate_limit_counters.${column}`);
  const forgotten = sql`(${now} - ${t("last_seen")} >= ${FORGET_MS})`;
  const kept = (column: string, fresh: unknown) => sql`(case when ${forgotten} then ${fresh} else ${t(column)} end)`;
  const windowStart = kept("window_start", now);
  const count = kept("count", 0);
  const blockMs = kept("block_ms", 0);
  const blockedUntil = kept("blocked_until", 0);
  const blocked = sql`(${now} < ${blockedUntil})`;
  const newWindow = sql`(${now} - ${windowStart} >= ${a.windowMs})`;
  const counted = sql`(case when ${newWindow} then 1 else ${count} + 1 end)`;
  const over = sql`(${counted} > ${a.max})`;
  const doubled = sql`(case when ${blockMs} = 0 then cast(${a.windowMs} as bigint) else ${blockMs} * 2 end)`;
  const cap = Math.max(MAX_BLOCK_MS, a.windowMs);
  const nextBlock = sql`(case when ${doubled} > ${cap} then cast(${cap} as bigint) else ${doubled} end)`;
  const pick = (whenBlocked: unknown, whenOver: unknown, otherwise: unknown) =>
    sql<number>`case when ${blocked} then ${whenBlocked} when ${over} then ${whenOver} else ${otherwise} end`;

  return db
    .insertInto("rate_limit_counters")
    .values({ key: a.key, window_start: a.now, count: 1, block_ms: 0, blocked_until: 0, last_seen: a.now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        window_start: pick(
          windowStart,
          sql`${now} + ${nextBlock}`,
          sql`(case when ${newWindow} then ${now} else ${windowStart} end)`,
        ),
        count: pick(count, 0, counted),
        block_ms: pick(blockMs, nextBlock, blockMs),
        blocked_until: pick(blockedUntil, sql`${now} + ${nextBlock}`, blockedUntil),
        last_seen: a.now,
      }),
    )
    .returning("blocked_until")
    .executeTakeFirstOrThrow();
}
