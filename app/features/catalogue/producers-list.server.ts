import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { catalogueVersion } from "~/features/events/catalogue-versions.server";
import { sortByLocale } from "~/lib/format";
import type { Locale } from "~/lib/locales";
import { type ProducerListEntry, type ProducersList, producersListOf } from "./producers-list";
import { walkRegisteredProducers } from "./registered-ids.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

/** Events' lists kept, the least recently asked let go first: 10,000 producers are about 2 MB. */
const KEPT_LISTS = 20;

interface KeptList {
  /** The event's catalogue version the list was read at. */
  version: number;
  entries: Promise<ProducerListEntry[]>;
  /** The entries in each language's order, sorted when first asked for. */
  sorted: Map<Locale, ProducerListEntry[]>;
}

/** The lists read, by database and event. */
const kept = new WeakMap<DB, Map<string, KeptList>>();

/**
 * A page of the event's A–Z of producers (producers-list.ts). Reading the
 * whole list costs 0.6 s at 100,000 products (without holding the event
 * loop), and every page and search of the A–Z, and the event home's count,
 * need it: it is read once per catalogue version and kept, and sorted once
 * per language. Every catalogue write raises the event's version after its
 * commit (catalogue-versions.server.ts), so a list read at a version holds
 * that version's data or newer, and is read again once the version moves;
 * each instance of the site checks the version the database holds.
 */
export async function listEventProducers(
  db: DB,
  options: { eventId: string; locale: Locale; q?: string; page?: number },
): Promise<ProducersList> {
  const { locale } = options;
  const list = await keptList(db, options.eventId);
  let sorted = list.sorted.get(locale);
  if (!sorted) {
    sorted = sortByLocale(locale, await list.entries, "name");
    list.sorted.set(locale, sorted);
  }
  return producersListOf(sorted, locale, options.q, options.page);
}

/**
 * How many entries the event's A–Z has (what the event home shows), and how
 * many of them are producers with a record of their own (what a saved fair
 * holds), from the kept list: no query over the event's products.
 */
export async function eventProducerCounts(db: DB, eventId: string): Promise<{ listed: number; records: number }> {
  const entries = await (await keptList(db, eventId)).entries;
  return { listed: entries.length, records: entries.filter((entry) => !entry.isExhibitor).length };
}

/** The event's list as kept, read again first if the event's catalogue version moved. */
async function keptList(db: DB, eventId: string): Promise<KeptList> {
  const version = await catalogueVersion(db, eventId);
  const lists = kept.get(db) ?? new Map<string, KeptList>();
  kept.set(db, lists);
  let list = lists.get(eventId);
  lists.delete(eventId);
  if (list?.version !== version) {
    const entries = readProducerEntries(db, eventId);
    list = { version, entries, sorted: new Map() };
    // A failed read is not kept: the next request reads again.
    entries.catch(() => lists.get(eventId)?.entries === entries && lists.delete(eventId));
  }
  lists.set(eventId, list);
  if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string);
  return list;
}

/**
 * The producers of an event's products with their product counts, and the
 * exhibitors standing in for products without one (no producer, the
 * placeholder id, or a producer id with no record, as rules.resolveProducer
 * decides for a product). The registrations are read `chunk` at a time with
 * the event loop's turn between chunks: as two grouped queries, an event of
 * 100,000 products held it 572–733 ms (docs/benchmarks.md, issue 32).
 */
export async function readProducerEntries(db: DB, eventId: string, chunk?: number): Promise<ProducerListEntry[]> {
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
