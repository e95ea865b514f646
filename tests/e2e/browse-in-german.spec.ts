import {
  definition,
  facet,
  facetCount,
  facetValue,
  filterPairs,
  listReady,
  listSettled,
  mainHeading,
  openExhibitorOfProduct,
  openFair,
  openListedProduct,
  openResult,
  openSection,
  partsOf,
  productArticle,
  readTotal,
  results,
  searchFor,
  shapes,
  tick,
  totalLine,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// A German-speaking visitor looks for German Riesling at the fair, reads a
// wine's page, visits its exhibitor and opens another wine from there.

test("a visitor browses the fair in German: search, country filter, product, exhibitor, product via its exhibitor", async ({
  page,
}) => {
  await openFair(page, "de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const [eventId] = partsOf(page.url(), shapes.eventHome("de"));
  // An event's dates are its "Messetage": "Termin" names only a meeting.
  await expect(page.getByRole("heading", { level: 2, name: "Messetage" })).toBeVisible();

  await openSection(page, "de", "products");
  await listReady(page, "de");
  const all = await readTotal(page);
  expect(all).toBeGreaterThan(0);
  await expect(totalLine(page)).toHaveText(/^\d[\d.]*\sProdukte?$/);

  // The search narrows the list; the URL hash remembers it.
  const riesling = await searchFor(page, "de", "Riesling", all);
  expect(riesling).toBeGreaterThan(0);
  expect(riesling).toBeLessThan(all);
  await expect(page).toHaveURL(/#q=Riesling$/);

  // The country facet: what "Deutschland" promises is what it gives, and the
  // other facets follow the narrower result.
  const countries = facet(page, "Land");
  const germany = facetValue(countries, "Deutschland");
  await expect(germany).not.toBeChecked();
  const promised = await facetCount(countries, "Deutschland");
  expect(promised).toBeGreaterThan(0);
  expect(promised).toBeLessThan(riesling);
  const regionsBefore = await facet(page, "Region").innerText();

  await tick(germany);
  await expect.poll(() => readTotal(page), { message: "the total after ticking Deutschland" }).toBe(promised);
  await listSettled(page, "de");
  expect(await facet(page, "Region").innerText()).not.toBe(regionsBefore);
  expect(Object.fromEntries(filterPairs(new URL(page.url()).hash))).toEqual({ q: "Riesling", country: "DE" });

  // Every result is from Germany (each card names its origin).
  const cards = results(page, "de").getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Deutschland");

  // A product from the results, in German.
  const productName = await openResult(page, "de");
  await expect(mainHeading(page)).toHaveText(productName);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 2, name: "Rebsorten", exact: true })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Alkohol$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Aussteller$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Erzeuger$/ })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Deutschland");
  await expect(page.getByRole("main")).toContainText("Riesling");

  // Its exhibitor, then a product through that exhibitor.
  await openExhibitorOfProduct(page, "de");
  const [exhibitorEvent, exhibitorId] = partsOf(page.url(), shapes.exhibitor("de"));
  expect(exhibitorEvent).toBe(eventId);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  const other = await openListedProduct(page, "de");
  const [productEvent, viaExhibitor, productId] = partsOf(page.url(), shapes.productByExhibitor("de"));
  expect(productEvent).toBe(eventId);
  expect(viaExhibitor).toBe(exhibitorId);
  expect(productId).toMatch(/^\w+$/);
  await expect(mainHeading(page)).toHaveText(other);
  await expect(definition(productArticle(page), "Aussteller").getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`/exhibitors/${exhibitorId}$`),
  );
});
