import type { DB } from "~/.server/db";
import type { Locale } from "~/lib/locales";
import { type ProducerListEntry, type ProducersList, producersListOf } from "./producers-list";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

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
  return producersListOf(all, locale, options.q);
}
