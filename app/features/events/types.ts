import type { Image } from "~/features/media/image";
import type { PathSegments } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import type { MeetingSchedule } from "./meeting-schedule";

// An event (a fair, a "collection" in the API) as the pages receive it: localized, with its settings.

export interface EventSettings {
  tastingNotesEnabled: boolean;
  listsEnabled: boolean;
  showDistributionDetails: "inMarket" | "all" | "none";
  meetingBooking: string; // enabled only when exactly "true" (docs/product/site-settings.md)
  /** Meeting days, daily meeting hours and slot length, in the event's time zone. */
  meetingSchedule: MeetingSchedule;
  currency: string;
  /** Base URL of the event's networking platform (sponsor, people and schedule pages); "" when none. */
  networkingUrl: string;
  /** Path segments under the event's base prefix (docs/product/catalogue.md link shapes). */
  segments: PathSegments;
}

export interface EventSummary {
  id: string;
  slug: string;
  name: string;
  tagline: string;
  startsOn: string;
  endsOn: string;
  timezone: string;
  venue: { name: string; street: string; postalCode: string; city: string; country: string };
  defaultLocale: Locale;
  locales: Locale[];
  settings: EventSettings;
  logo: Image | null;
}

export interface EventDetail extends EventSummary {
  description: string;
  counts: { exhibitors: number; producers: number; products: number };
}
