import { afterAll, beforeAll, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { readProductFacts } from "~/features/catalogue/product-facts.server";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../../tests/factories/catalogue";
import { fixtureData, startProductApiFixture } from "../../../../tests/support/product-api-fixture";
import { describeEachDialect } from "../../../../tests/support/test-database";
import type { ProductApiConfig } from "./graphql-client.server";
import { reportLines, type SyncProgress, syncEvent } from "./sync-event.server";

// syncEvent, what the admin API and `npm run sync` call, against a real
// GraphQL server (product-api.fixture.server.ts).

const data = fixtureData();
let fixture: Awaited<ReturnType<typeof startProductApiFixture>>;
let config: ProductApiConfig;

beforeAll(async () => {
  fixture = await startProductApiFixture(data);
  config = { url: fixture.url, timeoutMs: 2_000, retries: 1, backoffMs: 10 };
});
afterAll(() => fixture.close());

describeEachDialect("syncEvent", (t) => {
  it("reports a dry run without writing, then applies the same changes, then finds nothing to do", async () => {
    const eventId = await insertEvent(t.db);
    const options = { eventId, sourceEventId: data.eventId, config, actor: "sync" };
    const dry = await syncEvent(t.db, { ...options, dryRun: true });
    expect(dry.counts.product).toEqual({ add: 4, change: 0, remove: 0 });
    expect(
      await t.db.selectFrom("registered_products").select("product_id").where("event_id", "=", eventId).execute(),
    ).toEqual([]);
    expect(reportLines(dry)).toContain("  products: 4 would be added, 0 changed, 0 removed");

    const progress: SyncProgress[] = [];
    const applied = await syncEvent(t.db, { ...options, dryRun: false, onProgress: (p) => progress.push(p) });
    expect(applied.counts).toEqual(dry.counts);
    // Progress: the items read from the API (2 exhibitors and 5 products in each of five locales, 4 registrations), then each change written.
    const reading = progress.filter((p) => p.phase === "reading").map((p) => p.rows);
    expect(reading).toEqual(Array.from({ length: 5 * 7 + 4 }, (_, i) => i + 1));
    const writing = progress.filter((p) => p.phase === "writing");
    expect(writing.map((p) => p.rows)).toEqual(Array.from({ length: applied.totalChanges }, (_, i) => i + 1));
    expect(writing.at(-1)?.fraction).toBe(1);
    expect(applied.changes.map((c) => [c.type, c.action, c.id])).toEqual(
      dry.changes.map((c) => [c.type, c.action, c.id]),
    );
    expect(reportLines(applied)[1]).toMatch(/were added/);
    // Every fact came along: the analytical data, codes, flags, sensory scales, grapes (a share may be unknown), soils with their names, awards.
    const [riesling, batard] = [data.products[0], data.products[3]];
    const facts = await readProductFacts(t.db, [riesling.productId, batard.productId]);
    expect(facts.get(riesling.productId)).toMatchObject({
      designation: "Grosses Gewächs",
      eanBottle: "4006381333931",
      isVegan: true,
      isVegetarian: false,
      finingAgents: ["bentonite"],
      characteristics: ["VEGAN"],
      vineyardElevation: 220,
      malolacticFermentation: "none",
      wholeClusterFermentation: false,
      sensory: { acidity: "high", body: "moderate" },
      soilTypes: [
        { soilType: "limestone", names: { de: "Kalkstein" }, percentage: 70 },
        { soilType: "loess", names: { de: "Löss" }, percentage: 30 },
      ],
      color: "white",
      alcohol: 12.5,
      residualSugar: 3.8,
      totalAcidity: 7.9,
      ph: 3.1,
      bottleSize: 750,
      closure: "Natural cork",
      grapeVarieties: [{ varietyName: "Riesling", percentage: 100 }],
      awards: [{ award: "Decanter World Wine Awards", medal: "Gold", year: 2024 }],
    });
    // The exhibitor's facts and the producer's origin came along too.
    const keller = await t.db
      .selectFrom("exhibitors")
      .select(["website", "founded", "offering", "opening_hours"])
      .where("id", "=", data.exhibitors[0].exhibitorId)
      .executeTakeFirstOrThrow();
    expect({
      ...keller,
      offering: JSON.parse(keller.offering),
      opening_hours: JSON.parse(keller.opening_hours),
    }).toEqual({
      website: "https://keller.example",
      founded: 1789,
      offering: ["onlineShop", "inPerson"],
      opening_hours: [{ day: 6, opens: "10:00", closes: "16:00" }],
    });
    const markets = await t.db
      .selectFrom("exhibitor_markets")
      .select(["market", "status"])
      .where("exhibitor_id", "=", data.exhibitors[0].exhibitorId)
      .orderBy("market")
      .execute();
    expect(markets).toEqual([
      { market: "JP", status: "seekingDistribution" },
      { market: "US", status: "hasDistribution" },
    ]);
    const locations = await t.db
      .selectFrom("exhibitor_locations")
      .select(["city", "postal_code", "latitude"])
      .where("exhibitor_id", "=", data.exhibitors[0].exhibitorId)
      .execute();
    expect(locations).toEqual([{ city: "Flörsheim-Dalsheim", postal_code: "67592", latitude: 49.65 }]);
    expect(
      await t.db
        .selectFrom("producers")
        .select(["country", "region"])
        .where("id", "=", riesling.producer!.producerId)
        .executeTakeFirst(),
    ).toEqual({ country: "DE", region: "Rheinhessen" });
    const vinification = await t.db
      .selectFrom("product_translations")
      .select(["locale", "vinification", "description"])
      .where("product_id", "=", riesling.productId)
      .orderBy("locale")
      .execute();
    expect(vinification).toEqual([
      { locale: "de", vinification: "Spontan vergoren im Stückfass.", description: "Mineralisch und straff." },
      { locale: "en", vinification: "Wild ferment in large oak casks.", description: "Mineral and taut." },
    ]);
    expect(facts.get(batard.productId)?.grapeVarieties).toEqual([
      { varietyName: "Chardonnay", percentage: 95 },
      { varietyName: "Pinot Blanc", percentage: null },
    ]);

    // The event remembers its source: a later sync needs no --source.
    const again = await syncEvent(t.db, { eventId, config, actor: "sync", dryRun: true });
    expect(again.sourceEventId).toBe(data.eventId);
    expect(again.totalChanges).toBe(0);
    expect(reportLines(again)).toContain("Nothing to change: the event matches the product API.");
  });

  it("planned and written a product at a time, a sync is the same as in one go: each exhibitor once, what is gone removed once", async () => {
    const whole = await insertEvent(t.db);
    const parts = await insertEvent(t.db);
    for (const eventId of [whole, parts]) {
      const exhibitorId = await insertExhibitor(t.db, { name: "Cantina Sparita" });
      const productId = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Old Scheurebe" });
      await register(t.db, { eventId, exhibitorId, products: [{ id: productId }] });
    }
    const options = { sourceEventId: data.eventId, config, actor: "sync" };
    const inOneGo = await syncEvent(t.db, { ...options, eventId: whole, dryRun: true });
    const dry = await syncEvent(t.db, { ...options, eventId: parts, dryRun: true, batchSize: 1 });
    expect(dry.counts).toEqual(inOneGo.counts);
    expect(dry.counts.exhibitor).toEqual({ add: 2, change: 0, remove: 1 });
    expect(dry.counts.product).toEqual({ add: 4, change: 0, remove: 1 });
    expect(dry.totalChanges).toBe(inOneGo.totalChanges);

    const applied = await syncEvent(t.db, { ...options, eventId: parts, dryRun: false, batchSize: 1 });
    expect(applied.counts).toEqual(dry.counts);
    const registered = await t.db
      .selectFrom("registered_products")
      .select("product_id")
      .where("event_id", "=", parts)
      .orderBy("product_id")
      .execute();
    expect(registered.map((r) => r.product_id)).toEqual(data.registrations.map((r) => r.productId).sort());
    expect((await syncEvent(t.db, { ...options, eventId: parts, dryRun: true, batchSize: 1 })).totalChanges).toBe(0);
  });

  it("creates an event the site does not have from the product API's facts, in the same transaction", async () => {
    const eventId = `${Date.now().toString(16)}${"0".repeat(24)}`.slice(0, 24);
    const options = { eventId, sourceEventId: data.eventId, config, actor: "sync", createEvent: true };
    const dry = await syncEvent(t.db, { ...options, dryRun: true });
    expect(dry.createsEvent).toBe(true);
    expect(reportLines(dry)).toContain("  the event would be created from the product API's (dates, time zone, names)");
    expect(await t.db.selectFrom("events").select("id").where("id", "=", eventId).execute()).toEqual([]);

    const applied = await syncEvent(t.db, { ...options, dryRun: false });
    expect(applied.createsEvent).toBe(true);
    const event = await t.db
      .selectFrom("events")
      .select(["starts_on", "ends_on", "timezone", "source_event_id", "locales"])
      .where("id", "=", eventId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      starts_on: "2027-03-14",
      ends_on: "2027-03-16",
      timezone: "Europe/Berlin",
      source_event_id: data.eventId,
    });
    const names = await t.db
      .selectFrom("event_translations")
      .select(["locale", "name"])
      .where("event_id", "=", eventId)
      .orderBy("locale")
      .execute();
    expect(names).toEqual([
      { locale: "de", name: "Fixture-Weinmesse" },
      { locale: "en", name: "Fixture Wine Fair" },
    ]);
    const again = await syncEvent(t.db, { eventId, config, actor: "sync", dryRun: true });
    expect(again).toMatchObject({ createsEvent: false, totalChanges: 0, sourceEventId: data.eventId });
  });

  it("refuses an event the site does not have, not asked to create it, as not_found at once without asking the product API", async () => {
    // Nothing listens there, and every try would wait: only a refusal before any call is quick.
    const nowhere = { url: "http://127.0.0.1:9/graphql", timeoutMs: 5_000, retries: 3, backoffMs: 1_000 };
    for (const dryRun of [true, false]) {
      const started = performance.now();
      const failure = await syncEvent(t.db, { eventId: "no-such-event", config: nowhere, actor: "sync", dryRun }).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe("not_found");
      expect((failure as Error).message).toBe("No event no-such-event");
      expect(performance.now() - started).toBeLessThan(500);
    }
    const requests = fixture.requests.length;
    await syncEvent(t.db, {
      eventId: "no-such-event",
      sourceEventId: data.eventId,
      config,
      actor: "sync",
      dryRun: true,
    }).catch(() => null);
    expect(fixture.requests.length, "no request reached the product API").toBe(requests);
    expect(await t.db.selectFrom("events").select("id").where("id", "=", "no-such-event").execute()).toEqual([]);
  });

  it("refuses with upstream (502) and the API's words when the product API fails", async () => {
    const eventId = await insertEvent(t.db);
    fixture.faults.push({ operationName: "SyncEvent", times: 2, status: 503 });
    const failure = await syncEvent(t.db, {
      eventId,
      sourceEventId: data.eventId,
      config,
      actor: "sync",
      dryRun: true,
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("upstream");
    expect((failure as Error).message).toBe("The product API answered 503 to SyncEvent");
  });

  it("writes while it reads, in one transaction: a product API failing part-way leaves the event as it was", async () => {
    const eventId = await insertEvent(t.db);
    // A page a product, a batch a product: the first batches are written while later pages are read.
    const options = {
      eventId,
      sourceEventId: data.eventId,
      config: { ...config, pageSize: 1 },
      actor: "sync",
      batchSize: 1,
    };
    let firstWrite = () => {};
    const written = new Promise<void>((resolve) => {
      firstWrite = resolve;
    });
    // The third page of products fails (its try and its retry), once the first product has been written.
    fixture.faults.push({ operationName: "SyncEventProducts", after: 2, times: 2, status: 503, until: written });
    const phases: SyncProgress["phase"][] = [];
    const failure = await syncEvent(t.db, {
      ...options,
      dryRun: false,
      onProgress: (p) => {
        phases.push(p.phase);
        if (p.phase === "writing") firstWrite();
      },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("upstream");
    expect((failure as Error).message).toBe("The product API answered 503 to SyncEventProducts");
    expect(phases).toContain("writing");
    // Once writing is reported, the reading's counts no longer are: the share written says how far it is.
    expect(phases.slice(phases.indexOf("writing"))).not.toContain("reading");
    const inEvent = async () => ({
      products: await t.db
        .selectFrom("registered_products")
        .select("product_id")
        .where("event_id", "=", eventId)
        .execute(),
      exhibitors: await t.db
        .selectFrom("registration_exhibitors")
        .select("exhibitor_id")
        .where("event_id", "=", eventId)
        .execute(),
      history: await t.db.selectFrom("history").select("id").where("collection_id", "=", eventId).execute(),
    });
    expect(await inEvent()).toEqual({ products: [], exhibitors: [], history: [] });

    const applied = await syncEvent(t.db, { ...options, dryRun: false });
    expect(applied.counts.product.add).toBe(4);
    expect((await inEvent()).products).toHaveLength(4);
  });

  it("names a source event the API does not have", async () => {
    const eventId = await insertEvent(t.db);
    const failure = await syncEvent(t.db, {
      eventId,
      sourceEventId: "nope",
      config,
      actor: "sync",
      dryRun: true,
    }).catch((e: unknown) => e);
    expect((failure as AppError).code).toBe("upstream");
    expect((failure as Error).message).toBe("The product API has no event nope");
  });
});
