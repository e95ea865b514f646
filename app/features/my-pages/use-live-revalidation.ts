import { useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, useNavigation, useRevalidator } from "react-router";
import { type LiveResource, subscribeLive } from "~/features/live/live-client";

// A signed-in page rendered by its loader stays current: any change to the
// resources it shows, from this tab or another, reads the page's data again,
// and so does every (re)connection of the live stream (nothing missed).
//
// A change heard while a reading or a submission is under way waits for it to
// end, and then the page reads once more. Nothing is lost by waiting: the later
// reading sees every change. It waits for two things:
// - the router idle, asked of the router itself: starting a reading while one
//   is under way would abort it, and React Router 7.18 leaves an aborted
//   reading's response stream as an unhandled rejection ("signal is aborted
//   without reason"). React Router hands its state to React in a transition,
//   so the state React rendered can still say idle after a reading started.
// - that idle state rendered by React: a reading clears the action's answer
//   (`actionData`), so it must not start before the page has rendered that
//   answer (the conversation empties its field on it).
// The deferred reading starts from the effect after every render, the one
// place where both hold; any change of the router's state renders this page
// again (`useNavigation` reads it), so the last render after the router is
// idle always comes.
//
// The router comes from React Router's `UNSAFE_DataRouterContext`, the context
// its own `useRevalidator` reads; `use-live-revalidation.test.tsx` runs the
// hook on React Router's own router, so an upgrade that changes it fails there.

type DataRouter = NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>["router"];

function routerIdle(router: DataRouter | undefined): boolean {
  if (!router) return true;
  const { navigation, revalidation, fetchers } = router.state;
  if (navigation.state !== "idle" || revalidation !== "idle") return false;
  for (const fetcher of fetchers.values()) if (fetcher.state !== "idle") return false;
  return true;
}

/** What the page last rendered, kept by the effect after each render; `wanted`: a change heard meanwhile. */
interface PageState {
  router: DataRouter | undefined;
  revalidate: () => Promise<void>;
  renderedIdle: boolean;
  wanted: boolean;
}

/** Reads the page again now, or once both the router and what React rendered are idle. */
function read(page: PageState): void {
  if (!page.renderedIdle || !routerIdle(page.router)) {
    page.wanted = true;
    return;
  }
  // Busy from here until React renders the reading's end.
  page.renderedIdle = false;
  page.wanted = false;
  void page.revalidate().catch((error: unknown) => {
    if ((error as { name?: unknown } | null)?.name !== "AbortError") throw error;
  });
}

export function useLiveRevalidation(
  target: { collectionId: string; uid: string },
  resources: readonly LiveResource[],
  /** false: a (re)connection reads nothing, for a page whose own store reads itself again then. */
  options: { onResync?: boolean } = {},
): void {
  const readOnResync = options.onResync ?? true;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const renderedIdle = revalidator.state === "idle" && navigation.state === "idle";
  const page = useRef<PageState>({ router, revalidate: revalidator.revalidate, renderedIdle, wanted: false });

  useEffect(() => {
    Object.assign(page.current, { router, revalidate: revalidator.revalidate, renderedIdle });
    if (page.current.wanted) read(page.current);
  });

  const watched = resources.join();
  useEffect(() => {
    const names = new Set(watched.split(","));
    return subscribeLive(target.collectionId, target.uid, {
      onChange: (change) => names.has(change.resource) && read(page.current),
      onResync: () => readOnResync && read(page.current),
    });
  }, [target.collectionId, target.uid, watched, readOnResync]);
}
