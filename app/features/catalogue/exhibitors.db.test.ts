import { beforeAll, expect, it } from "vitest";
import { insertEvent, insertExhibitor, register, testId } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { getExhibitor, getExhibitorSummaries } from "./exhibitors.server";

const NOW = "2026-11-01T00:00:00.000Z";

describeEachDialect("getExhibitor", (t) => {
  const ids = {} as Record<
    "event" | "otherEvent" | "main" | "partner" | "third" | "single" | "absent" | "stand" | "area",
    string
  >;

  beforeAll(async () => {
    const db = t.db;
    ids.event = await insertEvent(db);
    ids.otherEvent = await insertEvent(db);
    ids.main = await insertExhibitor(db, {
      name: "Cantina Aurora",
      brand_name: "Aurora",
      country: "IT",
      founded: 1952,
      website: "https://aurora.example",
      languages_spoken: JSON.stringify(["it", "en"]),
      countries: JSON.stringify(["IT", "CH"]),
      offering: JSON.stringify(["onlineShop", "bogus", "virtualTastings"]),
      opening_hours: JSON.stringify([
        { day: 2, opens: "14:00", closes: "18:00" },
        { day: 1, opens: "10:00", closes: "18:00" },
        { day: 9, opens: "1", closes: "2" },
      ]),
      networking_id: "sp-42",
    });
    ids.partner = await insertExhibitor(db, { name: "Fattoria Bella" });
    ids.third = await insertExhibitor(db, { name: "Podere Terzo" });
    ids.single = await insertExhibitor(db, { name: "Alone" });
    ids.absent = await insertExhibitor(db, { name: "Not at this fair" });

    // A grouped stand of three; the main exhibitor has its own table on it.
    ids.stand = testId();
    await db
      .insertInto("registrations")
      .values({
        id: ids.stand,
        event_id: ids.event,
        kind: "grouped",
        name: "Consorzio Toscana",
        table_number: "C10",
        sort_number: 5,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto("registration_exhibitors")
      .values([
        {
          registration_id: ids.stand,
          event_id: ids.event,
          exhibitor_id: ids.main,
          table_number: "C10a",
          sort_number: null,
        },
        {
          registration_id: ids.stand,
          event_id: ids.event,
          exhibitor_id: ids.partner,
          table_number: "",
          sort_number: null,
        },
        { registration_id: ids.stand, event_id: ids.event, exhibitor_id: ids.third, table_number: "", sort_number: 2 },
      ])
      .execute();
    await register(db, { eventId: ids.event, exhibitorId: ids.single, tableNumber: "D1" });
    await register(db, { eventId: ids.otherEvent, exhibitorId: ids.absent });

    await db
      .insertInto("exhibitor_translations")
      .values([
        { exhibitor_id: ids.main, locale: "en", description: "Family winery.", opening_hours_note: "Closed at lunch." },
        { exhibitor_id: ids.main, locale: "it", description: "Cantina di famiglia.", opening_hours_note: "" },
      ])
      .execute();
    await db
      .insertInto("exhibitor_markets")
      .values([
        { exhibitor_id: ids.main, market: "DE", status: "seekingDistribution" },
        { exhibitor_id: ids.main, market: "US", status: "hasDistribution" },
        { exhibitor_id: ids.main, market: "CH", status: "hasDistribution" },
      ])
      .execute();
    await db
      .insertInto("exhibitor_locations")
      .values({
        id: testId(),
        exhibitor_id: ids.main,
        position: 0,
        label: "Winery",
        street: "Via Roma 1",
        postal_code: "53100",
        city: "Siena",
        region: "Toscana",
        country: "IT",
        latitude: 43.3,
        longitude: 11.3,
      })
      .execute();
    await db
      .insertInto("exhibitor_contacts")
      .values({
        id: testId(),
        exhibitor_id: ids.main,
        position: 0,
        name: "Giulia Rossi",
        job_title: "Export",
        email: "g@aurora.example",
        phone: "+39 1",
      })
      .execute();

    ids.area = testId();
    const otherArea = testId();
    await db
      .insertInto("areas")
      .values([
        {
          id: ids.area,
          event_id: ids.event,
          slug: "italy",
          position: 1,
          image_id: null,
          created_at: NOW,
          updated_at: NOW,
        },
        {
          id: otherArea,
          event_id: ids.otherEvent,
          slug: "elsewhere",
          position: 0,
          image_id: null,
          created_at: NOW,
          updated_at: NOW,
        },
      ])
      .execute();
    await db
      .insertInto("area_translations")
      .values([
        { area_id: ids.area, locale: "en", name: "Italy", description: "" },
        { area_id: ids.area, locale: "it", name: "Italia", description: "" },
      ])
      .execute();
    await db
      .insertInto("area_exhibitors")
      .values([
        { area_id: ids.area, exhibitor_id: ids.main },
        { area_id: otherArea, exhibitor_id: ids.main },
      ])
      .execute();
  });

  it("shows the stand of a grouped registration with its co-exhibitors, each at its own or the stand's table", async () => {
    const exhibitor = (await getExhibitor(t.db, { eventId: ids.event, exhibitorId: ids.main, locale: "en" }))!;
    expect(exhibitor.tableNumber).toBe("C10a");
    expect(exhibitor.sortNumber).toBe(5);
    expect(exhibitor.registration).toMatchObject({ id: ids.stand, kind: "grouped", name: "Consorzio Toscana" });
    const co = exhibitor.registration.coExhibitors.map((e) => [e.name, e.tableNumber, e.sortNumber]).sort();
    expect(co).toEqual([
      ["Fattoria Bella", "C10", 5],
      ["Podere Terzo", "C10", 2],
    ]);
  });

  it("lists the markets by status, the areas of this event only, and the company's details", async () => {
    const exhibitor = (await getExhibitor(t.db, { eventId: ids.event, exhibitorId: ids.main, locale: "it" }))!;
    expect(exhibitor.distribution).toEqual([
      { market: "CH", status: "hasDistribution" },
      { market: "US", status: "hasDistribution" },
      { market: "DE", status: "seekingDistribution" },
    ]);
    expect(exhibitor.areas).toEqual([{ slug: "italy", name: "Italia" }]);
    expect(exhibitor.description).toBe("Cantina di famiglia.");
    expect(exhibitor.openingHoursNote).toBe("Closed at lunch.");
    expect(exhibitor.offering).toEqual(["onlineShop", "virtualTastings"]);
    expect(exhibitor.openingHours).toEqual([
      { day: 1, opens: "10:00", closes: "18:00" },
      { day: 2, opens: "14:00", closes: "18:00" },
    ]);
    expect(exhibitor.languagesSpoken).toEqual(["it", "en"]);
    expect(exhibitor.locations).toEqual([
      expect.objectContaining({ city: "Siena", postalCode: "53100", latitude: 43.3 }),
    ]);
    expect(exhibitor.contacts).toEqual([expect.objectContaining({ name: "Giulia Rossi", jobTitle: "Export" })]);
    expect(exhibitor.networkingId).toBe("sp-42");
  });

  it("gives a single registration no co-exhibitors", async () => {
    const exhibitor = (await getExhibitor(t.db, { eventId: ids.event, exhibitorId: ids.single, locale: "en" }))!;
    expect(exhibitor.registration).toMatchObject({ kind: "single", coExhibitors: [] });
    expect(exhibitor.tableNumber).toBe("D1");
    expect(exhibitor.distribution).toEqual([]);
  });

  it("is not found when not registered for the event", async () => {
    expect(await getExhibitor(t.db, { eventId: ids.event, exhibitorId: ids.absent, locale: "en" })).toBeNull();
    expect(await getExhibitor(t.db, { eventId: ids.event, exhibitorId: "0".repeat(24), locale: "en" })).toBeNull();
  });

  it("gives summaries in the order asked, leaving out exhibitors of other events", async () => {
    const summaries = await getExhibitorSummaries(t.db, {
      eventId: ids.event,
      exhibitorIds: [ids.third, ids.absent, ids.main],
    });
    expect(summaries.map((s) => s.name)).toEqual(["Podere Terzo", "Cantina Aurora"]);
  });
});
