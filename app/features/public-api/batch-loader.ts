// Batches the keys asked for in one turn of the event loop into one call:
// the descriptions of a page of 50 products are one query, not 50. One
// loader per request (its cache lives as long as the request).

export function batchLoader<K, V>(
  load: (keys: readonly K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  const cache = new Map<K, Promise<V | undefined>>();
  let queue: K[] = [];
  let pending: Promise<Map<K, V>> | null = null;
  return (key) => {
    const known = cache.get(key);
    if (known) return known;
    if (!pending) {
      pending = Promise.resolve().then(() => {
        const keys = queue;
        queue = [];
        pending = null;
        return load(keys);
      });
    }
    queue.push(key);
    const result = pending.then((values) => values.get(key));
    cache.set(key, result);
    return result;
  };
}
