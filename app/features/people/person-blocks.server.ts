import type { DB } from "~/.server/db";

// A person blocked by another (docs/product/chat.md "Block and report"):
// blocked from chat in their conversations (table chat_blocks) and from
// requesting meetings with them.

/** Whether `blocker` has blocked `blocked` (person profile ids). */
export async function hasBlocked(db: DB, options: { blocker: string; blocked: string }): Promise<boolean> {
  const row = await db
    .selectFrom("chat_blocks")
    .select("blocker_id")
    .where("blocker_id", "=", options.blocker)
    .where("blocked_id", "=", options.blocked)
    .executeTakeFirst();
  return row !== undefined;
}
