import { once } from "node:events";
import type { Writable } from "node:stream";

// Writes to a response (or its gzip) and, when the stream asks to wait, waits
// for it to drain or close, whichever comes first. The waiting's listeners go
// with it: a 100,000-product offline package waits thousands of times, and
// listeners left behind would pile up on the stream.

export async function writeWithBackPressure(out: Writable, text: string): Promise<void> {
  if (out.destroyed) return;
  if (out.write(text)) return;
  const stop = new AbortController();
  try {
    await Promise.race([once(out, "drain", { signal: stop.signal }), once(out, "close", { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}
