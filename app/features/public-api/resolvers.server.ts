import { getEvent, listEvents } from "~/features/events/events.server";
import { localeOf } from "./api-arguments";
import type { ApiContext } from "./api-context.server";
import { eventNode } from "./event-node.server";

// The public API's resolvers (schema.ts). Cards and their producers and
// exhibitors come from the search index's documents, already in memory; a
// page's descriptions are one batched query; lists without a search are
// read by keyset (the ids after the cursor's), so reading a whole
// catalogue page by page costs one short query a page however far in.

/** The root of the schema: Query's fields. */
export const rootValue = {
  events: async ({ locale }: { locale?: string | null }, ctx: ApiContext) => {
    const lang = localeOf(locale);
    const events = await listEvents(ctx.db, { locale: lang });
    return events.map((event) => eventNode(ctx, event, lang));
  },
  event: async ({ eventId, locale }: { eventId: string; locale?: string | null }, ctx: ApiContext) => {
    const lang = localeOf(locale);
    const event = await getEvent(ctx.db, { idOrSlug: eventId, locale: lang });
    return event ? eventNode(ctx, event, lang) : null;
  },
};
