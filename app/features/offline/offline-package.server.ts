import type { DB } from "~/.server/db";
import { readEventExhibitors } from "~/features/catalogue/exhibitors.server";
import { producerShownAt, readEventProducers } from "~/features/catalogue/producers.server";
import { eventProducerCounts } from "~/features/catalogue/producers-list.server";
import { readEventProducts } from "~/features/catalogue/products.server";
import { registeredProductIdsAfter } from "~/features/catalogue/registered-ids.server";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { catalogueVersion, changedSince } from "~/features/events/catalogue-versions.server";
import { getEventDetail } from "~/features/events/events.server";
import { codesFor } from "~/features/labels/product-codes.server";
import type { Locale } from "~/lib/locales";
import { nextTurn } from "~/lib/time-slice";
import { PACKAGE_FORMAT, type PackageCounts, type PackageLine, type PackageSummary } from "./package-format";

// Writes a fair's offline package (docs/offline-package.md) a chunk of
// records at a time: each chunk is a few set-based queries and its lines,
// then the event loop answers other requests before the next. So a fair of
// 100,000 products never holds the site, and memory holds one chunk, not
// the fair. With `since`, only what changed after that version.

/**
 * Records read and written per turn of the event loop. A product line is
 * about 3.5 KB of JSON from seven queries: 500 at a time (the search index's
 * chunk) held the event loop up to 100 ms at 2,500 products, 100 up to 50 ms
 * (npm run bench:offline); 50 keep a turn well under the house's 50 ms.
 */
export const PACKAGE_CHUNK = 50;

/** Where the lines go, a chunk's at a time; resolves when the next may follow (back-pressure). */
export type LineSink = (line: string) => Promise<void>;

/** Stops the writing between chunks: the client went away. */
export type Cancelled = () => boolean;

interface PackageRequest {
  eventId: string;
  locale: Locale;
  since: number | null;
  /** The catalogue's version when the caller read it already (for the ETag): the package is written at it. */
  version?: number;
}

/**
 * The event as its home shows it (the producers counted as its A–Z counts
 * them), and the records a saved fair holds of each kind (producers with a
 * record of their own; the exhibitors standing in for one are among the
 * exhibitors). Both producer counts come from the A–Z's list kept per
 * catalogue version, not from a query over the event's products (284–382 ms
 * of the event loop at 100,000 products, and the event home asks for the
 * summary on every visit).
 */
async function eventWithCounts(db: DB, eventId: string, locale: Locale) {
  // Asked for only once the event is found (a made-up id keeps no list).
  let producerCounts: ReturnType<typeof eventProducerCounts> | undefined;
  const countsOf = (id: string) => {
    producerCounts ??= eventProducerCounts(db, id);
    return producerCounts;
  };
  const event = await getEventDetail(db, {
    eventId,
    locale,
    producerCount: async (id) => (await countsOf(id)).listed,
  });
  if (!event) return null;
  const { records } = await countsOf(event.id);
  const counts: PackageCounts = { ...event.counts, producers: records };
  return { event, records: counts };
}

