import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and React hydrates that HTML, true after:
 * the server cannot see the URL hash, so what depends on it waits until the
 * browser owns the page. A page mounted by client navigation is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
