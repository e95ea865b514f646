import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { type LiveResource, subscribeLive } from "~/features/live/live-client";

// A signed-in page rendered by its loader stays current: any change to the
// resources it shows, from this tab or another, reads the page's data again,
// and so does every (re)connection of the live stream (nothing missed).
//
// A change heard while the router is already loading (a submission and its
// revalidation, an earlier reading) waits for it to end and then reads once
// more: starting a reading then would abort the one under way, and React
// Router 7.18 leaves an aborted reading's response stream as an unhandled
// rejection ("signal is aborted without reason"). Nothing is lost either way:
// the later reading sees every change.

export function useLiveRevalidation(
  target: { collectionId: string; uid: string },
  resources: readonly LiveResource[],
  /** false: a (re)connection reads nothing, for a page whose own store reads itself again then. */
  options: { onResync?: boolean } = {},
): void {
  const readOnResync = options.onResync ?? true;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loading = revalidator.state !== "idle" || navigation.state !== "idle";
  const router = useRef({ revalidate: revalidator.revalidate, loading, wanted: false });

  const read = () => {
    const current = router.current;
    if (current.loading) {
      current.wanted = true;
      return;
    }
    current.loading = true;
    current.wanted = false;
    void current.revalidate().catch((error: unknown) => {
      if ((error as { name?: unknown } | null)?.name !== "AbortError") throw error;
    });
  };
  const readRef = useRef(read);

  useEffect(() => {
    const current = router.current;
    current.revalidate = revalidator.revalidate;
    current.loading = loading;
    readRef.current = read;
    if (!loading && current.wanted) read();
  });

  const watched = resources.join();
  useEffect(() => {
    const names = new Set(watched.split(","));
    return subscribeLive(target.collectionId, target.uid, {
      onChange: (change) => names.has(change.resource) && readRef.current(),
      onResync: () => readOnResync && readRef.current(),
    });
  }, [target.collectionId, target.uid, watched, readOnResync]);
}
