import type { DB } from "~/.server/db/connect";
import type { FairData } from "./fair-data";
import { type SeasonOptions, seasonFairs } from "./season";
import { writeFair } from "./write-fair.server";

export interface SeasonHooks {
  /** A fair has been generated (numbered from 1), before it is written. */
  generated?: (fair: FairData, number: number) => void;
  /** A fair has been written; the next is generated when this settles. */
  written?: (fair: FairData, number: number) => Promise<void> | void;
}

/**
 * Writes a season of fairs (season.ts) one after another, each in its own
 * transaction: one fair in memory at a time. The demo's meeting people are
 * written at the first fair only.
 */
export async function writeSeason(db: DB, options: SeasonOptions, hooks: SeasonHooks = {}): Promise<void> {
  let number = 0;
  for (const fair of seasonFairs(options)) {
    number++;
    hooks.generated?.(fair, number);
    await writeFair(db, fair, { meetingPeople: number === 1 });
    await hooks.written?.(fair, number);
  }
}
