import { sortByLocale } from "~/lib/format";
import { letterOf } from "~/lib/letter-groups";
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

/**
 * Entries on a page of the A–Z: about 100 KB of HTML (200 made 132 KB). An
 * event of 100,000 products has 10,000 producers, which made one page of
 * 5.8 MB (issue 32).
 */
export const PRODUCERS_PER_PAGE = 150;

export interface ProducersList {
  /** Every producer of the event, before the name search. */
  total: number;
  /** Those matching the search. */
  matching: number;
  /** The page's entries of those matching, in the locale's alphabetical order. */
  producers: ProducerListEntry[];
  /** The page shown (1 …), and how many there are. */
  page: number;
  pageCount: number;
  /** Each first letter among those matching, with the page its first entry is on. */
  letters: { letter: string; page: number }[];
}

/**
 * The entries whose names hold every typed word, in the locale's order, a
 * page of them; a page number out of range shows the nearest page.
 */
export function producersListOf(all: readonly ProducerListEntry[], locale: Locale, q = "", page = 1): ProducersList {
  const words = tokenize(q);
  const matching = sortByLocale(
    locale,
    words.length === 0 ? all : all.filter((entry) => matchesAll(entry.name, words)),
    "name",
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / PRODUCERS_PER_PAGE));
  const shown = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const letters: ProducersList["letters"] = [];
  const seen = new Set<string>();
  matching.forEach((entry, at) => {
    const letter = letterOf(entry.name);
    if (seen.has(letter)) return;
    seen.add(letter);
    letters.push({ letter, page: Math.floor(at / PRODUCERS_PER_PAGE) + 1 });
  });
  return {
    total: all.length,
    matching: matching.length,
    producers: matching.slice((shown - 1) * PRODUCERS_PER_PAGE, shown * PRODUCERS_PER_PAGE),
    page: shown,
    pageCount,
    letters,
  };
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
