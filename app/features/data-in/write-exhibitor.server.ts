import { randomBytes } from "node:crypto";
import { isExhibitorFact, writeExhibitorFacts } from "~/features/catalogue/exhibitor-facts.server";
import { TEXT_FIELD_PREFIX } from "~/features/catalogue/history";
import type { PlannedWrite } from "./apply-sync.server";
import type { PlannedChange } from "./plan-sync.server";
import { changedColumns, changedTexts, plannedValues, slugOf } from "./planned-values";
import type { SourceExhibitor } from "./product-api/read-source.server";

const newId = () => randomBytes(12).toString("hex");

/** An exhibitor added or changed, with its facts and descriptions; a new member gets its own registration. */
export async function writeExhibitor(w: PlannedWrite, change: PlannedChange, exhibitor: SourceExhibitor) {
  const exists = await w.trx.selectFrom("exhibitors").select("id").where("id", "=", change.id).executeTakeFirst();
  const values = plannedValues(change);
  const columns = changedColumns(values, (field) => !field.startsWith(TEXT_FIELD_PREFIX) && !isExhibitorFact(field));
  if (!exists) {
    await w.trx
      .insertInto("exhibitors")
      .values({
        id: exhibitor.id,
        brand_id: exhibitor.id,
        slug: slugOf(exhibitor.name, exhibitor.id),
        name: exhibitor.name,
        brand_name: "",
        country: exhibitor.country,
        website: exhibitor.website ?? "",
        email: "",
        phone: "",
        networking_id: "",
        languages_spoken: "[]",
        countries: "[]",
        offering: "[]",
        opening_hours: "[]",
        logo_image_id: null,
        founded: null,
        created_at: w.now,
        updated_at: w.now,
      })
      .execute();
  } else if (Object.keys(columns).length) {
    await w.trx
      .updateTable("exhibitors")
      .set({ ...columns, updated_at: w.now })
      .where("id", "=", change.id)
      .execute();
  }
  await writeExhibitorFacts(w.trx, change.id, changedColumns(values, isExhibitorFact));
  for (const [locale, texts] of changedTexts(values)) {
    const description = texts.description ?? "";
    await w.trx
      .insertInto("exhibitor_translations")
      .values({ exhibitor_id: change.id, locale, description, opening_hours_note: "" })
      .onConflict((oc) => oc.columns(["exhibitor_id", "locale"]).doUpdateSet({ description }))
      .execute();
  }
  if (change.action === "add") await registerExhibitor(w, change.id);
  w.history.add({ entityType: "exhibitor", entityId: change.id, actor: w.actor }, change.fields);
}

/** A new member of the event gets a registration of its own (a single stand). */
async function registerExhibitor(w: PlannedWrite, exhibitorId: string) {
  const registrationId = newId();
  await w.trx
    .insertInto("registrations")
    .values({
      id: registrationId,
      event_id: w.eventId,
      kind: "single",
      name: "",
      table_number: "",
      sort_number: null,
      created_at: w.now,
      updated_at: w.now,
    })
    .execute();
  await w.trx
    .insertInto("registration_exhibitors")
    .values({
      registration_id: registrationId,
      event_id: w.eventId,
      exhibitor_id: exhibitorId,
      table_number: "",
      sort_number: null,
    })
    .execute();
}
