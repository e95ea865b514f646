import {
  facet,
  facetCount,
  facetLabel,
  filterPairs,
  listReady,
  listSettled,
  mainHeading,
  openFair,
  openSection,
  readTotal,
  resultNames,
  searchBox,
  searchFor,
  tick,
  totalLine,
  ui,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// A visitor narrows the products list and sends the link to a colleague:
// the URL hash carries the search (docs/product/catalogue.md: `name=value&name=a,b`), so the
// link opens the same results elsewhere, and the same filters as a query
// string are rendered by the server for a browser without JavaScript.

test.describe("a filtered products list as a link", () => {
  test("the hash holds search and facets; the link opens the same results, also without JavaScript", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openFair(page, "en");
    await openSection(page, "en", "products");
    await listReady(page, "en");
    const all = await readTotal(page);

    const found = await searchFor(page, "en", "Riesling", all);

    // Two countries (a list value) …
    const countries = facet(page, "Country");
    const firstCountry = countries.getByRole("checkbox").nth(0);
    const secondCountry = countries.getByRole("checkbox").nth(1);
    const countryCodes = [await firstCountry.getAttribute("value"), await secondCountry.getAttribute("value")];
    const promised =
      (await facetCount(countries, await facetLabel(countries, 0))) +
      (await facetCount(countries, await facetLabel(countries, 1)));
    await tick(firstCountry);
    await tick(secondCountry);
    await expect.poll(() => readTotal(page), { message: "the total after ticking two countries" }).toBe(promised);
    expect(promised).toBeLessThanOrEqual(found);
    await listSettled(page, "en");

    // … and one vintage.
    const vintages = facet(page, "Vintage");
    const vintageLabel = await facetLabel(vintages, 0);
    const vintagePromise = await facetCount(vintages, vintageLabel);
    const vintage = vintages.getByRole("checkbox").nth(0);
    const vintageValue = await vintage.getAttribute("value");
    await tick(vintage);
    await expect
      .poll(() => readTotal(page), { message: `the total after ticking ${vintageLabel}` })
      .toBe(vintagePromise);
    await listSettled(page, "en");

    const url = new URL(page.url());
    expect(url.search).toBe("");
    expect(url.hash, "pairs name=value joined with &").toMatch(/^#[^&=,]+=[^&=]+(&[^&=,]+=[^&=]+)*$/);
    const pairs = filterPairs(url.hash);
    expect([...pairs.keys()].sort()).toEqual(["country", "q", "vintage"]);
    expect(pairs.get("q")).toBe("Riesling");
    expect(pairs.get("country")!.split(",").sort(), "list values joined with commas").toEqual([...countryCodes].sort());
    expect(pairs.get("vintage")).toBe(vintageValue);

    const total = await readTotal(page);
    const firstResults = await resultNames(page, "en", 5);
    expect(firstResults.length).toBeGreaterThan(0);

    // The link in another browser.
    const colleague = await browser.newContext();
    try {
      const other = await colleague.newPage();
      await other.goto(url.href);
      await listReady(other, "en");
      await expect.poll(() => readTotal(other), { message: "the total from the shared link" }).toBe(total);
      await listSettled(other, "en");
      expect(await resultNames(other, "en", 5)).toEqual(firstResults);
      await expect(facet(other, "Country").getByRole("checkbox", { checked: true })).toHaveCount(2);
      await expect(other.getByRole("searchbox", { name: ui.en.search })).toHaveValue("Riesling");
    } finally {
      await colleague.close();
    }

    // The same filters as a query string, rendered by the server for a browser without JavaScript.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${url.pathname}?${url.hash.slice(1)}`);
      await expect(mainHeading(plain)).toHaveText(ui.en.products);
      expect(await readTotal(plain)).toBe(total);
      expect(await resultNames(plain, "en", 5)).toEqual(firstResults);
      await expect(facet(plain, "Country").getByRole("checkbox", { checked: true })).toHaveCount(2);
      await expect(plain.getByRole("searchbox", { name: ui.en.search })).toHaveValue("Riesling");
      // Without JavaScript the filters are applied with a button.
      await expect(plain.getByRole("button", { name: ui.en.applyFilters })).toBeVisible();
    } finally {
      await noScript.close();
    }
  });

  test("a malformed hash shows the list, not an error", async ({ page }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await openFair(page, "en");
    await openSection(page, "en", "products");
    await listReady(page, "en");
    const all = await readTotal(page);
    const path = new URL(page.url()).pathname;

    const fresh = await page.context().newPage();
    fresh.on("pageerror", (error) => errors.push(error));
    const response = await fresh.goto(`${path}#country=%E0%A4%A&&=x&page=abc`);
    expect(response?.status()).toBe(200);
    await listReady(fresh, "en");
    await expect(mainHeading(fresh)).toHaveText(ui.en.products);
    await expect(totalLine(fresh)).toBeVisible();
    expect(await readTotal(fresh)).toBe(all);
    await expect(fresh.getByRole("alert")).toHaveCount(0);
    await expect(fresh.getByText(ui.en.pageNotFound)).toHaveCount(0);
    expect((await resultNames(fresh, "en")).length).toBeGreaterThan(0);
    // A hash that cannot be decoded must not throw (hydration warnings are hydration.spec.ts's concern).
    expect(
      errors.filter((error) => !/Minified React error #(418|423|425)\b/.test(error.message)),
      "no script errors",
    ).toEqual([]);
  });

  test("a search without hits says “Nothing found.” and how to widen it", async ({ page }) => {
    await openFair(page, "en");
    await openSection(page, "en", "products");
    await listReady(page, "en");
    await searchBox(page, "en").fill("qxzvqxzv");
    await expect(page.getByText("Nothing found.", { exact: true })).toBeVisible();
    await expect(page.getByText("Try another search term or fewer filters.")).toBeVisible();
  });
});
