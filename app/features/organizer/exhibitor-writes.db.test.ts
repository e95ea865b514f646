import { expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import { bus, type CatalogueChanged } from "~/.server/realtime/bus";
import { removeExhibitorFromEvent, updateExhibitor } from "~/features/catalogue/exhibitor-writes.server";
import { getExhibitor } from "~/features/catalogue/exhibitors.server";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { addExhibitorToEvent } from "./add-exhibitor.server";

// The console's exhibitor writes: adding one (the sync's apply, with its
// registration), changing one and removing one from the event, each with
// its history and its audit entry in the same transaction.

describeEachDialect("the organizer's exhibitor writes", (t) => {
  const notFound = (error: unknown) => error instanceof AppError && error.code === "not_found";

  it("adds an exhibitor with its registration in the event, its history and an audit entry, and tells the bus", async () => {
    const eventId = await insertEvent(t.db, {});
    const olga = await insertUser(t.db, { email: "olga.add@example.com" });
    const messages: CatalogueChanged[] = [];
    const unsubscribe = bus().subscribe((m) => {
      if (m.type === "catalogue.changed") messages.push(m);
    });
    const { exhibitorId } = await addExhibitorToEvent(t.db, {
      eventId,
      actor: olga.id,
      audit: { userId: olga.id, email: olga.email },
      exhibitor: {
        name: "Weingut Sonnenhang",
        brandName: "Sonnenhang",
        country: "DE",
        website: "https://sonnenhang.example",
        email: "info@sonnenhang.example",
        phone: "+49 1",
        founded: 1887,
        translations: {
          en: { description: "On the Rhine." },
          de: { description: "Am Rhein." },
          fr: { description: "" },
        },
      },
    });
    unsubscribe();
    expect(exhibitorId).toMatch(/^[0-9a-f]{24}$/);
    const shown = await getExhibitor(t.db, { eventId, exhibitorId, locale: "de" });
    expect(shown).toMatchObject({
      name: "Weingut Sonnenhang",
      website: "https://sonnenhang.example",
      email: "info@sonnenhang.example",
      phone: "+49 1",
      founded: 1887,
      description: "Am Rhein.",
    });
    const row = await t.db.selectFrom("exhibitors").selectAll().where("id", "=", exhibitorId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand_name: "Sonnenhang", country: "DE" });
    const history = await t.db
      .selectFrom("history")
      .select(["field", "actor"])
      .where("entity_id", "=", exhibitorId)
      .execute();
    expect(history.map((h) => h.field).sort()).toEqual(
      [
        "brand_name",
        "country",
        "email",
        "founded",
        "name",
        "phone",
        "translations.de.description",
        "translations.en.description",
        "website",
      ].sort(),
    );
    expect(new Set(history.map((h) => h.actor))).toEqual(new Set([olga.id]));
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((e) => [e.action, e.actor, e.subject, e.details])).toEqual([
      ["exhibitor.added", olga.email, exhibitorId, { name: "Weingut Sonnenhang" }],
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0].exhibitorIds).toEqual([exhibitorId]);
    expect(messages[0].tags).toContain(`catalogue:${eventId}`);
  });

  it("records an organizer's change in the event's audit log with the fields changed, and nothing when nothing changed", async () => {
    const eventId = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db, { name: "Old Name" });
    await register(t.db, { eventId, exhibitorId });
    const olga = await insertUser(t.db, { email: "olga.change@example.com" });
    const audit = { eventId, actor: { userId: olga.id, email: olga.email } };
    const { changes } = await updateExhibitor(t.db, {
      exhibitorId,
      changes: { name: "New Name", translations: { it: { description: "Una cantina." } } },
      actor: olga.id,
      audit,
    });
    expect(changes.map((c) => c.field)).toEqual(["name", "translations.it.description"]);
    await updateExhibitor(t.db, { exhibitorId, changes: { name: "New Name" }, actor: olga.id, audit });
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((e) => [e.action, e.subject, e.details])).toEqual([
      ["exhibitor.changed", exhibitorId, { name: "New Name", fields: ["name", "translations.it.description"] }],
    ]);
  });

  it("removes an exhibitor and its products from one event, keeps their rows, and a second removal is not_found", async () => {
    const eventId = await insertEvent(t.db, {});
    const otherEvent = await insertEvent(t.db, {});
    const exhibitorId = await insertExhibitor(t.db, { name: "Leaving Estate" });
    const first = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Riesling" });
    const second = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Silvaner" });
    await register(t.db, { eventId, exhibitorId, products: [{ id: first }, { id: second }] });
    await register(t.db, { eventId: otherEvent, exhibitorId, products: [{ id: first }] });
    const olga = await insertUser(t.db, { email: "olga.remove@example.com" });
    const audit = { userId: olga.id, email: olga.email };

    const removed = await removeExhibitorFromEvent(t.db, { eventId, exhibitorId, actor: olga.id, audit });
    expect(removed.productIds.sort()).toEqual([first, second].sort());

    const registrations = await t.db
      .selectFrom("registration_exhibitors")
      .select("event_id")
      .where("exhibitor_id", "=", exhibitorId)
      .execute();
    expect(registrations.map((r) => r.event_id)).toEqual([otherEvent]);
    const products = await t.db
      .selectFrom("registered_products")
      .select(["event_id", "product_id"])
      .where("exhibitor_id", "=", exhibitorId)
      .execute();
    expect(products).toEqual([{ event_id: otherEvent, product_id: first }]);
    const stands = await t.db.selectFrom("registrations").select("id").where("event_id", "=", eventId).execute();
    expect(stands).toEqual([]);
    // Its rows stay: bookmarks and notes of it and its products stay readable.
    expect(await t.db.selectFrom("exhibitors").select("id").where("id", "=", exhibitorId).execute()).toHaveLength(1);
    expect(
      await t.db.selectFrom("products").select("id").where("exhibitor_id", "=", exhibitorId).execute(),
    ).toHaveLength(2);
    expect(await getExhibitor(t.db, { eventId, exhibitorId, locale: "en" })).toBeNull();
    expect(await getExhibitor(t.db, { eventId: otherEvent, exhibitorId, locale: "en" })).not.toBeNull();

    const history = await t.db
      .selectFrom("history")
      .select(["entity_type", "entity_id", "kind", "field"])
      .where("event_id", "=", eventId)
      .execute();
    expect(history.map((h) => `${h.entity_type}:${h.entity_id}:${h.kind}:${h.field}`).sort()).toEqual(
      [
        `exhibitor:${exhibitorId}:unset:registration`,
        `product:${first}:productRemoved:*`,
        `product:${second}:productRemoved:*`,
      ].sort(),
    );
    const log = await listAudit(t.db, { eventId });
    expect(log.entries.map((e) => [e.action, e.actor, e.subject, e.details])).toEqual([
      ["exhibitor.removed", olga.email, exhibitorId, { name: "Leaving Estate", products: 2 }],
    ]);

    await expect(removeExhibitorFromEvent(t.db, { eventId, exhibitorId, actor: olga.id, audit })).rejects.toSatisfy(
      notFound,
    );
    expect((await listAudit(t.db, { eventId })).entries).toHaveLength(1);
    expect(await t.db.selectFrom("history").select("id").where("event_id", "=", eventId).execute()).toHaveLength(3);
  });

  it("keeps a grouped stand's registration while another exhibitor is on it", async () => {
    const eventId = await insertEvent(t.db, {});
    const leaving = await insertExhibitor(t.db);
    const staying = await insertExhibitor(t.db);
    await register(t.db, { eventId, exhibitorId: leaving });
    const stand = await t.db
      .selectFrom("registration_exhibitors")
      .select("registration_id")
      .where("exhibitor_id", "=", leaving)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("registration_exhibitors")
      .values({
        registration_id: stand.registration_id,
        event_id: eventId,
        exhibitor_id: staying,
        table_number: "",
        sort_number: null,
      })
      .execute();
    await removeExhibitorFromEvent(t.db, { eventId, exhibitorId: leaving, actor: "test" });
    expect(await t.db.selectFrom("registrations").select("id").where("event_id", "=", eventId).execute()).toEqual([
      { id: stand.registration_id },
    ]);
    expect(await getExhibitor(t.db, { eventId, exhibitorId: staying, locale: "en" })).not.toBeNull();
  });
});
