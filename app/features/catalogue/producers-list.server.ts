import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { catalogueVersion } from "~/features/events/catalogue-versions.server";
import { sortByLocale } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import { type ProducerListEntry, type ProducersList, producersListOf } from "./producers-list";
import { walkRegisteredProducers } from "./registered-ids.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

/** Lists kept (an event's in a language), the least recently asked let go first: 10,000 producers are about 2 MB. */
const KEPT_LISTS = 20;

/** The lists read, by database, each with the event's catalogue version it was read at. */
const kept = new WeakMap<DB, Map<string, { version: number; entries: Promise<ProducerListEntry[]> }>>();

/**
 * A page of the event's A–Z of producers (producers-list.ts). Reading the
 * whole list costs 0.7 s at 100,000 products (without holding the event
 * loop), and every page and search of the A–Z needs it: it is read once per
 * catalogue version and language and kept. Every catalogue write raises the
 * event's version after its commit (catalogue-versions.server.ts), so a list
 * read at a version holds that version's data or newer, and is read again
 * once the version moves; each instance of the site checks the version the
 * database holds.
 */
export async function listEventProducers(
  db: DB,
  options: { eventId: string; locale: Locale; q?: string; page?: number },
): Promise<ProducersList> {
  const { eventId, locale } = options;
  const version = await catalogueVersion(db, eventId);
  const lists = kept.get(db) ?? new Map();
  kept.set(db, lists);
  const key = `${eventId}|${locale}`;
  let list = lists.get(key);
  lists.delete(key);
  if (list?.version !== version) {
    const entries = readEventProducers(db, eventId).then((all) => sortByLocale(locale, all, "name"));
    list = { version, entries };
    // A failed read is not kept: the next request reads again.
    entries.catch(() => lists.get(key)?.entries === entries && lists.delete(key));
  }
  lists.set(key, list);
  if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string);
  return producersListOf(await list.entries, locale, options.q, options.page);
}

/**
 * The producers of an event's products with their product counts, and the
 * exhibitors standing in for products without one (no producer, the
 * placeholder id, or a producer id with no record, as rules.resolveProducer
 * decides for a product). The registrations are read `chunk` at a time with
 * the event loop's turn between chunks: as two grouped queries, an event of
 * 100,000 products held it 572–733 ms (docs/benchmarks.md, issue 32).
 */
export async function readEventProducers(db: DB, eventId: string, chunk?: number): Promise<ProducerListEntry[]> {
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
    chunk,
  );
  const exhibitors = await inChunks(listedIds([...standIns.keys()]), (ids) =>
    db.selectFrom("exhibitors").select(["id", "name", "country"]).where("id", "in", ids).execute(),
  );
  return [
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
}
