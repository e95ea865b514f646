import type { PlannedWrite } from "./apply-sync.server";
import type { PlannedChange } from "./plan-sync.server";
import { changedColumns, plannedValues, slugOf } from "./planned-values";

/** A producer added or changed: producers belong to no event. */
export async function writeProducer(w: PlannedWrite, change: PlannedChange) {
  const name = String(change.fields.find((f) => f.field === "name")?.newValue ?? change.name);
  const columns = changedColumns(plannedValues(change), (field) => field === "country" || field === "region");
  if (change.action === "add") {
    await w.trx
      .insertInto("producers")
      .values({
        id: change.id,
        brand_id: change.id,
        slug: slugOf(name, change.id),
        name,
        country: String(columns.country ?? ""),
        region: String(columns.region ?? ""),
        founded: null,
        website: "",
        logo_image_id: null,
        created_at: w.now,
        updated_at: w.now,
      })
      .execute();
  } else {
    await w.trx
      .updateTable("producers")
      .set({ name, ...columns, updated_at: w.now })
      .where("id", "=", change.id)
      .execute();
  }
  w.history.add({ entityType: "producer", entityId: change.id, actor: w.actor }, change.fields);
}
