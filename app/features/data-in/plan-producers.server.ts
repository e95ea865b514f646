import type { DB } from "~/.server/db";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { diffFields } from "~/features/catalogue/history";
import type { PlannedChange } from "./plan-sync.server";
import type { SourceProducer } from "./product-api/read-source.server";

/** Producers are not an event's members: new ones are added, known ones changed. */
export async function planProducers(db: DB, producers: readonly SourceProducer[]): Promise<PlannedChange[]> {
  const rows = new Map(
    (
      await inChunks(listedIds(producers.map((p) => p.id)), (ids) =>
        db.selectFrom("producers").select(["id", "name", "country", "region"]).where("id", "in", ids).execute(),
      )
    ).map((row) => [row.id, row]),
  );
  const changes: PlannedChange[] = [];
  for (const producer of producers) {
    const row = rows.get(producer.id);
    // A source that says nothing of a producer's country or region (a file) leaves them as they are.
    const fields = diffFields(row ?? {}, { name: producer.name, country: producer.country, region: producer.region });
    if (!row) changes.push({ type: "producer", id: producer.id, name: producer.name, action: "add", fields });
    else if (fields.length)
      changes.push({ type: "producer", id: producer.id, name: producer.name, action: "change", fields });
  }
  return changes;
}
