// An async sequence read ahead of whoever consumes it: while the consumer
// works on one item, the next ones are already being fetched, at most
// `limit` of them waiting, so memory stays bounded. A sync reads the product
// API's next pages while it plans and writes the ones before
// (docs/data-in.md "Reading the source").
//
// Items come out in order. A failure of the source comes out after the items
// read before it. A consumer that stops early (break, or a failure of its
// own) stops the source too: the source's `return` runs once its pending
// item has settled, so its own clean-up (ending requests) is awaited.

export async function* readAhead<T>(source: AsyncIterable<T>, limit: number): AsyncGenerator<T, void, undefined> {
  if (limit < 1) throw new RangeError("readAhead needs a limit of at least 1");
  const iterator = source[Symbol.asyncIterator]();
  const queue: T[] = [];
  let ended = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  let wakeConsumer: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const wake = (which: "consumer" | "producer") => {
    const resume = which === "consumer" ? wakeConsumer : wakeProducer;
    if (which === "consumer") wakeConsumer = null;
    else wakeProducer = null;
    resume?.();
  };
  const producer = (async () => {
    try {
      while (!stopped) {
        if (queue.length >= limit) {
          await new Promise<void>((resolve) => {
            wakeProducer = resolve;
          });
          continue;
        }
        const next = await iterator.next();
        if (next.done) break;
        queue.push(next.value);
        wake("consumer");
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      wake("consumer");
    }
  })();
  try {
    for (;;) {
      if (queue.length > 0) {
        const item = queue.shift() as T;
        wake("producer");
        yield item;
        continue;
      }
      if (failure) throw (failure as { error: unknown }).error;
      if (ended) return;
      await new Promise<void>((resolve) => {
        wakeConsumer = resolve;
      });
    }
  } finally {
    stopped = true;
    wake("producer");
    // Ends the source (after the item it is fetching, if any), then the loop that read it.
    if (!ended) await iterator.return?.();
    await producer;
  }
}
