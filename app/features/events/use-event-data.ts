import { useRouteLoaderData } from "react-router";
import type { loadEventContext } from "./event-context.server";

/** What the event layout route (id "event" in app/routes.ts, with and without a locale) loads for every page below it. */
export type EventLayoutData = Pick<Awaited<ReturnType<typeof loadEventContext>>, "event" | "locale" | "linkBase">;

/** The event of the current page, for any component below the event layout. */
export function useEventData(): EventLayoutData {
  const data = useRouteLoaderData<EventLayoutData>("event");
  if (!data) throw new Error("useEventData outside an event page");
  return data;
}
