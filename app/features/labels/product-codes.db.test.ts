import { expect, it } from "vitest";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { normalizeProductCode } from "./code-format";
import { labelSheet } from "./label-sheet.server";
import { codesFor, productOfCode } from "./product-codes.server";

describeEachDialect("product short codes and label sheets", (t) => {
  async function stand() {
    const eventId = await insertEvent(t.db, { name: "Label Fair" });
    const exhibitorId = await insertExhibitor(t.db, { name: "Weingut Jörg Häußler" });
    const producerId = await insertProducer(t.db, { name: "Kellerei Süd" });
    const riesling = await insertProduct(t.db, {
      exhibitor_id: exhibitorId,
      name: "Riesling Spätlese",
      vintage: 2021,
      producer_id: producerId,
    });
    const rose = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Rosé", vintage: null });
    const gone = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Not at this fair" });
    await register(t.db, {
      eventId,
      exhibitorId,
      tableNumber: "B 12",
      products: [{ id: riesling }, { id: rose, tableNumber: "B 14" }],
    });
    return { eventId, exhibitorId, riesling, rose, gone };
  }

  it("gives 60 concurrent writers one code per product, the same to all, and no code twice", async () => {
    const { eventId, riesling, rose, gone } = await stand();
    const ids = [riesling, rose, gone];
    const answers = await Promise.all(Array.from({ length: 60 }, () => codesFor(t.db, eventId, ids)));
    const rows = await t.db.selectFrom("product_codes").selectAll().where("event_id", "=", eventId).execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.code)).size).toBe(3);
    const kept = new Map(rows.map((row) => [row.product_id, row.code]));
    for (const answer of answers) expect(answer).toEqual(kept);
  });

  it("keeps a product's code for good, and the same product at another event gets its own", async () => {
    const { eventId, riesling } = await stand();
    const first = (await codesFor(t.db, eventId, [riesling])).get(riesling);
    expect((await codesFor(t.db, eventId, [riesling])).get(riesling)).toBe(first);
    const other = await insertEvent(t.db);
    expect((await codesFor(t.db, other, [riesling])).get(riesling)).not.toBe(first);
  });

  it("reads a code back in either case while the event shows the product, and nothing for a product it dropped", async () => {
    const { eventId, exhibitorId, riesling, gone } = await stand();
    const codes = await codesFor(t.db, eventId, [riesling, gone]);
    const typed = normalizeProductCode(codes.get(riesling)!.toLowerCase())!;
    expect(await productOfCode(t.db, typed)).toEqual({ eventId, productId: riesling, exhibitorId });
    expect(await productOfCode(t.db, codes.get(gone)!)).toBeNull();
    expect(await productOfCode(t.db, "ZZZZZZ")).toBeNull();
  });

  it("prints each product of the stand with its vintage, producer, stand and address", async () => {
    const { eventId, exhibitorId, riesling, rose } = await stand();
    const sheet = await labelSheet(t.db, { eventId, exhibitorId, origin: "https://fair.example", locale: "de" });
    expect(sheet?.exhibitorName).toBe("Weingut Jörg Häußler");
    expect(sheet?.entries.map((entry) => [entry.productId, entry.vintage, entry.producer, entry.stand])).toEqual([
      [riesling, 2021, "Kellerei Süd", "B 12"],
      [rose, null, "Weingut Jörg Häußler", "B 14"],
    ]);
    for (const entry of sheet!.entries) expect(entry.url).toBe(`https://fair.example/q/${entry.code}`);
    expect(
      await labelSheet(t.db, { eventId, exhibitorId: "unknown", origin: "https://fair.example", locale: "de" }),
    ).toBeNull();
  });
});
