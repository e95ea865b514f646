// Writing a large booklet is CPU work in the server's only thread: the
// writers report progress and let other requests (the progress polls among
// them) run every few entries.

export type ProgressCallback = (done: number, total: number) => void;

/** A pause to await after each item: every `items`-th call gives the event loop a turn. */
export function yieldEvery(items: number): () => Promise<void> {
  let count = 0;
  return () => (++count % items === 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : Promise.resolve());
}
