import type { DB } from "~/.server/db";
import { sortByLocale } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import { normalize, tokenize } from "~/lib/normalize";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

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

/**
 * The producers of an event's products with their product counts: two
 * grouped queries, one for real producers and one for exhibitors standing in
 * for products without one (no producer, the placeholder id, or a producer
 * id with no record, as rules.resolveProducer decides for a product).
 */
export async function listEventProducers(
  db: DB,
  options: { eventId: string; locale: Locale; q?: string },
): Promise<ProducersList> {
  const { eventId, locale } = options;
  const [producers, standIns] = await Promise.all([
    db
      .selectFrom("registered_products as rp")
      .innerJoin("products as p", "p.id", "rp.product_id")
      .innerJoin("producers as pr", "pr.id", "p.producer_id")
      .select((eb) => ["pr.id", "pr.name", "pr.country", "pr.region", eb.fn.countAll<number | string>().as("n")])
      .where("rp.event_id", "=", eventId)
      .where("pr.id", "!=", PLACEHOLDER_PRODUCER_ID)
      .groupBy(["pr.id", "pr.name", "pr.country", "pr.region"])
      .execute(),
    db
      .selectFrom("registered_products as rp")
      .innerJoin("products as p", "p.id", "rp.product_id")
      .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
      .leftJoin("producers as pr", "pr.id", "p.producer_id")
      .select((eb) => ["e.id", "e.name", "e.country", eb.fn.countAll<number | string>().as("n")])
      .where("rp.event_id", "=", eventId)
      .where((eb) => eb.or([eb("pr.id", "is", null), eb("pr.id", "=", PLACEHOLDER_PRODUCER_ID)]))
      .groupBy(["e.id", "e.name", "e.country"])
      .execute(),
  ]);
  // PostgreSQL returns count(*) as a string (bigint).
  const all: ProducerListEntry[] = [
    ...producers.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      region: row.region,
      productCount: Number(row.n),
      isExhibitor: false,
    })),
    ...standIns.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      region: "",
      productCount: Number(row.n),
      isExhibitor: true,
    })),
  ];
  const words = tokenize(options.q ?? "");
  const matching = words.length === 0 ? all : all.filter((entry) => matchesAll(entry.name, words));
  return { total: all.length, producers: sortByLocale(locale, matching, "name") };
}

// Every typed word appears in the name, accents and case aside: "chateau
// mar" finds "Château Margaux".
function matchesAll(name: string, words: readonly string[]): boolean {
  const folded = normalize(name);
  return words.every((word) => folded.includes(word));
}
