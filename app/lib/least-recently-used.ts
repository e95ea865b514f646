// A bounded cache kept in a Map, whose order is the order of use: the value
// kept for a key, made when it is missing, and the least recently used one
// leaving once more than the bound are kept. The SQLite statement cache
// (app/.server/db/connect.ts) and the public API's checked queries
// (app/features/public-api/execute.server.ts) keep theirs this way.

/**
 * The value `cache` keeps for `key`, or a new one from `make` (also when
 * `usable` refuses the kept one), now the most recently used; the least
 * recently used leave until at most `size` are kept.
 */
export function leastRecentlyUsed<K, V>(
  cache: Map<K, V>,
  key: K,
  size: number,
  make: () => V,
  usable: (value: V) => boolean = () => true,
): V {
  const kept = cache.get(key);
  cache.delete(key);
  const value = kept !== undefined && usable(kept) ? kept : make();
  cache.set(key, value);
  while (cache.size > size) cache.delete(cache.keys().next().value as K);
  return value;
}
