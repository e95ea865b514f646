import type { Locale } from "~/lib/locales";
import { type FairLine, PACKAGE_FORMAT, type PackageCounts, type PackageLine } from "./package-format";

// Stores a package's lines as they arrive (docs/offline-package.md "In the
// browser"). A whole fair is written as a new generation beside the one the
// device has, and becomes the saved fair only when its end line arrived: a
// download cut off halfway leaves the fair as it was. A difference is
// written into the saved generation; its version is raised only at the end,
// so a cut-off difference is simply applied again (every write is a put or
// a delete by key: applying it twice changes nothing).

export type RecordKind = "product" | "exhibitor" | "producer";

/** A saved fair as the device keeps it: which generation of records is the fair, and at what version. */
export interface SavedFair {
  /** `${eventId}:${locale}` */
  key: string;
  eventId: string;
  locale: Locale;
  format: number;
  version: number;
  generation: number;
  savedAt: string;
  counts: PackageCounts;
  /** What its records take stored, about. */
  bytes: number;
  /** Records the last download brought (the whole fair, or what changed). */
  received: number;
  event: FairLine["event"];
}

export interface StoredRecord {
  fair: string;
  generation: number;
  kind: RecordKind;
  id: string;
  value: unknown;
  /** A product's label code, for /q/{code} without a network. */
  code?: string;
  /** A product's exhibitor and producer (ownerKey), so their pages find its products without reading them all. */
  owners?: string[];
  bytes: number;
}

/** The key under which a saved product is found by its exhibitor or producer (one generation of one fair). */
export const ownerKey = (fair: string, generation: number, owner: "exhibitor" | "producer", id: string) =>
  `${fair}|${generation}|${owner}|${id}`;

/** Where records go: IndexedDB in the browser (saved-fairs.ts), a map in tests. */
export interface FairStore {
  saved(key: string): Promise<SavedFair | undefined>;
  put(records: StoredRecord[]): Promise<void>;
  remove(keys: { fair: string; generation: number; kind: RecordKind; id: string }[]): Promise<void>;
  /** Drops the records of one generation (what a cut-off download left). */
  clear(key: string, generation: number): Promise<void>;
  /** Makes this the saved fair and drops the records of any other generation of it. */
  commit(fair: SavedFair): Promise<void>;
  /** How many records of each kind a generation holds. */
  counts(key: string, generation: number): Promise<PackageCounts>;
}

export const fairKey = (eventId: string, locale: Locale) => `${eventId}:${locale}`;

/** Records written in one transaction. */
const BATCH = 250;

export class PackageError extends Error {
  /** True when the package ended early (a network's fault), not when it was one the device cannot take. */
  constructor(
    message: string,
    readonly cutOff = false,
  ) {
    super(message);
  }
}

/**
 * Writes the package's lines into the store; the saved fair as it is after
 * them. Throws PackageError when the package is not one the device can take
 * (another format, another fair, cut off before its end).
 */
export async function storePackage(
  store: FairStore,
  lines: AsyncIterable<PackageLine>,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<SavedFair> {
  let header: FairLine | null = null;
  let before: SavedFair | undefined;
  let generation = 0;
  let key = "";
  let done = 0;
  let total = 0;
  let bytes = 0;
  let pending: StoredRecord[] = [];
  const flush = async () => {
    if (pending.length) await store.put(pending);
    pending = [];
    onProgress(done, total);
  };
  for await (const line of lines) {
    if (line.type === "fair") {
      if (line.format !== PACKAGE_FORMAT) throw new PackageError(`The package's format is ${line.format}`);
      header = line;
      key = fairKey(line.eventId, line.locale);
      before = await store.saved(key);
      if (line.since !== null && (!before || before.version !== line.since))
        throw new PackageError("The difference does not start at the saved version");
      generation = line.since === null ? (before?.generation ?? 0) + 1 : (before?.generation ?? 1);
      if (line.since === null) await store.clear(key, generation);
      total = line.counts.products + line.counts.exhibitors + line.counts.producers;
      onProgress(0, total);
      continue;
    }
    if (!header) throw new PackageError("The package does not start with its fair");
    if (line.type === "end") {
      await flush();
      if (line.records !== done) throw new PackageError("The package was cut off", true);
      const fair: SavedFair = {
        key,
        eventId: header.eventId,
        locale: header.locale,
        format: header.format,
        version: header.version,
        generation,
        savedAt: new Date().toISOString(),
        counts: await store.counts(key, generation),
        // A difference replaces records of about the same size: the saved fair's size stays a fair estimate.
        bytes: header.since === null ? bytes : (before?.bytes ?? 0),
        event: header.event,
        received: done,
      };
      await store.commit(fair);
      return fair;
    }
    done++;
    if (line.type === "removed") {
      await flush();
      await store.remove([{ fair: key, generation, kind: line.entity, id: line.id }]);
      continue;
    }
    const record = recordOf(line, key, generation);
    bytes += record.bytes;
    pending.push(record);
    if (pending.length >= BATCH) await flush();
  }
  throw new PackageError("The package was cut off", true);
}

function recordOf(
  line: Exclude<PackageLine, { type: "fair" | "end" | "removed" }>,
  fair: string,
  generation: number,
): StoredRecord {
  const value = line.type === "product" ? line.product : line.type === "exhibitor" ? line.exhibitor : line.producer;
  const record: StoredRecord = {
    fair,
    generation,
    kind: line.type,
    id: (value as { id: string }).id,
    value,
    bytes: JSON.stringify(value).length,
  };
  if (line.type === "product") {
    if (line.code) record.code = line.code;
    record.owners = [
      ownerKey(fair, generation, "exhibitor", line.product.exhibitor.id),
      ownerKey(fair, generation, "producer", line.product.producer.id),
    ];
  }
  return record;
}
