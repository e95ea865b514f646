import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { type LiveResource, subscribeLive } from "~/features/live/live-client";

// A signed-in page rendered by its loader stays current: any change to the
// resources it shows, from this tab or another, reads the page's data again,
// and so does every (re)connection of the live stream (nothing missed).

export function useLiveRevalidation(
  target: { collectionId: string; uid: string },
  resources: readonly LiveResource[],
): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  const watched = resources.join();
  useEffect(() => {
    const names = new Set(watched.split(","));
    // A newer reading (another change, the user's own submission) aborts an older one: nothing is lost.
    const revalidate = () =>
      void latest.current.revalidate().catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== "AbortError") throw error;
      });
    return subscribeLive(target.collectionId, target.uid, {
      onChange: (change) => names.has(change.resource) && revalidate(),
      onResync: revalidate,
    });
  }, [target.collectionId, target.uid, watched]);
}
