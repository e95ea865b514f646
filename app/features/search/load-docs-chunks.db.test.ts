import { beforeAll, expect, it } from "vitest";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { loadExhibitorDocuments, loadProductDocuments } from "./load-docs.server";

// A whole event is read a chunk of 500 ids at a time (load-docs.server.ts):
// enough exhibitors and products to cross the chunks' boundaries.
const EXHIBITORS = 502;

describeEachDialect("documents of a large event, read in chunks", (t) => {
  let eventId = "";
  const productIds: string[] = [];
  const exhibitorIds: string[] = [];

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    for (let i = 0; i < EXHIBITORS; i++) {
      const exhibitorId = await insertExhibitor(t.db, { name: `Stand ${i}` });
      const products = [
        await insertProduct(t.db, { exhibitor_id: exhibitorId, name: `Wine ${i} A` }),
        await insertProduct(t.db, { exhibitor_id: exhibitorId, name: `Wine ${i} B` }),
      ];
      await register(t.db, { eventId, exhibitorId, products: products.map((id) => ({ id })) });
      exhibitorIds.push(exhibitorId);
      productIds.push(...products);
    }
  }, 120_000);

  it("reads every product of the event exactly once, and the same for a long list of ids", async () => {
    const all = await loadProductDocuments(t.db, eventId);
    expect(all.map((doc) => doc.summary.id).sort()).toEqual([...productIds].sort());
    const listed = await loadProductDocuments(t.db, eventId, productIds);
    expect(listed.map((doc) => doc.summary.id).sort()).toEqual([...productIds].sort());
  });

  it("reads every exhibitor of the event exactly once, each with its product count", async () => {
    const all = await loadExhibitorDocuments(t.db, eventId);
    expect(all.map((doc) => doc.id).sort()).toEqual([...exhibitorIds].sort());
    expect(all.every((doc) => doc.productCount === 2)).toBe(true);
    const listed = await loadExhibitorDocuments(t.db, eventId, exhibitorIds);
    expect(listed.map((doc) => doc.id).sort()).toEqual([...exhibitorIds].sort());
  });
});
