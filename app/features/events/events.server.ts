import type { DB } from "~/.server/db";
import type { EventDetail, EventSettings, EventSummary } from "~/features/events/types";
import { DEFAULT_SEGMENTS } from "~/lib/links";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import { imagesById, toImage } from "../media/images.server";
import { DEFAULT_MEETING_SCHEDULE, readMeetingSchedule } from "./meeting-schedule";

export const DEFAULT_SETTINGS: EventSettings = {
  tastingNotesEnabled: true,
  listsEnabled: true,
  showDistributionDetails: "inMarket",
  meetingBooking: "false",
  meetingSchedule: DEFAULT_MEETING_SCHEDULE,
  currency: "EUR",
  networkingUrl: "",
  segments: DEFAULT_SEGMENTS,
};

export function parseSettings(json: string): EventSettings {
  const raw = JSON.parse(json || "{}") as Partial<EventSettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...raw,
    meetingSchedule: readMeetingSchedule(raw.meetingSchedule ?? DEFAULT_MEETING_SCHEDULE),
    segments: { ...DEFAULT_SEGMENTS, ...raw.segments },
  };
}

async function loadEvents(db: DB, locale: Locale, where?: { idOrSlug: string }): Promise<EventSummary[]> {
  let query = db.selectFrom("events").selectAll();
  if (where) query = query.where((eb) => eb.or([eb("id", "=", where.idOrSlug), eb("slug", "=", where.idOrSlug)]));
  const rows = await query.orderBy("starts_on", "desc").execute();
  if (rows.length === 0) return [];
  const translations = await db
    .selectFrom("event_translations")
    .selectAll()
    .where(
      "event_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  const images = await imagesById(
    db,
    rows.map((r) => r.logo_image_id),
  );
  return rows.map((row) => {
    const fallback = isLocale(row.default_locale) ? row.default_locale : DEFAULT_LOCALE;
    const text = pickTranslation(
      translations.filter((t) => t.event_id === row.id),
      locale,
      fallback,
      ["name", "tagline"],
    );
    const locales = (JSON.parse(row.locales) as string[]).filter(isLocale);
    return {
      id: row.id,
      slug: row.slug,
      name: text.name,
      tagline: text.tagline,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      timezone: row.timezone,
      venue: {
        name: row.venue_name,
        street: row.venue_street,
        postalCode: row.venue_postal_code,
        city: row.venue_city,
        country: row.venue_country,
      },
      defaultLocale: fallback,
      locales: locales.length ? locales : [fallback],
      settings: parseSettings(row.settings),
      logo: toImage(row.logo_image_id ? images.get(row.logo_image_id) : null, "160px"),
    };
  });
}

export async function listEvents(db: DB, options: { locale: Locale }): Promise<EventSummary[]> {
  return loadEvents(db, options.locale);
}

/** The event by id (the URL's collectionId) or slug, or null. */
export async function getEvent(db: DB, options: { idOrSlug: string; locale: Locale }): Promise<EventSummary | null> {
  const [event] = await loadEvents(db, options.locale, { idOrSlug: options.idOrSlug });
  return event ?? null;
}

export async function getEventDetail(
  db: DB,
  options: {
    eventId: string;
    locale: Locale;
    /**
     * How many producers the event has, as the producers' A–Z counts them: the
     * catalogue hands it in (events ranks below it), from its list kept per
     * catalogue version. Counting the distinct producers of the event's
     * products here held the event loop 284–382 ms at 100,000 products.
     */
    producerCount: (eventId: string) => Promise<number>;
  },
): Promise<EventDetail | null> {
  const event = await getEvent(db, { idOrSlug: options.eventId, locale: options.locale });
  if (!event) return null;
  const translations = await db.selectFrom("event_translations").selectAll().where("event_id", "=", event.id).execute();
  const { description } = pickTranslation(translations, options.locale, event.defaultLocale, ["description"]);
  const [exhibitors, products, producers] = await Promise.all([
    db
      .selectFrom("registration_exhibitors")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", event.id)
      .executeTakeFirstOrThrow(),
    registeredProductCount(db, event.id),
    options.producerCount(event.id),
  ]);
  return {
    ...event,
    description,
    counts: { exhibitors: Number(exhibitors.n), products, producers },
  };
}

/** How many products the event shows. */
export async function registeredProductCount(db: DB, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("registered_products")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.n);
}

/** The id of getPrimaryEvent's event, in one short query: for what every page reads (the site's footer). */
export async function getPrimaryEventId(db: DB, options: { configured?: string }): Promise<string | null> {
  const { configured } = options;
  const row = await db
    .selectFrom("events")
    .select("id")
    .$if(configured !== undefined, (q) =>
      q.where((eb) => eb.or([eb("id", "=", configured as string), eb("slug", "=", configured as string)])),
    )
    .orderBy("starts_on", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The event the locale-only pages (/{locale}/catalog) show: PRIMARY_EVENT, else the newest. */
export async function getPrimaryEvent(
  db: DB,
  options: { locale: Locale; configured?: string },
): Promise<EventSummary | null> {
  if (options.configured) return getEvent(db, { idOrSlug: options.configured, locale: options.locale });
  const [newest] = await loadEvents(db, options.locale);
  return newest ?? null;
}
