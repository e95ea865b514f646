import type { Trx } from "~/features/catalogue/catalogue-writes.server";
import { slugify } from "~/lib/slugify";
import type { SourceEvent } from "./product-api/read-source.server";

/** A new event with the source's dates, time zone and names, and the site's default settings. */
export async function createEventFromSource(
  trx: Trx,
  eventId: string,
  sourceEventId: string,
  event: SourceEvent,
  now: string,
) {
  const wanted = event.slug ? slugify(event.slug) || eventId : eventId;
  const taken = await trx.selectFrom("events").select("id").where("slug", "=", wanted).executeTakeFirst();
  const names = Object.entries(event.names);
  await trx
    .insertInto("events")
    .values({
      id: eventId,
      slug: taken ? `${wanted}-${eventId}` : wanted,
      default_locale: names.some(([locale]) => locale === "en") || names.length === 0 ? "en" : names[0][0],
      locales: JSON.stringify(names.length ? names.map(([locale]) => locale) : ["en"]),
      starts_on: event.startsOn,
      ends_on: event.endsOn,
      timezone: event.timezone,
      venue_name: "",
      venue_street: "",
      venue_postal_code: "",
      venue_city: "",
      venue_country: "",
      settings: "{}",
      logo_image_id: null,
      source_event_id: sourceEventId === eventId ? null : sourceEventId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [locale, name] of names) {
    await trx
      .insertInto("event_translations")
      .values({ event_id: eventId, locale, name, tagline: "", description: "" })
      .execute();
  }
}
