import { expect, it } from "vitest";
import { insertExhibitor, insertProduct } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { FACT_COLUMNS, newProductFactColumns } from "./product-facts.server";

// A new product's row names every fact column (write-new-products.server.ts):
// the facts it does not set must be stored as they would be had the row not
// named them, the table's defaults.

describeEachDialect("newProductFactColumns", (t) => {
  it("gives the facts a product does not set the values the table gives a row that leaves them out", async () => {
    const exhibitorId = await insertExhibitor(t.db, { name: "Weingut Defaults" });
    const bare = await insertProduct(t.db, { exhibitor_id: exhibitorId });
    const named = await insertProduct(t.db, { exhibitor_id: exhibitorId, ...newProductFactColumns(t.dialect, {}) });
    const rows = await t.db
      .selectFrom("products")
      .select(["id", ...FACT_COLUMNS])
      .where("id", "in", [bare, named])
      .execute();
    const facts = (id: string) => {
      const { id: _, ...rest } = rows.find((row) => row.id === id) ?? { id };
      return rest;
    };
    expect(Object.keys(facts(bare)).sort()).toEqual([...FACT_COLUMNS].sort());
    expect(facts(named)).toEqual(facts(bare));
  });

  it("names every fact column in one order, whichever facts a product sets", () => {
    const some = newProductFactColumns(t.dialect, { alcohol: 12.5, is_vegan: true });
    const others = newProductFactColumns(t.dialect, { closure: "Screw cap", fining_agents: ["bentonite"] });
    expect(Object.keys(some)).toEqual(Object.keys(others));
    expect(Object.keys(some).sort()).toEqual([...FACT_COLUMNS].sort());
    expect(some).toMatchObject({ alcohol: 12.5, closure: "" });
    expect(others).toMatchObject({ alcohol: null, closure: "Screw cap", fining_agents: '["bentonite"]' });
  });
});
