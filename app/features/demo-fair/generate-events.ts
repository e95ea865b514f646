import type { EventSettings } from "~/features/events/types";
import { DEFAULT_SEGMENTS } from "~/lib/links";
import { LOCALES } from "~/lib/locales";
import type { FairData } from "./fair-data";
import type { ImageFactory } from "./image-factory";
import type { Random } from "./random";
import { autumnEventText, type EventText, type EventTextValues, mainEventText } from "./text/event-texts";

// The two events: the main fair, where every exhibitor and product is
// registered, and a smaller autumn tasting with its own tables and prices.
// The main fair books meetings on each of its days, 10:00–18:00 in its own
// time zone, in 30-minute slots, so the networking pages have something to show.

export interface EventInfo {
  id: string;
  slug: string;
  createdAt: string;
  name: string; // English, for documents
}

const EVENTS = [
  {
    key: "main",
    slug: "uncork-2026",
    starts: "2026-12-07",
    ends: "2026-12-09",
    timezone: "Europe/Berlin",
    venue: "Speicherstadt Halls",
    street: "Am Sandtorkai 50",
    postal: "20457",
    city: "Hamburg",
    country: "DE",
    created: "2026-04-15T09:00:00.000Z",
    meetingBooking: "true",
    meetingSchedule: {
      days: ["2026-12-07", "2026-12-08", "2026-12-09"],
      opens: "10:00",
      closes: "18:00",
      slotMinutes: 30,
    },
    networkingUrl: "https://meet.uncork.example/uncork-2026",
    text: mainEventText,
    colors: ["#21699F", "#ffbd26"],
  },
  {
    key: "autumn",
    slug: "uncork-autumn-tasting-2026",
    starts: "2026-10-18",
    ends: "2026-10-19",
    timezone: "Europe/Vienna",
    venue: "Palais am Donaukanal",
    street: "Obere Donaustraße 61",
    postal: "1020",
    city: "Wien",
    country: "AT",
    created: "2026-05-20T09:00:00.000Z",
    meetingBooking: "false",
    meetingSchedule: { days: ["2026-10-18", "2026-10-19"], opens: "11:00", closes: "17:00", slotMinutes: 20 },
    networkingUrl: "",
    text: autumnEventText,
    colors: ["#7a1f2b", "#f4efe4"],
  },
] as const;

export function eventIds(root: Random): { main: EventInfo; autumn: EventInfo } {
  const random = root.fork("event-ids");
  const info = (index: 0 | 1): EventInfo => ({
    id: random.id(),
    slug: EVENTS[index].slug,
    createdAt: EVENTS[index].created,
    name: EVENTS[index].text({ exhibitors: 0, products: 0, countries: 0 }).name.en,
  });
  return { main: info(0), autumn: info(1) };
}

/** The event rows, once the registrations are known so that the texts can quote their counts. */
export function generateEventRows(
  data: FairData,
  images: ImageFactory,
  events: { main: EventInfo; autumn: EventInfo },
  counts: { main: EventTextValues; autumn: EventTextValues },
): void {
  for (const spec of EVENTS) {
    const event = events[spec.key];
    const settings: EventSettings = {
      tastingNotesEnabled: true,
      listsEnabled: true,
      showDistributionDetails: "inMarket",
      meetingBooking: spec.meetingBooking,
      meetingSchedule: { ...spec.meetingSchedule, days: [...spec.meetingSchedule.days] },
      currency: "EUR",
      networkingUrl: spec.networkingUrl,
      segments: DEFAULT_SEGMENTS,
    };
    const logo = images.logo({
      shape: "roundedSquare",
      motif: "grapes",
      primary: spec.colors[0],
      secondary: spec.colors[1],
    });
    data.events.push({
      id: event.id,
      slug: event.slug,
      default_locale: "en",
      locales: JSON.stringify(LOCALES),
      starts_on: spec.starts,
      ends_on: spec.ends,
      timezone: spec.timezone,
      venue_name: spec.venue,
      venue_street: spec.street,
      venue_postal_code: spec.postal,
      venue_city: spec.city,
      venue_country: spec.country,
      settings: JSON.stringify(settings),
      logo_image_id: logo,
      created_at: event.createdAt,
      updated_at: event.createdAt,
    });
    const text: EventText = spec.text(counts[spec.key]);
    for (const locale of LOCALES) {
      data.eventTranslations.push({
        event_id: event.id,
        locale,
        name: text.name[locale],
        tagline: text.tagline[locale],
        description: text.description[locale],
      });
    }
  }
}
