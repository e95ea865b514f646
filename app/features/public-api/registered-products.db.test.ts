import { beforeAll, expect, it } from "vitest";
import { applySync } from "~/features/data-in/apply-sync.server";
import type { SourceCatalogue } from "~/features/data-in/product-api/read-source.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { fixtureData, readFixtureSource } from "../../../tests/support/product-api-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { MAX_REGISTRATIONS_FIRST } from "./api-arguments";
import { runPublicQuery } from "./execute.server";

// An event's registrations in pages larger than the other lists' (docs/public-api.md, its "Paging"):
// a sync reads them whole before anything else, and their nodes are three short fields.

const ORIGIN = "https://fair.example";
let original: SourceCatalogue;

beforeAll(async () => {
  original = await readFixtureSource(fixtureData());
});

describeEachDialect("the public API's registeredProducts", (t) => {
  let eventId: string;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    await applySync(t.db, { eventId, source: original, actor: "sync" });
  });

  it("gives an event's registrations in pages of up to 1,000, and every other list in pages of up to 100", async () => {
    const registrations = (first: number) =>
      runPublicQuery(
        t.db,
        {
          query: `query($id: ID!, $first: Int) { event(eventId: $id) { registeredProducts(first: $first) { totalCount nodes { productId } } } }`,
          variables: { id: eventId, first },
        },
        ORIGIN,
      );
    const page = (await registrations(MAX_REGISTRATIONS_FIRST)).body.data as {
      event: { registeredProducts: { totalCount: number; nodes: { productId: string }[] } };
    };
    expect(page.event.registeredProducts.nodes).toHaveLength(original.products.length);
    expect(page.event.registeredProducts.totalCount).toBe(original.products.length);
    const more = await registrations(MAX_REGISTRATIONS_FIRST + 1);
    expect(more.body.errors?.[0].message).toBe("first must be between 1 and 1000.");
    const products = await runPublicQuery(
      t.db,
      {
        query: `query($id: ID!) { event(eventId: $id) { products(first: 101) { totalCount } } }`,
        variables: { id: eventId },
      },
      ORIGIN,
    );
    expect(products.body.errors?.[0].message).toBe("first must be between 1 and 100.");
  });
});
