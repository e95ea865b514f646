import { keptRecords } from "~/.server/cache/kept-records";
import type { DB } from "~/.server/db";
import type { RequestContext } from "~/.server/request-context";
import { primaryEventIdOf } from "~/features/events/event-context.server";
import type { Locale } from "~/lib/locales";
import { regionTag } from "./content-tags";
import { getPublishedContent } from "./published-pages.server";
import type { RegionName } from "./schemas";

// The regions the site shows around every page (the footer) and on its home
// pages (the hero): the primary event's published region (an event's home:
// that event's), in the reader's
// language else English, or null to keep the built-in one. The rendering is
// tagged with the region (whether or not one is published yet), so
// publishing it evicts every cached page that shows it, and the region kept
// for the pages still to render.

export interface ShownRegion {
  title: string;
  html: string;
  locale: Locale;
}

export async function loadSiteRegion(
  db: DB,
  context: RequestContext,
  options: { name: RegionName; locale: Locale } & ({ configured?: string } | { eventId: string }),
): Promise<ShownRegion | null> {
  // An event's own page names its event; the site's pages show the primary event's.
  const eventId = "eventId" in options ? options.eventId : await primaryEventIdOf(context, options.configured, db);
  if (!eventId) return null;
  const tag = regionTag(eventId, options.name);
  context.cache.tags.add(tag);
  // Kept across requests, none published included, until the region is published again (kept-records.ts).
  const region = await keptRecords().get(db, `region:${eventId}:${options.name}:${options.locale}`, async () => ({
    value: await getPublishedContent(db, { eventId, slug: options.name, kind: "region", locale: options.locale }),
    tags: [tag],
  }));
  return region ? { title: region.title, html: region.html, locale: region.locale } : null;
}
