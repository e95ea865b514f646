import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { Locale } from "~/lib/locales";
import type { PackageCounts } from "./package-format";
import { type FairStore, fairKey, ownerKey, type RecordKind, type SavedFair, type StoredRecord } from "./store-package";

// The saved fairs in the browser's IndexedDB (docs/offline-package.md "In the
// browser"), through idb: one store of fairs, one of their records keyed by
// [fair, generation, kind, id], with an index by label code for /q/{code}
// and one by a product's exhibitor and producer for their pages.

const DATABASE = "uncork-offline";

interface OfflineSchema extends DBSchema {
  fairs: { key: string; value: SavedFair };
  records: {
    key: [string, number, RecordKind, string];
    value: StoredRecord;
    indexes: { byCode: string; byOwner: string };
  };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DATABASE, 2, {
    upgrade(db, oldVersion) {
      // Version 1 kept products without their owners: its fairs are saved again on the next visit online.
      if (oldVersion === 1) {
        db.deleteObjectStore("fairs");
        db.deleteObjectStore("records");
      }
      db.createObjectStore("fairs", { keyPath: "key" });
      const records = db.createObjectStore("records", { keyPath: ["fair", "generation", "kind", "id"] });
      records.createIndex("byCode", "code");
      records.createIndex("byOwner", "owners", { multiEntry: true });
    },
  });
  return opened;
}

/** Every key of one generation of a fair (of one kind, when given). */
function generationRange(fair: string, generation: number, kind?: RecordKind): IDBKeyRange {
  return kind
    ? IDBKeyRange.bound([fair, generation, kind], [fair, generation, kind, "\uffff"])
    : IDBKeyRange.bound([fair, generation], [fair, generation, "\uffff"]);
}

export const indexedDbFairStore: FairStore = {
  async saved(key) {
    return (await database()).get("fairs", key);
  },
  async put(records) {
    const tx = (await database()).transaction("records", "readwrite");
    await Promise.all([...records.map((record) => tx.store.put(record)), tx.done]);
  },
  async remove(keys) {
    const tx = (await database()).transaction("records", "readwrite");
    await Promise.all([
      ...keys.map((k) => tx.store.delete([k.fair, k.generation, k.kind, k.id] as OfflineSchema["records"]["key"])),
      tx.done,
    ]);
  },
  async clear(key, generation) {
    await (await database()).delete("records", generationRange(key, generation));
  },
  async commit(fair) {
    const db = await database();
    const before = await db.get("fairs", fair.key);
    await db.put("fairs", fair);
    if (before && before.generation !== fair.generation)
      await db.delete("records", generationRange(fair.key, before.generation));
  },
  async counts(key, generation) {
    const db = await database();
    const count = (kind: RecordKind) => db.count("records", generationRange(key, generation, kind));
    const [products, exhibitors, producers] = await Promise.all([
      count("product"),
      count("exhibitor"),
      count("producer"),
    ]);
    return { products, exhibitors, producers } satisfies PackageCounts;
  },
};

/** The fair saved on this device in this language, if any. */
export async function savedFair(eventId: string, locale: Locale): Promise<SavedFair | undefined> {
  return indexedDbFairStore.saved(fairKey(eventId, locale));
}

/** Takes a saved fair off the device, with every generation of its records. */
export async function removeSavedFair(eventId: string, locale: Locale): Promise<void> {
  const db = await database();
  const key = fairKey(eventId, locale);
  const tx = db.transaction(["fairs", "records"], "readwrite");
  await Promise.all([
    tx.objectStore("fairs").delete(key),
    tx.objectStore("records").delete(IDBKeyRange.bound([key], [key, Number.MAX_SAFE_INTEGER])),
    tx.done,
  ]);
}

/**
 * The fair saved for an event named by id or slug: in the language asked,
 * else the one saved in any language (a page is better than none).
 */
export async function findSavedFair(collectionId: string, locale: Locale): Promise<SavedFair | undefined> {
  const fairs = (await (await database()).getAll("fairs")).filter(
    (fair) => fair.eventId === collectionId || fair.event.slug === collectionId,
  );
  return fairs.find((fair) => fair.locale === locale) ?? fairs[0];
}

/** A fair saved on this device, in the language asked if one is (the user's own pages name no event). */
export async function anySavedFair(locale: Locale): Promise<SavedFair | undefined> {
  const fairs = await (await database()).getAll("fairs");
  return fairs.find((fair) => fair.locale === locale) ?? fairs[0];
}

/** One record of a saved fair. */
export async function savedRecord<T>(fair: SavedFair, kind: RecordKind, id: string): Promise<T | undefined> {
  const record = await (await database()).get("records", [fair.key, fair.generation, kind, id]);
  return record?.value as T | undefined;
}

/** Every record of one kind of a saved fair. */
export async function savedRecords<T>(fair: SavedFair, kind: RecordKind): Promise<T[]> {
  const records = await (await database()).getAll("records", generationRange(fair.key, fair.generation, kind));
  return records.map((record) => record.value as T);
}

/** The saved products of an exhibitor or a producer, through the index by owner. */
export async function savedProductsOf(
  fair: SavedFair,
  owner: "exhibitor" | "producer",
  id: string,
): Promise<unknown[]> {
  const key = ownerKey(fair.key, fair.generation, owner, id);
  return (await (await database()).getAllFromIndex("records", "byOwner", key)).map((record) => record.value);
}

/** The saved fair and product a label's code names, when a saved fair has it. */
export async function savedProductOfCode(code: string): Promise<{ fair: SavedFair; productId: string } | undefined> {
  const db = await database();
  for (const record of await db.getAllFromIndex("records", "byCode", code)) {
    const fair = await db.get("fairs", record.fair);
    if (fair && fair.generation === record.generation) return { fair, productId: record.id };
  }
  return undefined;
}
