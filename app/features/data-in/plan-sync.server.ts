import type { DB } from "~/.server/db";
import type { FieldChange } from "~/features/catalogue/history";
import { planExhibitors } from "./plan-exhibitors.server";
import { planProducers } from "./plan-producers.server";
import { planProducts } from "./plan-products.server";
import type { SourceCatalogue, SourceProblem } from "./product-api/read-source.server";

// The dry run of a sync (docs/data-in.md): what applying a catalogue read
// from the product API would add to an event, change in it and remove from
// it, field by field, compared with the database. Nothing is written. The
// same plan is what applying writes, so a dry run shows exactly what an
// apply would do, and a second run after an apply plans nothing.

export type EntityType = "exhibitor" | "producer" | "product";

export interface PlannedChange {
  type: EntityType;
  id: string;
  name: string;
  /** add: joins the event (new, or known from another event); remove: leaves the event's catalogue. */
  action: "add" | "change" | "remove";
  /** Column or `translations.<locale>.<field>` changes; for a removal, none. */
  fields: FieldChange[];
  /**
   * A product the site does not have yet: the values it is created with
   * (createdValues), which its `fields` are made of. Not enumerable: a report
   * or a copy of the change carries its fields only (plan-products.server.ts).
   */
  readonly created?: Record<string, unknown>;
}

export interface SyncPlan {
  eventId: string;
  counts: Record<EntityType, { add: number; change: number; remove: number }>;
  changes: PlannedChange[];
  problems: SourceProblem[];
}

export interface PlanOptions {
  /**
   * Whether what the event has and the source does not leaves the event: a
   * sync mirrors its source (true, the default); a file import adds and
   * updates the rows it has and leaves the rest (false). A part of a larger
   * source gives the ids of the whole: what the event has and the whole
   * source does not leaves the event.
   */
  removeMissing?: boolean | { products: ReadonlySet<string>; exhibitors: ReadonlySet<string> };
  /**
   * The product columns (and registration's `table_number`,
   * `registered_exhibitor_id`) the source speaks for; others are left as they
   * are. A file without a "country" column says nothing about countries.
   * Default: all.
   */
  productFields?: ReadonlySet<string>;
  /** The same for exhibitors (`name`, `country`). */
  exhibitorFields?: ReadonlySet<string>;
}

/** What a sync is planned for: the event, the catalogue read from the source, how to compare. */
export interface PlanScope {
  eventId: string;
  source: SourceCatalogue;
  options: PlanOptions;
}

export async function planSync(
  db: DB,
  eventId: string,
  source: SourceCatalogue,
  options: PlanOptions = {},
): Promise<SyncPlan> {
  const scope = { eventId, source, options };
  const changes = [
    ...(await planExhibitors(db, scope)),
    ...(await planProducers(db, source.producers)),
    ...(await planProducts(db, scope)),
  ];
  return { eventId, counts: countChanges(changes), changes, problems: source.problems };
}

function countChanges(changes: readonly PlannedChange[]): SyncPlan["counts"] {
  const counts = {
    exhibitor: { add: 0, change: 0, remove: 0 },
    producer: { add: 0, change: 0, remove: 0 },
    product: { add: 0, change: 0, remove: 0 },
  };
  for (const change of changes) counts[change.type][change.action]++;
  return counts;
}
