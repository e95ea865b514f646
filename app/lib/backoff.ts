// The pauses between tries of a write that got no answer (a note being
// saved, a bookmark or a scan waiting on the device): short at first, for
// a network that drops for a moment, then every 15 s for a hall without one.

/** 1 s, 2 s, 4 s, 8 s, then every 15 s (the nth try again, 1-based). */
export function defaultBackoff(attempt: number): number {
  return Math.min(15_000, 1_000 * 2 ** (attempt - 1));
}
