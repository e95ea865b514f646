import { beforeAll, expect, it } from "vitest";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { loadWalkPlan, type WalkPlanEntry } from "./walk-plan.server";

const AT = (n: number) => `2026-12-0${n}T10:00:00.000Z`;

describeEachDialect("personal catalogue", (t) => {
  let eventId: string;
  let me: string;
  let other: string;
  let ids: Record<string, string>;
  const walk = (entries: WalkPlanEntry[]) =>
    entries.map((e) => (e.type === "product" ? e.product.name : `[${e.exhibitor.name}]`));

  beforeAll(async () => {
    const db = t.db;
    eventId = await insertEvent(db, { settings: { currency: "CHF" } });
    me = (await insertUser(db, { email: "me@example.com" })).id;
    other = (await insertUser(db, { email: "other@example.com" })).id;

    const early = await insertExhibitor(db, { name: "Weingut Früh", country: "AT" });
    const a10 = await insertExhibitor(db, { name: "Cantina A10", country: "IT" });
    const a2 = await insertExhibitor(db, { name: "Bodega A2", country: "ES" });
    const producer = await insertProducer(db, { name: "Domaine de la Côte", country: "FR" });
    const placeholder = await insertProducer(db, { id: PLACEHOLDER_PRODUCER_ID, name: "Placeholder" });

    const grüner = await insertProduct(db, {
      exhibitor_id: early,
      name: "Grüner Veltliner",
      vintage: 2023,
      region: "Niederösterreich",
      subregion: "Kamptal",
    });
    const barolo = await insertProduct(db, {
      exhibitor_id: a10,
      name: "Barolo",
      vintage: 2019,
      region: "Piemonte",
      producer_id: placeholder,
    });
    const arneis = await insertProduct(db, {
      exhibitor_id: a10,
      name: "Arneis",
      region: "Piemonte",
      producer_id: producer,
    });
    const rioja = await insertProduct(db, { exhibitor_id: a2, name: "Rioja Reserva", region: "Rioja", subregion: "" });
    const unregistered = await insertProduct(db, { exhibitor_id: a2, name: "Not at the fair" });
    ids = { early, a10, a2, grüner, barolo, arneis, rioja, unregistered };

    await register(db, { eventId, exhibitorId: early, tableNumber: "Z1", products: [{ id: grüner, price: 14.5 }] });
    await register(db, {
      eventId,
      exhibitorId: a10,
      tableNumber: "A10",
      products: [
        { id: barolo, price: 48 },
        { id: arneis, tableNumber: "A11" },
      ],
    });
    await register(db, { eventId, exhibitorId: a2, tableNumber: "A2", products: [{ id: rioja }] });
    // The organizer's sort number puts the Austrian stand first, whatever its table.
    await db.updateTable("registration_exhibitors").set({ sort_number: 1 }).where("exhibitor_id", "=", early).execute();
    await db
      .insertInto("product_grape_varieties")
      .values([
        { product_id: barolo, position: 0, variety_name: "Nebbiolo", percentage: 100 },
        { product_id: rioja, position: 1, variety_name: "Garnacha", percentage: 10 },
        { product_id: rioja, position: 0, variety_name: "Tempranillo", percentage: 90 },
      ])
      .execute();

    await db
      .insertInto("favorite_lists")
      .values([
        { event_id: eventId, user_id: me, id: "list-reds", name: "Rotweine", created_at: AT(1) },
        { event_id: eventId, user_id: other, id: "list-other", name: "Theirs", created_at: AT(1) },
      ])
      .execute();
    const fav = (
      user: string,
      item: string,
      type: "product" | "exhibitor",
      extra: { list?: string; tags?: string[] } = {},
    ) => ({
      event_id: eventId,
      user_id: user,
      item_id: item,
      type,
      added_at: AT(2),
      tags: JSON.stringify(extra.tags ?? []),
      list_id: extra.list ?? null,
      list_name: extra.list === "list-reds" ? "Rotweine" : extra.list ? "Theirs" : null,
    });
    await db
      .insertInto("favorites")
      .values([
        fav(me, rioja, "product", { list: "list-reds", tags: ["tempranillo"] }),
        fav(me, barolo, "product", { list: "list-reds" }),
        fav(me, arneis, "product"),
        fav(me, a10, "exhibitor"),
        fav(me, grüner, "product"),
        fav(me, unregistered, "product"),
        fav(other, a2, "exhibitor", { list: "list-other" }),
        fav(other, rioja, "product", { list: "list-other" }),
      ])
      .execute();
    await db
      .insertInto("tasting_notes")
      .values([
        {
          event_id: eventId,
          user_id: me,
          product_id: barolo,
          rating: 5,
          note: "Rose petals, tar",
          added_at: AT(3),
          updated_at: AT(3),
        },
        {
          event_id: eventId,
          user_id: me,
          product_id: rioja,
          rating: null,
          note: "Vanilla",
          added_at: AT(4),
          updated_at: AT(4),
        },
        {
          event_id: eventId,
          user_id: other,
          product_id: grüner,
          rating: 1,
          note: "Not mine",
          added_at: AT(4),
          updated_at: AT(4),
        },
      ])
      .execute();
  });

  it("lists the user's bookmarks in walking order: sort number, natural table order, the exhibitor's bookmark first", async () => {
    const entries = await loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "catalog" });
    expect(walk(entries)).toEqual(["Grüner Veltliner", "Rioja Reserva", "[Cantina A10]", "Barolo", "Arneis"]);
  });

  it("joins the catalogue: producer rule, denomination, grapes, table, price in the event's currency, notes, paths", async () => {
    const entries = await loadWalkPlan(t.db, { eventId, userId: me, locale: "de", source: "catalog" });
    const byId = new Map(entries.map((e) => [e.id, e]));
    const barolo = byId.get(ids.barolo);
    expect(barolo?.type).toBe("product");
    if (barolo?.type !== "product") return;
    expect(barolo.product.producer).toMatchObject({ id: ids.a10, name: "Cantina A10", isExhibitor: true });
    expect(barolo.product).toMatchObject({
      denomination: "Piemonte",
      vintage: 2019,
      tableNumber: "A10",
      price: 48,
      currency: "EUR",
      kind: "Wine",
      grapeVarieties: [{ varietyName: "Nebbiolo", percentage: 100 }],
      path: `/p/de/events/${eventId}/products/by-exhibitor/${ids.a10}/${ids.barolo}`,
    });
    expect(barolo).toMatchObject({
      rating: 5,
      note: "Rose petals, tar",
      hasNote: true,
      list: { listId: "list-reds", name: "Rotweine" },
    });
    expect(barolo.exhibitor).toMatchObject({
      name: "Cantina A10",
      tableNumber: "A10",
      country: "IT",
      path: `/p/de/events/${eventId}/exhibitors/${ids.a10}`,
    });

    const arneis = byId.get(ids.arneis);
    if (arneis?.type !== "product") throw new Error("Arneis missing");
    expect(arneis.product.producer).toMatchObject({ name: "Domaine de la Côte", isExhibitor: false });
    expect(arneis.product.tableNumber).toBe("A11");
    expect(arneis).toMatchObject({ rating: null, note: "", hasNote: false, list: null, tags: [] });

    const rioja = byId.get(ids.rioja);
    if (rioja?.type !== "product") throw new Error("Rioja missing");
    expect(rioja.product.grapeVarieties.map((g) => g.varietyName)).toEqual(["Tempranillo", "Garnacha"]);
    expect(rioja.tags).toEqual(["tempranillo"]);
    expect(rioja.product.denomination).toBe("Rioja");

    const grüner = byId.get(ids.grüner);
    if (grüner?.type !== "product") throw new Error("Grüner missing");
    expect(grüner.product).toMatchObject({ denomination: "Kamptal", price: 14.5 });
    // A registration without a currency prices in the event's.
    await t.db.updateTable("registered_products").set({ currency: "" }).where("product_id", "=", ids.grüner).execute();
    const again = await loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "catalog" });
    expect(again.find((e) => e.id === ids.grüner)).toMatchObject({ product: { currency: "CHF" } });
    await t.db
      .updateTable("registered_products")
      .set({ currency: "EUR" })
      .where("product_id", "=", ids.grüner)
      .execute();
  });

  it("holds only the user's own rows and leaves out what is not at the fair", async () => {
    const mine = await loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "catalog" });
    expect(mine.map((e) => e.id)).not.toContain(ids.unregistered);
    expect(mine.map((e) => e.id)).not.toContain(ids.a2);
    expect(mine.find((e) => e.id === ids.grüner)).toMatchObject({ rating: null, note: "" });

    const theirs = await loadWalkPlan(t.db, { eventId, userId: other, locale: "en", source: "catalog" });
    expect(walk(theirs)).toEqual(["[Bodega A2]", "Rioja Reserva"]);
    expect(theirs.find((e) => e.id === ids.rioja)).toMatchObject({
      rating: null,
      note: "",
      list: { listId: "list-other" },
    });
  });

  it("filters by a named list, and refuses another user's or an unknown list", async () => {
    const reds = await loadWalkPlan(t.db, {
      eventId,
      userId: me,
      locale: "en",
      source: "list",
      listId: "list-reds",
    });
    expect(walk(reds)).toEqual(["Rioja Reserva", "Barolo"]);
    await expect(
      loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "list", listId: "list-other" }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "list", listId: "nope" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("reads the tasting notes as the source, with the bookmark's tags and list", async () => {
    const notes = await loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "notes" });
    expect(walk(notes)).toEqual(["Rioja Reserva", "Barolo"]);
    expect(notes[0]).toMatchObject({ note: "Vanilla", rating: null, tags: ["tempranillo"], favoriteed: true });
    const theirs = await loadWalkPlan(t.db, { eventId, userId: other, locale: "en", source: "notes" });
    expect(theirs).toMatchObject([
      { id: ids.grüner, note: "Not mine", rating: 1, favoriteed: false, list: null, addedAt: AT(4) },
    ]);
  });

  it("reads no notes when the event has them disabled", async () => {
    const settings = JSON.stringify({ currency: "CHF", tastingNotesEnabled: false });
    await t.db.updateTable("events").set({ settings }).where("id", "=", eventId).execute();
    try {
      expect(await loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "notes" })).toEqual([]);
      const catalogue = await loadWalkPlan(t.db, { eventId, userId: me, locale: "en", source: "catalog" });
      expect(catalogue.length).toBe(5);
      expect(catalogue.every((e) => e.type === "exhibitor" || (e.rating === null && e.note === ""))).toBe(true);
    } finally {
      await t.db
        .updateTable("events")
        .set({ settings: JSON.stringify({ currency: "CHF" }) })
        .where("id", "=", eventId)
        .execute();
    }
  });

  it("answers not found for an unknown event", async () => {
    await expect(
      loadWalkPlan(t.db, { eventId: "nope", userId: me, locale: "en", source: "catalog" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
