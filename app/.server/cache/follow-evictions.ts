import type { BusMessage } from "../realtime/bus";

// What the bus tells every cache of records shown on pages (the page cache,
// the kept records): a catalogue or content write names the tags of the
// records it changed; a resync means anything may have changed.

export interface Evictable {
  invalidateTags(tags: Iterable<string>): unknown;
  clear(): void;
}

/** Evicts from `cache` what the message says changed; other messages change nothing kept. */
export function evictFor(cache: Evictable, message: BusMessage): void {
  if (message.type === "catalogue.changed" || message.type === "content.changed") cache.invalidateTags(message.tags);
  else if (message.type === "bus.resync") cache.clear();
}
