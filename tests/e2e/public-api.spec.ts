import { escapeRegExp, mainHeading, productArticle } from "./support/catalogue";
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

interface IntrospectedType {
  name: string;
  kind: string;
  fields: { name: string; args: { name: string; type: { kind: string } }[]; type: TypeRef }[] | null;
}
interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);

/** Every field of a type, its objects' fields in turn (a type met again on the path is left out), lists capped at 3: one selection per field. */
function selectionParts(types: Map<string, IntrospectedType>, typeName: string, path: string[] = []): string[] {
  const type = types.get(typeName)!;
  const parts: string[] = [];
  for (const field of type.fields ?? []) {
    // A field that needs an argument is asked for by its own query below.
    if (field.args.some((a) => a.type.kind === "NON_NULL")) continue;
    const inner = named(field.type);
    const paged = field.args.some((a) => a.name === "first");
    if (inner.kind === "OBJECT") {
      if (path.includes(inner.name!)) continue;
      const nested = selection(types, inner.name!, [...path, typeName]);
      if (nested) parts.push(`${field.name}${paged ? "(first: 3)" : ""} { ${nested} }`);
    } else {
      parts.push(field.name);
    }
  }
  return parts;
}

const selection = (types: Map<string, IntrospectedType>, typeName: string, path: string[] = []) =>
  selectionParts(types, typeName, path).join(" ");

test("an anonymous client gets every type and field, and nothing private; a product's answer is what its page shows", async ({
  page,
  request,
}) => {
  const schema = (await (
    await request.post("/api/graphql", {
      data: {
        query:
          "{ __schema { types { name kind fields { name args { name type { kind } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }",
      },
    })
  ).json()) as { data: { __schema: { types: IntrospectedType[] } } };
  const types = new Map(schema.data.__schema.types.map((t) => [t.name, t]));
  const ours = [...types.values()].filter((t) => t.kind === "OBJECT" && !t.name.startsWith("__"));
  // Nothing in the schema can carry a person's or an exhibitor's contact details or notes.
  const fieldNames = ours.flatMap((t) => (t.fields ?? []).map((f) => `${t.name}.${f.name}`));
  const privateField =
    /email|phone|password|token|tastingNote|\.(users?|persons?|people|attendees?|notes?|messages?)$/i;
  expect(fieldNames.filter((f) => privateField.test(f))).toEqual([]);
  // Content pages: what a visitor sees of a published page, nothing of its drafts (docs/product/content-pages.md).
  expect(fieldNames.filter((f) => /draft/i.test(f))).toEqual([]);
  expect(fieldNames.filter((f) => f.startsWith("ContentPage."))).toEqual([
    "ContentPage.pageId",
    "ContentPage.slug",
    "ContentPage.locale",
    "ContentPage.title",
    "ContentPage.html",
    "ContentPage.locales",
  ]);

  const product = await openProduct(page);
  const productId = product.url.split("/").at(-1)!;
  const queried = new Set<string>();
  const run = async (query: string) => {
    const response = await request.post("/api/graphql", { data: { query } });
    const body = (await response.json()) as { data: unknown; errors?: { message: string }[] };
    expect(body.errors, query.slice(0, 200)).toBeUndefined();
    expect(response.status()).toBe(200);
    for (const match of query.matchAll(/(\w+)(?=[\s({}]|$)/g)) queried.add(match[1]);
    return body.data;
  };
  // The event's fields one by one, so each query stays within the API's limit of 300 fields.
  for (const part of selectionParts(types, "Event", ["Query"])) {
    await run(`{ event(eventId: "${product.eventId}") { ${part} } }`);
  }
  const lists = (await run(`{ event(eventId: "${product.eventId}", locale: "de") { productLists { slug } } }`)) as {
    event: { productLists: { slug: string }[] };
  };
  if (lists.event.productLists.length) {
    await run(
      `{ event(eventId: "${product.eventId}") { productList(productListId: "${lists.event.productLists[0].slug}") { ${selection(types, "ProductList", ["Query", "Event"])} } } }`,
    );
  }
  const privacy = (await run(
    `{ event(eventId: "${product.eventId}", locale: "de") { contentPage(slug: "privacy") { ${selection(types, "ContentPage", ["Query", "Event"])} } } }`,
  )) as { event: { contentPage: { title: string; locale: string } | null } };
  expect(privacy.event.contentPage).toMatchObject({ locale: "de", title: "Datenschutzerklärung" });
  await run(`{ events { eventId } }`);
  // Every field of every type was asked for at least once.
  const missing = fieldNames.filter((f) => !queried.has(f.split(".")[1]));
  expect(missing).toEqual([]);

  // This product, every field, as its page shows it (English).
  const data = (await run(
    `{ event(eventId: "${product.eventId}") { products(first: 1, query: ${JSON.stringify(product.name)}) { nodes { productId ${selection(types, "Product", ["Query", "Event"])} } } } }`,
  )) as {
    event: {
      products: {
        nodes: {
          productId: string;
          name: string;
          eanBottle: string;
          vinification: string;
          designation: string;
          files: { name: string; url: string }[];
          bottleImage: { src: string } | null;
          soilTypes: { soilType: string }[];
          exhibitor: { name: string };
        }[];
      };
    };
  };
  const answer = data.event.products.nodes.find((n) => n.productId === productId);
  expect(answer, `the search for "${product.name}" answers the product`).toBeDefined();
  const text = (await productArticle(page).innerText()).replace(/\s+/g, " ");
  expect(text).toContain(answer!.name);
  expect(text).toContain(answer!.exhibitor.name);
  for (const value of [answer!.eanBottle, answer!.designation, answer!.vinification.slice(0, 60)]) {
    if (value) expect(text).toContain(value.replace(/\s+/g, " ").trim());
  }
  for (const file of answer!.files) {
    await expect(page.getByRole("link", { name: new RegExp(escapeRegExp(file.name)) }).first()).toBeVisible();
  }
  if (answer!.bottleImage) {
    const path = new URL(answer!.bottleImage.src).pathname;
    const sources = await page
      .locator("main img")
      .evaluateAll((imgs) =>
        imgs.map((img) => `${img.getAttribute("src")} ${img.getAttribute("srcset") ?? ""}`).join(" "),
      );
    expect(sources).toContain(path);
  }
});

test("GraphiQL is a development tool: the production site has no such page", async ({ page }) => {
  const response = await page.goto("/en/dev/graphiql");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/API explorer/);
});
