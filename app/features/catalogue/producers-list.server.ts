import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import type { Locale } from "~/lib/locales";
import { type ProducerListEntry, type ProducersList, producersListOf } from "./producers-list";
import { walkRegisteredProducers } from "./registered-ids.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

/**
 * The producers of an event's products with their product counts, and the
 * exhibitors standing in for products without one (no producer, the
 * placeholder id, or a producer id with no record, as rules.resolveProducer
 * decides for a product). The registrations are read `chunk` at a time with
 * the event loop's turn between chunks: as two grouped queries, an event of
 * 100,000 products held it 572–733 ms (docs/benchmarks.md, issue 32).
 */
export async function listEventProducers(
  db: DB,
  options: { eventId: string; locale: Locale; q?: string; chunk?: number },
): Promise<ProducersList> {
  const { eventId, locale } = options;
  const producers = new Map<string, ProducerListEntry>();
  const standIns = new Map<string, number>();
  await walkRegisteredProducers(
    db,
    eventId,
    (rows) => {
      for (const row of rows) {
        if (row.producer_id === null || row.producer_id === PLACEHOLDER_PRODUCER_ID) {
          standIns.set(row.exhibitor_id, (standIns.get(row.exhibitor_id) ?? 0) + 1);
          continue;
        }
        const entry = producers.get(row.producer_id);
        if (entry) entry.productCount++;
        else
          producers.set(row.producer_id, {
            id: row.producer_id,
            name: row.name ?? "",
            country: row.country ?? "",
            region: row.region ?? "",
            productCount: 1,
            isExhibitor: false,
          });
      }
    },
    options.chunk,
  );
  const exhibitors = await inChunks(listedIds([...standIns.keys()]), (ids) =>
    db.selectFrom("exhibitors").select(["id", "name", "country"]).where("id", "in", ids).execute(),
  );
  const all: ProducerListEntry[] = [
    ...producers.values(),
    ...exhibitors.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      region: "",
      productCount: standIns.get(row.id) ?? 0,
      isExhibitor: true,
    })),
  ];
  return producersListOf(all, locale, options.q);
}
