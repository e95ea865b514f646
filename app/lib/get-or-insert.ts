/** The value stored under `key`, created and stored by `create` on first use (a memo, a group, a per-key singleton). */
export function getOrInsert<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  create: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
