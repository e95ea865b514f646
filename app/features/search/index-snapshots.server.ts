import { randomUUID } from "node:crypto";
import { type FileHandle, mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { DB } from "~/.server/db";
import { catalogueVersion, changedSince } from "~/features/events/catalogue-versions.server";
import { registeredProductCount } from "~/features/events/events.server";
import { runSliced } from "~/lib/time-slice";
import type { ProductDocument } from "../catalogue/documents";
import {
  decodeSnapshot,
  encodeSnapshot,
  fileSource,
  openSnapshot,
  readSections,
  type SnapshotStamp,
} from "./index-snapshot.server";
import { loadProductDocuments } from "./load-docs.server";
import { ProductIndex } from "./product-index";
import type { SearchIndexParts } from "./search-index";

// Each event's product index, kept as a file beside the database (decision
// 0021, docs/architecture.md "Search index snapshots"), so that a restart
// loads it in a fraction of the time reading and indexing the catalogue
// takes. A snapshot is used only when it was written by the same build of
// the application for the same site and event, at a catalogue version no
// newer than the database's; the products marked changed since are then
// read again into it, as an edit's message would. Anything else (no file,
// another build or site, a newer version, the event's own settings changed,
// too many changes, a file that does not read back whole, a count that
// disagrees) builds from the database as before, and that build writes the
// next snapshot.

/** The fact naming this site's catalogue (site_facts): a snapshot of another database is never used. */
const SITE_FACT = "search-snapshot-site";

export interface IndexSnapshotsOptions {
  /** The directory of the snapshot files. */
  dir: string;
  /** What the snapshot's layout and documents depend on: the application's build (a hash of the server bundle). */
  code: string;
  /** More changed products than this since the snapshot: building from the database is cheaper. */
  maxChanges: number;
  /** Told when a snapshot cannot be written or is unreadable (the site goes on without it). */
  log: (line: string) => void;
}

export interface ProductIndexFrom {
  index: ProductIndex;
  /** Where it came from: its snapshot (brought up to date) or the database. */
  from: "snapshot" | "database";
  /** The products read again into the snapshot's index (0 when built from the database). */
  changes: number;
  /** The writing of the snapshot of an index just built (null when loaded from one). */
  saved: Promise<void> | null;
}

export interface IndexSnapshots {
  /** The event's product index from its snapshot, else built by `build` (whose snapshot is then written). */
  productIndex(db: DB, eventId: string, build: () => Promise<ProductIndex>): Promise<ProductIndexFrom>;
}

export function createIndexSnapshots(options: IndexSnapshotsOptions): IndexSnapshots {
  const fileOf = (eventId: string) => path.join(options.dir, `products-${eventId.replace(/[^\w-]/g, "_")}.snapshot`);
  const format = `products-2:${options.code}`;

  /** The snapshot's index parts and the products changed since it, when it can be brought up to date; else null. */
  const readIfUsable = async (handle: FileHandle, db: DB, eventId: string, site: string) => {
    const source = await fileSource(handle);
    const opened = await openSnapshot(source);
    const stamp = opened?.stamp;
    const version = await catalogueVersion(db, eventId);
    const usable =
      stamp?.format === format && stamp.site === site && stamp.eventId === eventId && stamp.version <= version;
    const changed = usable ? await changedSince(db, eventId, stamp.version) : null;
    if (!opened || !changed || changed.event || changed.productIds.length > options.maxChanges) return null;
    const sections = await readSections(source, opened);
    const parts = (await runSliced(decodeSnapshot(opened, sections))) as SearchIndexParts<ProductDocument>;
    return { parts, changed };
  };

  const load = async (db: DB, eventId: string, site: string): Promise<ProductIndexFrom | null> => {
    const file = fileOf(eventId);
    const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!handle) return null;
    const read = await readIfUsable(handle, db, eventId, site).finally(() => handle.close());
    if (!read) {
      // Stale for good (another build or site, a restored older database): the build below writes the next one.
      await rm(file, { force: true });
      return null;
    }
    const { parts, changed } = read;
    const index = await ProductIndex.fromParts(parts);
    if (changed.productIds.length > 0) {
      const docs = await loadProductDocuments(db, eventId, changed.productIds);
      const found = new Set(docs.map((doc) => doc.summary.id));
      index.apply(
        docs,
        changed.productIds.filter((id) => !found.has(id)),
      );
    }
    const registered = await registeredProductCount(db, eventId);
    if (index.size !== registered) {
      options.log(
        `The search snapshot of event ${eventId} holds ${index.size} products, the database ${registered}: it is built again.`,
      );
      return null;
    }
    return { index, from: "snapshot", changes: changed.productIds.length, saved: null };
  };

  const save = async (stamp: SnapshotStamp, parts: SearchIndexParts<ProductDocument>): Promise<void> => {
    const pieces = await runSliced(encodeSnapshot(stamp, parts));
    await mkdir(options.dir, { recursive: true });
    const file = fileOf(stamp.eventId);
    const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, "w");
      try {
        for (const piece of pieces) await handle.write(piece);
      } finally {
        await handle.close();
      }
      // Readers see the old file or the new one, never half of one (other instances may share the directory).
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    async productIndex(db, eventId, build) {
      const site = await siteOf(db);
      try {
        const loaded = await load(db, eventId, site);
        if (loaded) return loaded;
      } catch (error) {
        options.log(`The search snapshot of event ${eventId} could not be read (it is built again): ${String(error)}`);
      }
      // Read before the documents: they are at least as new, and what changes after is read again at the next load.
      const version = await catalogueVersion(db, eventId);
      const index = await build();
      // Taken now, before any edit reaches the index.
      const parts = index.toParts();
      const saved = save({ format, site, eventId, version }, parts).catch((error: unknown) => {
        options.log(`The search snapshot of event ${eventId} could not be written: ${String(error)}`);
      });
      return { index, from: "database", changes: 0, saved };
    },
  };
}

/** This site's catalogue identity, made at its first snapshot. */
async function siteOf(db: DB): Promise<string> {
  await db
    .insertInto("site_facts")
    .values({ name: SITE_FACT, value: randomUUID(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("site_facts").select("value").where("name", "=", SITE_FACT).executeTakeFirstOrThrow();
  return row.value;
}
