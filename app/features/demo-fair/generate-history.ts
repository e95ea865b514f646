import type { FairData } from "./fair-data";
import type { RegisteredInfo } from "./generate-registrations";

// The history of a freshly generated catalogue: one "set" entry per record
// (the whole record, field "*") and one "productAdded" entry per product
// registered in an event, as if an organizer had entered it all.

const ACTOR = "demo-generator";

export function generateHistory(data: FairData, registered: RegisteredInfo[]): void {
  const set = (entityType: string, entityId: string, eventId: string | null, createdAt: string) =>
    data.history.push({
      event_id: eventId,
      entity_type: entityType,
      entity_id: entityId,
      kind: "set",
      field: "*",
      old_value: null,
      new_value: null,
      collection_id: null,
      actor: ACTOR,
      created_at: createdAt,
    });

  for (const e of data.events) set("event", e.id, e.id, e.created_at);
  for (const e of data.exhibitors) set("exhibitor", e.id, null, e.created_at);
  for (const p of data.producers) set("producer", p.id, null, p.created_at);
  for (const p of data.products) set("product", p.id, null, p.created_at);
  for (const r of data.registrations) set("registration", r.id, r.event_id, r.created_at);
  for (const l of data.productLists) set("productList", l.id, l.event_id, l.created_at);
  for (const a of data.areas) set("area", a.id, a.event_id, a.created_at);
  for (const r of registered) {
    data.history.push({
      event_id: r.eventId,
      entity_type: "product",
      entity_id: r.productId,
      kind: "productAdded",
      field: "",
      old_value: null,
      new_value: null,
      collection_id: r.eventId,
      actor: ACTOR,
      created_at: r.createdAt,
    });
  }
}
