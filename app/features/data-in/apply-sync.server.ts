import type { DB } from "~/.server/db";
import { type DialectName, dialectOf, fromBool } from "~/.server/db/dialect";
import { HistoryBuffer, publishCatalogueChange, type Trx } from "~/features/catalogue/catalogue-writes.server";
import { removeExhibitorIn } from "~/features/catalogue/exhibitor-writes.server";
import { removeProductIn } from "~/features/catalogue/product-writes.server";
import { chunksOf } from "~/lib/chunks";
import { sliceYielder } from "~/lib/time-slice";
import { type PlannedChange, type PlanOptions, planSync, type SyncPlan } from "./plan-sync.server";
import type { SourceCatalogue } from "./product-api/read-source.server";
import { createEventFromSource } from "./source-event.server";
import { writeExhibitor } from "./write-exhibitor.server";
import { writeProducts } from "./write-new-products.server";
import { writeProducer } from "./write-producer.server";

// Applies a sync (docs/data-in.md): the plan is made and written in one
// transaction, so what is applied is what was planned against the data as
// it is, and a failure leaves the event as it was. Applying twice changes
// nothing the second time (the second plan is empty). Products and
// exhibitors the source no longer lists leave the event's catalogue; their
// rows stay, so users' bookmarks and notes of them stay readable ("no
// longer listed"). Afterwards one bus message names what changed, which
// updates the search index and evicts the cached pages showing it.

/** What writing one planned change needs. */
export interface PlannedWrite {
  trx: Trx;
  dialect: DialectName;
  eventId: string;
  actor: string;
  now: string;
  isNew: number | boolean;
  /** The changes' history, written a thousand rows at a time (flushed before the apply returns). */
  history: HistoryBuffer;
}

/** Product changes written together: a statement per table for the new ones among them, a few milliseconds. */
const PRODUCTS_PER_WRITE = 200;

export type ApplyOptions = {
  eventId: string;
  source: SourceCatalogue;
  actor: string;
  /** Creates the event first (in the same transaction) from the source's facts: a site that does not have it yet. */
  createEvent?: boolean;
  /** Called as the plan is written: changes written so far, of how many. */
  onProgress?: (done: number, total: number) => void;
} & PlanOptions;

export async function applySync(db: DB, options: ApplyOptions): Promise<SyncPlan> {
  const plan = await db.transaction().execute((trx) => applySyncIn(trx, options));
  await publishPlanned(db, options.eventId, plan.changes);
  return plan;
}

/** One bus message naming what changed: the search index and the cached pages follow. */
export async function publishPlanned(
  db: DB,
  eventId: string,
  changes: Iterable<Pick<PlannedChange, "type" | "id" | "action">>,
): Promise<void> {
  const ids = { product: new Set<string>(), exhibitor: new Set<string>(), producer: new Set<string>() };
  let membership = false;
  for (const change of changes) {
    ids[change.type].add(change.id);
    if (change.action !== "change") membership = true;
  }
  if (ids.product.size + ids.exhibitor.size + ids.producer.size === 0) return;
  await publishCatalogueChange(db, {
    eventIds: [eventId],
    productIds: [...ids.product],
    exhibitorIds: [...ids.exhibitor],
    producerIds: [...ids.producer],
    listed: true,
    membership,
  });
}

/**
 * Plans and writes in the caller's transaction. Publishes nothing: the caller
 * does, once the transaction is committed (publishPlanned).
 */
export async function applySyncIn(trx: Trx, options: ApplyOptions): Promise<SyncPlan> {
  const { eventId, source, actor } = options;
  const exhibitors = new Map(source.exhibitors.map((e) => [e.id, e]));
  const products = new Map(source.products.map((p) => [p.id, p]));
  const dialect = dialectOf(trx);
  const now = new Date().toISOString();
  if (options.createEvent) {
    if (!source.event) throw new Error("The source has no event to create");
    await createEventFromSource(trx, eventId, source.eventId, source.event, now);
  }
  const plan = await planSync(trx, eventId, source, options);
  const write: PlannedWrite = {
    trx,
    eventId,
    actor,
    now,
    dialect,
    isNew: fromBool(dialect, false),
    history: new HistoryBuffer(now),
  };
  const byOrder = (type: PlannedChange["type"], action?: PlannedChange["action"]) =>
    plan.changes.filter((c) => c.type === type && (action ? c.action === action : c.action !== "remove"));
  // A query's promise settles without the event loop turning: the loops give it a turn every few ms.
  const turn = sliceYielder();
  let done = 0;
  const yieldTurn = async () => {
    options.onProgress?.(++done, plan.changes.length);
    if (write.history.full) await write.history.flush(trx);
    return turn();
  };
  for (const change of byOrder("producer")) {
    await writeProducer(write, change);
    await yieldTurn();
  }
  for (const change of byOrder("exhibitor")) {
    await writeExhibitor(write, change, exhibitors.get(change.id)!);
    await yieldTurn();
  }
  // New products a few hundred at a time in a statement per table (write-new-products.server.ts).
  for (const changes of chunksOf(byOrder("product"), PRODUCTS_PER_WRITE)) {
    await writeProducts(
      write,
      changes.map((change) => ({ change, product: products.get(change.id)! })),
    );
    for (const _ of changes) await yieldTurn();
  }
  // Removals record their own history: what was gathered goes first, so the history keeps the order of the writes.
  await write.history.flush(trx);
  for (const change of byOrder("product", "remove")) {
    await removeProduct(write, change.id);
    await yieldTurn();
  }
  for (const change of byOrder("exhibitor", "remove")) {
    await removeExhibitor(write, change.id);
    await yieldTurn();
  }
  await write.history.flush(trx);
  return plan;
}

async function removeProduct(w: PlannedWrite, productId: string) {
  await removeProductIn(w.trx, { eventId: w.eventId, productId, actor: w.actor });
}

/** The exhibitor leaves the event with its products still registered there; its own rows stay. */
async function removeExhibitor(w: PlannedWrite, exhibitorId: string) {
  await removeExhibitorIn(w.trx, { eventId: w.eventId, exhibitorId, actor: w.actor });
}
