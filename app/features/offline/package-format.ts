import type { Exhibitor, Producer, Product } from "~/features/catalogue/types";
import type { EventDetail } from "~/features/events/types";
import type { Locale } from "~/lib/locales";

// The saved fair's package (docs/offline-package.md): what
// GET /api/collections/{eventId}/offline?locale=… sends, one JSON value per
// line (NDJSON), so the browser stores it as it arrives and shows progress.
// The first line says what follows, the last line that nothing was cut off.
// Shared by the server that writes it and the browser that reads it.

/** Raised when a line changes shape; a saved package of another format is downloaded again. */
export const PACKAGE_FORMAT = 1;

export interface PackageCounts {
  products: number;
  exhibitors: number;
  producers: number;
}

/** The first line: the fair, its catalogue version, and how many records follow. */
export interface FairLine {
  type: "fair";
  format: number;
  eventId: string;
  locale: Locale;
  version: number;
  /** The version the lines bring up to date from, or null for the whole fair. */
  since: number | null;
  /** Records that follow (in a difference, at most that many: some are removals). */
  counts: PackageCounts;
  event: EventDetail;
}

export interface ProductLine {
  type: "product";
  product: Product;
  /** The short code of its labels (/q/{code}). */
  code: string | null;
}

export interface ExhibitorLine {
  type: "exhibitor";
  exhibitor: Exhibitor;
}

export interface ProducerLine {
  type: "producer";
  producer: Producer;
}

/** In a difference: a record the fair no longer shows. */
export interface RemovedLine {
  type: "removed";
  entity: "product" | "exhibitor" | "producer";
  id: string;
}

/** The last line: the records sent, so a cut-off download is never taken for the fair. */
export interface EndLine {
  type: "end";
  records: number;
}

export type PackageLine = FairLine | ProductLine | ExhibitorLine | ProducerLine | RemovedLine | EndLine;

/** What `?summary=1` answers: enough to show the size before downloading. */
export interface PackageSummary {
  eventId: string;
  locale: Locale;
  version: number;
  format: number;
  counts: PackageCounts;
  /** About how many bytes the fair takes once stored (uncompressed JSON). */
  bytes: number;
}

/** One line of the package, or an error naming what is wrong with it. */
export function parsePackageLine(text: string): PackageLine {
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null || !("type" in value))
    throw new Error("A line of the offline package has no type");
  const type = (value as { type: unknown }).type;
  if (!["fair", "product", "exhibitor", "producer", "removed", "end"].includes(String(type)))
    throw new Error(`A line of the offline package has an unknown type: ${String(type)}`);
  return value as PackageLine;
}
