import { mainHeading, productArticle } from "./support/catalogue";
import { openProduct } from "./support/favorites";
import { expect, test } from "./support/test";

// The public GraphQL API (docs/public-api.md) as an anonymous client uses
// it, compared with what the public product page shows.

const PRODUCT_QUERY = `query Product($eventId: ID!, $locale: String, $after: String) {
  event(eventId: $eventId, locale: $locale) {
    name
    products(first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { productId name vintage productType country stand exhibitor { name } producer { name } }
    }
  }
}`;

interface ApiProduct {
  productId: string;
  name: string;
  vintage: number | null;
  stand: string;
  exhibitor: { name: string } | null;
  producer: { name: string } | null;
}

test("the API tells about a product what its page shows, in English and in German", async ({ page, request }) => {
  const product = await openProduct(page);
  const productId = product.url.split("/").at(-1)!;
  const body = await productArticle(page).innerText();

  for (const locale of ["en", "de"]) {
    let found: ApiProduct | undefined;
    let after: string | null = null;
    let eventName = "";
    // Page through the catalogue by cursor until the product is there.
    for (let pages = 0; !found && pages < 50; pages++) {
      const response = await request.post("/api/graphql", {
        data: {
          operationName: "Product",
          query: PRODUCT_QUERY,
          variables: { eventId: product.eventId, locale, after },
        },
      });
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as {
        data: {
          event: {
            name: string;
            products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ApiProduct[] };
          };
        };
      };
      eventName = data.event.name;
      found = data.event.products.nodes.find((n) => n.productId === productId);
      if (!data.event.products.pageInfo.hasNextPage) break;
      after = data.event.products.pageInfo.endCursor;
    }
    expect(found, `product ${productId} in the API's pages`).toBeDefined();
    expect(eventName).not.toBe("");
    if (locale === "en") {
      await expect(mainHeading(page)).toContainText(found!.name);
      if (found!.vintage) await expect(mainHeading(page)).toContainText(String(found!.vintage));
      expect(body).toContain(found!.exhibitor!.name);
      if (found!.producer) expect(body).toContain(found!.producer.name);
      if (found!.stand) expect(body).toContain(found!.stand);
    }
  }
});

test("GET with the query in the address works; a broken request is a 400 with a message and no stack", async ({
  request,
}) => {
  const get = await request.get(`/api/graphql?query=${encodeURIComponent("{ events { eventId name } }")}`);
  expect(get.status()).toBe(200);
  const { data } = (await get.json()) as { data: { events: { eventId: string; name: string }[] } };
  expect(data.events.length).toBeGreaterThan(0);

  const syntax = await request.post("/api/graphql", { data: { query: "{ events { " } });
  expect(syntax.status()).toBe(400);
  const answer = (await syntax.json()) as { errors: { message: string }[] };
  expect(answer.errors[0].message).toMatch(/^Syntax Error: Expected Name, found <EOF>/);
  expect(JSON.stringify(answer)).not.toMatch(/node_modules|\.js:\d+/);

  const noQuery = await request.post("/api/graphql", { data: { variables: {} } });
  expect(noQuery.status()).toBe(400);

  const emails = await request.post("/api/graphql", {
    data: { query: "{ events { exhibitors { nodes { email } } } }" },
  });
  expect(emails.status()).toBe(400);
  expect(((await emails.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
    'Cannot query field "email" on type "Exhibitor".',
  );
});
