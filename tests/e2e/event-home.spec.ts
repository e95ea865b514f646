import { catalogueNav, mainHeading, openFair, openIndexCard, openSection, ui } from "./support/catalogue";
import { expect, test } from "./support/test";

// The event home is where a visitor starts: it leads to every list of the
// fair, and the breadcrumbs of the detail pages lead back to what they name.

test("the event home leads to the exhibitors, products and producers", async ({ page }) => {
  const fair = await openFair(page, "en");
  const main = page.getByRole("main");
  await expect(main).toContainText(/\d[\d,]* exhibitors · \d[\d,]* producers · \d[\d,]* products/);
  const producers = (await main.textContent())?.match(/([\d,]+) producers ·/)?.[1];
  for (const section of ["exhibitors", "products", "producers"] as const) {
    // The page's own link (the last one of that name, after the navigation's tab).
    await main.getByRole("link", { name: ui.en[section], exact: true }).last().click();
    await expect(mainHeading(page)).toHaveText(ui.en[section]);
    // The home counts the producers as their A–Z does (exhibitors standing in for a producer included).
    if (section === "producers") await expect(main.getByRole("status")).toHaveText(`${producers} producers`);
    await catalogueNav(page, "en").getByRole("link", { name: ui.en.overview }).click();
    await expect(mainHeading(page)).toHaveText(fair);
  }
});

test("the catalogue's tabs mark the page the visitor is on, after each click and in the page the server sends", async ({
  page,
}) => {
  await openFair(page, "en");
  const tabs = catalogueNav(page, "en");
  const marked = tabs.locator('[aria-current="page"]');
  await expect(marked).toHaveText(ui.en.overview);
  await openSection(page, "en", "products");
  await expect(marked).toHaveText(ui.en.products);
  // A product's page lies under the products: their tab stays marked, the overview's is not.
  const card = page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 3 });
  const name = (await card.innerText()).trim();
  await card.getByRole("link").click();
  await expect(mainHeading(page)).toHaveText(name);
  await expect(marked).toHaveText(ui.en.products);
  // The same as the server renders it (a hydration that changed it would fail the test).
  await page.reload();
  await expect(mainHeading(page)).toHaveText(name);
  await expect(marked).toHaveText(ui.en.products);
  await openSection(page, "en", "exhibitors");
  await expect(marked).toHaveText(ui.en.exhibitors);
});

test("each click in the catalogue reads its page's data in one request, not sent on by a redirect", async ({
  page,
}) => {
  const data: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".data")) data.push({ url: url.pathname + url.search, status: response.status() });
  });
  const fair = await openFair(page, "en");
  await openSection(page, "en", "products");
  await openSection(page, "en", "exhibitors");
  await catalogueNav(page, "en").getByRole("link", { name: ui.en.overview }).click();
  await expect(mainHeading(page)).toHaveText(fair);
  // React Router names the routes whose data it wants (the root keeps its own); the site answers at once.
  const pages = data.map(({ url }) => url.replace(/^\/p\/en\/events\/[^/.]+/, "").replace(/\.data\?_routes=.*$/, ""));
  expect(pages).toEqual(expect.arrayContaining(["", "/products", "/exhibitors"]));
  expect(data.filter(({ status }) => status !== 200)).toEqual([]);
});

for (const { title, kind } of [
  { title: "Curated selections", kind: "a product list" },
  { title: "Areas of the fair", kind: "an area" },
]) {
  test(`the event home leads to ${kind} page and to the ${title.toLowerCase()}; the breadcrumb leads back`, async ({
    page,
  }) => {
    await openFair(page, "en");
    const section = () => page.getByRole("region", { name: title });
    // A teaser on the event home opens that page …
    const teaser = section().getByRole("heading", { level: 3 }).getByRole("link").first();
    const name = (await teaser.innerText()).trim();
    await teaser.click();
    await expect(mainHeading(page)).toHaveText(name);

    // … whose breadcrumb names the section and leads to a page that shows it and lists this one …
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: title }).click();
    await expect(page.getByRole("main").getByRole("heading", { name: title }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name, exact: true }).first()).toBeVisible();

    // … and the section's heading opens the index of all of them.
    await section().getByRole("heading", { level: 2 }).getByRole("link", { name: title }).click();
    await expect(mainHeading(page)).toHaveText(title);
    await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toBeVisible();
    await openIndexCard(page);
  });
}

test("soon after the start, the health check names the fair whose search is built", async ({ page, request }) => {
  await openFair(page, "en");
  // The fair's address is /p/{locale}/events/{collectionId}.
  const collectionId = new URL(page.url()).pathname.match(/\/events\/([^/]+)/)?.[1];
  expect(collectionId).toBeTruthy();
  const ready = async () =>
    ((await (await request.get("/api/health")).json()) as { search: { ready: string[] } }).search.ready;
  await expect.poll(ready, { timeout: 10_000 }).toContain(collectionId);
});
