import { countryName, formatNumber } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";

// People as the desk lists them, and a reason to meet someone in the reader's
// words, for the page and the export alike.

/** A person of the event as the desk lists them (who bookmarked, people to meet). */
export interface DeskPerson {
  personId: string;
  name: string;
  company: string;
  jobTitle: string;
  country: string;
  attendeeType: string;
}

export type PersonToMeetReason =
  | { kind: "bookmarked"; count: number }
  | { kind: "listed"; count: number }
  | { kind: "imports"; country: string }
  | { kind: "basedIn"; country: string };

export function reasonText(t: TFunction, locale: Locale, reason: PersonToMeetReason): string {
  switch (reason.kind) {
    case "bookmarked":
      return t("desk:people.reason.bookmarked", { count: reason.count, products: formatNumber(locale, reason.count) });
    case "listed":
      return t("desk:people.reason.listed", { count: reason.count, products: formatNumber(locale, reason.count) });
    case "imports":
      return t("desk:people.reason.imports", { country: countryName(locale, reason.country) });
    case "basedIn":
      return t("desk:people.reason.basedIn", { country: countryName(locale, reason.country) });
  }
}
