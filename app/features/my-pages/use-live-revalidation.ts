import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext } from "react-router";
import { type LiveResource, subscribeLive } from "~/features/live/live-client";

// A signed-in page rendered by its loader stays current: any change to the
// resources it shows, from this tab or another, reads the page's data again,
// and so does every (re)connection of the live stream (nothing missed).
//
// A change heard while the router is busy (a submission, the reading after
// it, an earlier reading) waits for it to end and then reads once more:
// starting a reading then would abort the one under way, and React Router
// 7.18 leaves an aborted reading's response stream as an unhandled rejection
// ("signal is aborted without reason"). Whether the router is busy is asked of
// the router when the change is heard, not of the state React last rendered:
// React Router hands its state to React in a transition, so that state can
// still say idle while a reading has started. Nothing is lost by waiting: the
// later reading sees every change.

type DataRouter = NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>["router"];

const idle = (state: DataRouter["state"]) => state.navigation.state === "idle" && state.revalidation === "idle";

export function useLiveRevalidation(
  target: { collectionId: string; uid: string },
  resources: readonly LiveResource[],
  /** false: a (re)connection reads nothing, for a page whose own store reads itself again then. */
  options: { onResync?: boolean } = {},
): void {
  const readOnResync = options.onResync ?? true;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const watched = resources.join();

  useEffect(() => {
    if (!router) return;
    const names = new Set(watched.split(","));
    let wanted = false;
    const read = () => {
      if (!idle(router.state)) {
        wanted = true;
        return;
      }
      wanted = false;
      void router.revalidate().catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== "AbortError") throw error;
      });
    };
    // Told of every change of the router's state; once it is idle, a change heard meanwhile is read.
    // Not from inside the router's own notification: the reading starts once it has returned.
    const stopRouter = router.subscribe((state) => {
      if (wanted && idle(state)) queueMicrotask(read);
    });
    const stopLive = subscribeLive(target.collectionId, target.uid, {
      onChange: (change) => names.has(change.resource) && read(),
      onResync: () => readOnResync && read(),
    });
    return () => {
      stopRouter();
      stopLive();
    };
  }, [router, target.collectionId, target.uid, watched, readOnResync]);
}
