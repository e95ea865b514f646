import { sortByLocale } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import { normalize, tokenize } from "~/lib/normalize";
import type { ProducerRef } from "./types";

// The A–Z of an event's producers and its name search: built by the server
// from two grouped queries (producers-list.server.ts) and by the browser
// from a saved fair's products
// (docs/offline-package.md "Search on the device"), searched and ordered here for both.

export interface ProducerListEntry {
  /** The producer's id, or the exhibitor's where it stands in (docs/product/catalogue.md). */
  id: string;
  name: string;
  country: string;
  region: string;
  /** Products of this producer registered for the event. */
  productCount: number;
  /** The exhibitor stands in: its products have no producer, or only the placeholder. */
  isExhibitor: boolean;
}

export interface ProducersList {
  /** Every producer of the event, before the name search. */
  total: number;
  /** Those matching the search, in the locale's alphabetical order. */
  producers: ProducerListEntry[];
}

/** The entries whose names hold every typed word, in the locale's order. */
export function producersListOf(all: readonly ProducerListEntry[], locale: Locale, q = ""): ProducersList {
  const words = tokenize(q);
  const matching = words.length === 0 ? all : all.filter((entry) => matchesAll(entry.name, words));
  return { total: all.length, producers: sortByLocale(locale, matching, "name") };
}

/** The entries of the products' producers (the exhibitor where it stands in), with their product counts. */
export function producerEntriesOf(products: Iterable<{ producer: ProducerRef }>): ProducerListEntry[] {
  const entries = new Map<string, ProducerListEntry>();
  for (const { producer } of products) {
    const entry = entries.get(producer.id);
    if (entry) entry.productCount++;
    else
      entries.set(producer.id, {
        id: producer.id,
        name: producer.name,
        country: producer.country,
        region: producer.isExhibitor ? "" : producer.region,
        productCount: 1,
        isExhibitor: producer.isExhibitor,
      });
  }
  return [...entries.values()];
}

// Every typed word appears in the name, accents and case aside: "chateau
// mar" finds "Château Margaux".
function matchesAll(name: string, words: readonly string[]): boolean {
  const folded = normalize(name);
  return words.every((word) => folded.includes(word));
}
