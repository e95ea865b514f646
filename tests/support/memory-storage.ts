import type { DeviceStorage } from "~/lib/device-storage";

/** localStorage in memory, for unit tests of what the browser keeps on the device. */
export function memoryStorage(): DeviceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
