import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { CHUNK } from "~/.server/db/in-chunks";
import type { ChangedEntity } from "~/.server/db/schema-catalogue-versions";
import { chunksOf } from "~/lib/chunks";
import { nextTurn } from "~/lib/time-slice";

// An event's catalogue version (migration 0021, docs/offline-package.md):
// every catalogue write raises it and marks each product, exhibitor and
// producer it touched with the new number, so a saved fair at version V is
// brought up to date by what was marked after V. The raise and the marks are
// one transaction, and the raise locks the event's row until the commit:
// versions commit in their order, so a reader never sees V+1 before V.

export interface ChangedEntities {
  productIds?: readonly string[];
  exhibitorIds?: readonly string[];
  producerIds?: readonly (string | null)[];
  /** The event's own fields (name, dates, settings). */
  event?: boolean;
}

/** Raises each event's version and marks what changed with it; the new versions by event. */
export async function recordCatalogueChange(
  db: DB,
  eventIds: readonly string[],
  changed: ChangedEntities,
): Promise<Map<string, number>> {
  const entities = changedEntities(changed);
  const versions = new Map<string, number>();
  if (entities.length === 0) return versions;
  for (const eventId of new Set(eventIds)) {
    const version = await db.transaction().execute(async (trx) => {
      const raised = await trx
        .insertInto("catalogue_versions")
        .values({ event_id: eventId, version: 1 })
        .onConflict((oc) => oc.column("event_id").doUpdateSet({ version: sql`catalogue_versions.version + 1` }))
        .returning("version")
        .executeTakeFirstOrThrow();
      const at = Number(raised.version);
      for (const part of chunksOf(entities, CHUNK)) {
        const rows = part.map(([entity, id]) => ({ event_id: eventId, entity, entity_id: id, version: at }));
        await trx
          .insertInto("catalogue_changes")
          .values(rows)
          .onConflict((oc) => oc.columns(["event_id", "entity", "entity_id"]).doUpdateSet({ version: at }))
          .execute();
        // A sync of 100,000 products is 200 statements: in a row they held the event loop 2.3 s.
        await nextTurn();
      }
      return at;
    });
    versions.set(eventId, version);
    await nextTurn();
  }
  return versions;
}

function changedEntities(changed: ChangedEntities): [ChangedEntity, string][] {
  const out = new Map<string, [ChangedEntity, string]>();
  const add = (entity: ChangedEntity, id: string | null | undefined) => {
    if (id) out.set(`${entity}:${id}`, [entity, id]);
  };
  for (const id of changed.productIds ?? []) add("product", id);
  for (const id of changed.exhibitorIds ?? []) add("exhibitor", id);
  for (const id of changed.producerIds ?? []) add("producer", id);
  if (changed.event) add("event", "*");
  return [...out.values()];
}

/** The event's catalogue version: 0 until its first change. */
export async function catalogueVersion(db: DB, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("catalogue_versions")
    .select("version")
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** What changed after a version, by kind of entity (the event's own fields as `event`). */
export async function changedSince(
  db: DB,
  eventId: string,
  since: number,
): Promise<{ productIds: string[]; exhibitorIds: string[]; producerIds: string[]; event: boolean }> {
  const rows = await db
    .selectFrom("catalogue_changes")
    .select(["entity", "entity_id"])
    .where("event_id", "=", eventId)
    .where("version", ">", since)
    .orderBy("entity")
    .orderBy("entity_id")
    .execute();
  const pick = (entity: ChangedEntity) => rows.filter((r) => r.entity === entity).map((r) => r.entity_id);
  return {
    productIds: pick("product"),
    exhibitorIds: pick("exhibitor"),
    producerIds: pick("producer"),
    event: rows.some((r) => r.entity === "event"),
  };
}
