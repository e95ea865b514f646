import { useRouteLoaderData } from "react-router";
import type { loadEventContext } from "./event-context.server";

/** What the event layout route (ids "event" and "event-nolocale" in app/routes.ts) loads for every page below it. */
export type EventLayoutData = Pick<Awaited<ReturnType<typeof loadEventContext>>, "event" | "locale" | "linkBase">;

/** The event of the current page, for any component below the event layout. */
export function useEventData(): EventLayoutData {
  const withLocale = useRouteLoaderData<EventLayoutData>("event");
  const withoutLocale = useRouteLoaderData<EventLayoutData>("event-nolocale");
  const data = withLocale ?? withoutLocale;
  if (!data) throw new Error("useEventData outside an event page");
  return data;
}
