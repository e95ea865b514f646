import { bus, type UserDataChanged } from "~/.server/realtime/bus";

/**
 * Tells the user's open tabs what a committed write changed. Called after the
 * transaction returns, so a failed write publishes nothing.
 */
export async function publishUserChange(change: Omit<UserDataChanged, "type">): Promise<void> {
  await bus().publish({ type: "user.changed", ...change });
}
