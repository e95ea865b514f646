import { adminHeaders, patchProduct } from "./support/admin";
import {
  facet,
  facetLabel,
  listReady,
  listSettled,
  mainHeading,
  openFair,
  openResult,
  openSection,
  partsOf,
  pathOf,
  readTotal,
  resultNames,
  results,
  searchFor,
  shapes,
  tick,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// Pages are served from a cache, yet an edit shows on the next load. This
// spec renames a product nobody else's journey reads (the last card on the
// first page of the smallest kind of drink: the other specs look at wines
// and at first results) and puts the name back at the end. It is the only
// journey that edits the catalogue, and its tests run one after the other,
// so no other edit evicts the pages they watch.

test.describe.configure({ mode: "serial" });

/** A word no product has, so a search for it finds only the renamed one. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "Fresh";
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

test("an edited product shows its new name within 2 seconds, in the page and in search", async ({ page, request }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const all = await readTotal(page);

  // The smallest kind of drink: the last in the Type facet.
  const kinds = facet(page, "Type");
  const lastKind = (await kinds.getByRole("checkbox").count()) - 1;
  const kindName = await facetLabel(kinds, lastKind);
  await tick(kinds.getByRole("checkbox").nth(lastKind));
  await expect.poll(() => readTotal(page), { message: `the total after ticking ${kindName}` }).not.toBe(all);
  await listSettled(page, "en");
  const shown = await results(page, "en").getByRole("article").count();
  await openResult(page, "en", shown - 1);

  const path = pathOf(page.url());
  const [, , productId] = partsOf(page.url(), shapes.productByExhibitor("en"));
  const heading = (await mainHeading(page).innerText()).trim();

  // Served from the page cache: the same ETag twice, and 304 when the browser already has it.
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  const etag = first.headers().etag;
  expect(etag, "an ETag on the product page").toBeTruthy();
  expect(second.headers().etag).toBe(etag);
  const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);

  // Without the token, nothing changes.
  const refused = await request.patch(`/api/admin/products/${productId}`, {
    headers: adminHeaders("not-the-admin-token-at-all"),
    data: { name: "Should not be saved" },
  });
  expect(refused.status()).toBe(401);

  const word = uniqueWord();
  const changes = await patchProduct(request, productId, { name: `${word} Cuvée` });
  const nameChange = changes.find((change) => change.field === "name");
  expect(nameChange, "the server reports the name change").toBeDefined();
  const oldName = String(nameChange!.oldValue);
  expect(heading.startsWith(oldName), `the page showed “${heading}”, the old name is “${oldName}”`).toBe(true);

  try {
    // The server's answer has the new name within 2 seconds of the edit (read
    // over HTTP: a browser's reload under a loaded CI takes longer by itself) …
    await expect
      .poll(async () => (await request.get(path)).text(), {
        message: "the new name within 2 seconds",
        timeout: 2_000,
        intervals: [50, 100, 200],
      })
      .toContain(`${word} Cuvée`);
    // … and a reader who reloads the page sees it.
    await page.reload();
    await expect(mainHeading(page)).toContainText(`${word} Cuvée`);
    await expect(page).toHaveTitle(new RegExp(`^${word} Cuvée`));

    // A new ETag: the edit evicted the cached page.
    const edited = await request.get(path);
    expect(edited.headers().etag).toBeTruthy();
    expect(edited.headers().etag).not.toBe(etag);

    // The products list finds it under the new name.
    await openSection(page, "en", "products");
    await listReady(page, "en");
    await searchFor(page, "en", word, all);
    expect(await resultNames(page, "en", 1)).toEqual([expect.stringContaining(`${word} Cuvée`)]);
  } finally {
    await patchProduct(request, productId, { name: oldName });
  }

  await page.goto(path);
  await expect(mainHeading(page)).toHaveText(heading);
});

test("an edit evicts only the pages that show what changed", async ({ page, request }) => {
  await openFair(page, "en");
  const eventHome = pathOf(page.url());
  await openSection(page, "en", "products");
  await listReady(page, "en");
  const list = pathOf(page.url());
  const shown = await results(page, "en").getByRole("article").count();
  await openResult(page, "en", shown - 1);
  const productPath = pathOf(page.url());
  const [, exhibitorId, productId] = partsOf(page.url(), shapes.productByExhibitor("en"));
  await page.goBack();
  await listReady(page, "en");
  await openResult(page, "en", 0);
  const [, otherExhibitor] = partsOf(page.url(), shapes.productByExhibitor("en"));
  const otherProduct = pathOf(page.url());

  const etags = async () => {
    const out: Record<string, string> = {};
    for (const [name, path] of Object.entries({ eventHome, list, productPath, otherProduct })) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      out[name] = response.headers().etag;
    }
    return out;
  };
  const before = await etags();
  expect(await etags(), "served from the cache: the same ETags again").toEqual(before);

  // A description is on the product's own page only.
  const description = `Notes of quince ${Date.now()}`;
  const changes = await patchProduct(request, productId, { translations: { en: { description } } });
  const oldDescription = String(
    changes.find((change) => change.field === "translations.en.description")?.oldValue ?? "",
  );
  try {
    const afterDescription = await etags();
    expect(afterDescription.productPath, "the product's page is rendered again").not.toBe(before.productPath);
    expect(afterDescription.list, "the list shows no description: kept").toBe(before.list);
    expect(afterDescription.eventHome, "the fair's home: kept").toBe(before.eventHome);
    if (otherExhibitor !== exhibitorId) {
      expect(afterDescription.otherProduct, "another stand's product: kept").toBe(before.otherProduct);
    }
    await page.goto(productPath);
    await expect(page.getByText(description)).toBeVisible();

    // A name is on every list that shows the product: the lists go, the fair's home stays.
    const nameChanges = await patchProduct(request, productId, { name: `Renamed ${Date.now()}` });
    const oldName = String(nameChanges.find((change) => change.field === "name")!.oldValue);
    try {
      const afterName = await etags();
      expect(afterName.list, "the list is rendered again").not.toBe(afterDescription.list);
      expect(afterName.eventHome, "the fair's home shows no product name: kept").toBe(before.eventHome);
    } finally {
      await patchProduct(request, productId, { name: oldName });
    }
  } finally {
    await patchProduct(request, productId, { translations: { en: { description: oldDescription } } });
  }
});