/** The versions the package was written at; null when the event does not exist. */
export async function writeOfflinePackage(
  db: DB,
  request: PackageRequest,
  sink: LineSink,
  cancelled: Cancelled = () => false,
): Promise<{ version: number; records: number } | null> {
  const { eventId, locale } = request;
  const version = request.version ?? (await catalogueVersion(db, eventId));
  const found = await eventWithCounts(db, eventId, locale);
  if (!found) return null;
  const { event } = found;
  const since = request.since !== null && request.since < version ? request.since : null;
  const upToDate = request.since !== null && request.since >= version;
  const wanted = upToDate
    ? { productIds: [], exhibitorIds: [], producerIds: [], event: false }
    : since === null
      ? null
      : await changedSince(db, eventId, since);
  const counts: PackageCounts = wanted
    ? {
        products: wanted.productIds.length,
        exhibitors: wanted.exhibitorIds.length,
        producers: wanted.producerIds.length,
      }
    : found.records;
  let records = 0;
  // A chunk's lines go to the sink as one write: a write per line waited for
  // gzip's thread after every few lines (395 s for 100,000 products).
  const send = async (lines: PackageLine[]) => {
    if (lines.length) await sink(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
  };
  await send([
    {
      type: "fair",
      format: PACKAGE_FORMAT,
      eventId,
      locale,
      version,
      since: upToDate ? request.since : since,
      counts,
      event,
    },
  ]);
  const parts: PackagePart[] = [productPart(db, request), exhibitorPart(db, request), producerPart(db, request)];
  for (const part of parts) {
    const listed = wanted ? wanted[`${part.entity}Ids` as const] : null;
    const ids = listed ? listedChunks(listed) : part.allIds;
    for (let after: string | null = null; ; ) {
      if (cancelled()) return { version, records };
      const chunk = await ids(after);
      if (chunk.length === 0) break;
      const found = await part.read(chunk);
      const removed: PackageLine[] = listed
        ? chunk.filter((id) => !found.ids.has(id)).map((id) => ({ type: "removed", entity: part.entity, id }))
        : [];
      await send([...found.lines, ...removed]);
      records += found.lines.length + removed.length;
      after = chunk[chunk.length - 1];
      await nextTurn();
    }
  }
  await send([{ type: "end", records }]);
  return { version, records };
}

interface PackagePart {
  entity: "product" | "exhibitor" | "producer";
  /** The next PACKAGE_CHUNK of the fair's ids after this one, in order. */
  allIds: (after: string | null) => Promise<string[]>;
  /** The lines of these ids that the fair shows, and which ids those were. */
  read: (ids: readonly string[]) => Promise<{ lines: PackageLine[]; ids: Set<string> }>;
}

/** A list's ids a chunk at a time, in order; each call takes the chunk after the one before (a cursor, no search). */
function listedChunks(ids: readonly string[]): (after: string | null) => Promise<string[]> {
  const sorted = [...ids].sort();
  let at = 0;
  return async (after) => {
    if (after === null) at = 0;
    const chunk = sorted.slice(at, at + PACKAGE_CHUNK);
    at += chunk.length;
    return chunk;
  };
}

function productPart(db: DB, { eventId, locale }: PackageRequest): PackagePart {
  return {
    entity: "product",
    allIds: (after) => registeredProductIdsAfter(db, eventId, after, PACKAGE_CHUNK),
    read: async (productIds) => {
      const products = await readEventProducts(db, { eventId, productIds, locale });
      const codes = await codesFor(
        db,
        eventId,
        products.map((p) => p.id),
      );
      return {
        lines: products.map((product) => ({ type: "product", product, code: codes.get(product.id) ?? null })),
        ids: new Set(products.map((p) => p.id)),
      };
    },
  };
}

function exhibitorPart(db: DB, { eventId, locale }: PackageRequest): PackagePart {
  return {
    entity: "exhibitor",
    allIds: async (after) =>
      (
        await db
          .selectFrom("registration_exhibitors")
          .select("exhibitor_id")
          .where("event_id", "=", eventId)
          .$if(after !== null, (q) => q.where("exhibitor_id", ">", after ?? ""))
          .orderBy("exhibitor_id")
          .limit(PACKAGE_CHUNK)
          .execute()
      ).map((row) => row.exhibitor_id),
    read: async (exhibitorIds) => {
      const exhibitors = await readEventExhibitors(db, { eventId, exhibitorIds, locale });
      return {
        lines: exhibitors.map((exhibitor) => ({ type: "exhibitor", exhibitor })),
        ids: new Set(exhibitors.map((e) => e.id)),
      };
    },
  };
}

function producerPart(db: DB, { eventId, locale }: PackageRequest): PackagePart {
  return {
    entity: "producer",
    allIds: async (after) =>
      // Along the producers' key, each asked whether the event shows one of its products
      // (products_producer, then the registration's key): a DISTINCT over the event's
      // products took 276 ms a chunk at 100,000 products.
      (
        await db
          .selectFrom("producers as pr")
          .select("pr.id")
          .where("pr.id", "!=", PLACEHOLDER_PRODUCER_ID)
          .$if(after !== null, (q) => q.where("pr.id", ">", after ?? ""))
          .where((eb) => producerShownAt(eb, eventId))
          .orderBy("pr.id")
          .limit(PACKAGE_CHUNK)
          .execute()
      ).map((row) => row.id),
    read: async (producerIds) => {
      const producers = await readEventProducers(db, { eventId, producerIds, locale });
      return {
        lines: producers.map((producer) => ({ type: "producer", producer })),
        ids: new Set(producers.map((p) => p.id)),
      };
    },
  };
}

/** How many records of each kind a sample is taken from when the size is estimated. */
const SAMPLE = 40;

/**
 * The fair's version, its counts and about how many bytes it takes stored,
 * from a sample of each kind of record (the size shown before saving).
 * Null when the event does not exist.
 */
export async function offlinePackageSummary(
  db: DB,
  request: Omit<PackageRequest, "since">,
): Promise<PackageSummary | null> {
  const version = await catalogueVersion(db, request.eventId);
  const found = await eventWithCounts(db, request.eventId, request.locale);
  if (!found) return null;
  const { event, records } = found;
  const full = { ...request, since: null };
  let bytes = JSON.stringify({ type: "fair", event }).length;
  const parts = [productPart(db, full), exhibitorPart(db, full), producerPart(db, full)];
  const totals = [records.products, records.exhibitors, records.producers];
  for (const [at, part] of parts.entries()) {
    const sample = (await part.allIds(null)).slice(0, SAMPLE);
    if (sample.length === 0) continue;
    const { lines } = await part.read(sample);
    const sampleBytes = lines.reduce((sum, line) => sum + JSON.stringify(line).length + 1, 0);
    bytes += Math.round((sampleBytes / Math.max(1, lines.length)) * totals[at]);
  }
  return {
    eventId: request.eventId,
    locale: request.locale,
    version,
    format: PACKAGE_FORMAT,
    counts: records,
    bytes,
  };
}

/** The ETag of a package: the same format, version, language and starting point give the same lines. */
export function offlinePackageEtag(options: { version: number; locale: Locale; since: number | null }): string {
  return `W/"offline.${PACKAGE_FORMAT}.${options.version}.${options.locale}.${options.since ?? "all"}"`;
}
