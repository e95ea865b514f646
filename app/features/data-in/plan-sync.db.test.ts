import { afterAll, beforeAll, expect, it } from "vitest";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { planSync } from "./plan-sync.server";
import type { SourceCatalogue } from "./product-api/read-source.server";

// The dry run compares what the product API sends (a real GraphQL server,
// product-api.fixture.server.ts) with the database, and writes nothing.

const data = fixtureData();
const [keller, leflaive] = data.exhibitors;
const pid = (n: number) => data.products[n - 1].productId;
let source: SourceCatalogue;

beforeAll(async () => {
  source = await readFixtureSource(data);
});

describeEachDialect("planSync (the sync's dry run)", (t) => {
  let eventId: string;
  let goneExhibitor: string;
  let goneProduct: string;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    // Keller is already in the event with product 1 (renamed since) and a product the API no longer sends.
    await insertExhibitor(t.db, { id: keller.exhibitorId, name: keller.name, country: "DE" });
    await insertProduct(t.db, {
      id: pid(1),
      exhibitor_id: keller.exhibitorId,
      producer_id: null,
      name: "Riesling Abtserde",
      kind: "Wine",
      vintage: 2020,
      country: "DE",
      region: "Rheinhessen",
      subregion: "Westhofen",
      designation: "Westhofen",
    });
    goneProduct = await insertProduct(t.db, { exhibitor_id: keller.exhibitorId, name: "Old Scheurebe" });
    await register(t.db, {
      eventId,
      exhibitorId: keller.exhibitorId,
      products: [
        { id: pid(1), tableNumber: "B12" },
        { id: goneProduct, tableNumber: "B12" },
      ],
    });
    // An exhibitor of the event the API no longer lists.
    goneExhibitor = await insertExhibitor(t.db, { name: "Cantina Sparita" });
    await register(t.db, { eventId, exhibitorId: goneExhibitor });
  });

  afterAll(async () => {
    // Nothing was written: the history is empty and the products are as inserted.
    const history = await t.db.selectFrom("history").select("id").where("event_id", "=", eventId).execute();
    expect(history).toEqual([]);
  });

  it("counts what would be added, changed and removed", async () => {
    const plan = await planSync(t.db, eventId, source);
    expect(plan.counts).toEqual({
      exhibitor: { add: 1, change: 1, remove: 1 },
      producer: { add: 2, change: 0, remove: 0 },
      product: { add: 3, change: 1, remove: 1 },
    });
    expect(plan.problems).toEqual([]);
  });

  it("lists each change field by field", async () => {
    const plan = await planSync(t.db, eventId, source);
    const changed = plan.changes.find((c) => c.type === "product" && c.id === pid(1));
    expect(changed?.action).toBe("change");
    expect(changed?.fields.map((f) => [f.kind, f.field, f.oldValue, f.newValue])).toEqual([
      ["fieldChange", "name", "Riesling Abtserde", "Riesling Abtserde GG"],
      ["set", "producer_id", null, data.products[0].producer?.producerId],
      // The facts the API sends (its designation is the product's own, not the denomination).
      ["fieldChange", "designation", "Westhofen", "Grosses Gewächs"],
      ["set", "color", "", "white"],
      ["set", "alcohol", null, 12.5],
      ["set", "residual_sugar", null, 3.8],
      ["set", "total_acidity", null, 7.9],
      ["set", "ph", null, 3.1],
      ["set", "bottle_size", null, 750],
      ["set", "closure", "", "Natural cork"],
      ["set", "ean_bottle", "", "4006381333931"],
      ["set", "is_vegan", null, true],
      ["set", "fining_agents", [], ["bentonite"]],
      ["set", "characteristics", [], ["VEGAN"]],
      ["set", "vineyard_elevation", null, 220],
      ["set", "malolactic_fermentation", "", "none"],
      ["set", "sensory", null, { acidity: "high", body: "moderate" }],
      ["set", "grape_varieties", [], [{ varietyName: "Riesling", percentage: 100 }]],
      ["set", "awards", [], [{ award: "Decanter World Wine Awards", medal: "Gold", year: 2024 }]],
      [
        "set",
        "soil_types",
        [],
        [
          { soilType: "limestone", names: { de: "Kalkstein" }, percentage: 70 },
          { soilType: "loess", names: { de: "Löss" }, percentage: 30 },
        ],
      ],
      // The registration's fair price and range.
      ["set", "price", null, 39.5],
      ["set", "price_range", "", "20to40"],
      ["set", "translations.en.description", "", "Mineral and taut."],
      ["set", "translations.en.vinification", "", "Wild ferment in large oak casks."],
      ["set", "translations.de.description", "", "Mineralisch und straff."],
      ["set", "translations.de.vinification", "", "Spontan vergoren im Stückfass."],
    ]);
    const kellerChange = plan.changes.find((c) => c.type === "exhibitor" && c.id === keller.exhibitorId);
    // Its facts (only the first pass asks for them) and its descriptions.
    expect(kellerChange?.fields.map((f) => f.field)).toEqual([
      "website",
      "founded",
      "languages_spoken",
      "offering",
      "opening_hours",
      "locations",
      "distribution",
      "translations.en.description",
      "translations.de.description",
    ]);
    expect(plan.changes.filter((c) => c.action === "remove").map((c) => [c.type, c.id, c.name])).toEqual([
      ["exhibitor", goneExhibitor, "Cantina Sparita"],
      ["product", goneProduct, "Old Scheurebe"],
    ]);
    const added = plan.changes.filter((c) => c.type === "product" && c.action === "add").map((c) => c.id);
    expect(added).toEqual([pid(2), pid(3), pid(4)]);
    const leflaiveAdd = plan.changes.find((c) => c.id === leflaive.exhibitorId);
    expect(leflaiveAdd?.action).toBe("add");
    expect(leflaiveAdd?.fields.map((f) => f.field)).toEqual(["name", "country", "translations.en.description"]);
  });
});
