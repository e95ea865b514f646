import { expect, type Locator, type Page } from "@playwright/test";

// How a visitor moves through the public catalogue: by the links and fields
// on the screen, found by role and accessible name, in the visitor's language.

export type Lang = "en" | "de" | "fr" | "es" | "it";
export const LANGS: readonly Lang[] = ["en", "de", "fr", "es", "it"];

/** The words of the interface a visitor looks for (locales/<lng>/*.json). */
export const ui = {
  en: {
    catalogueNav: "Catalogue",
    overview: "Overview",
    exhibitors: "Exhibitors",
    products: "Products",
    producers: "Producers",
    search: "Search",
    results: "Results",
    applyFilters: "Apply filters",
    exhibitor: "Exhibitor",
    pageNotFound: "Page not found",
    backHome: "Back to the home page",
  },
  de: {
    catalogueNav: "Katalog",
    overview: "Übersicht",
    exhibitors: "Aussteller",
    products: "Produkte",
    producers: "Erzeuger",
    search: "Suche",
    results: "Ergebnisse",
    applyFilters: "Filter anwenden",
    exhibitor: "Aussteller",
    pageNotFound: "Seite nicht gefunden",
    backHome: "Zurück zur Startseite",
  },
} as const;

export type UiLang = keyof typeof ui;
type Section = "exhibitors" | "products" | "producers";

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A number as the page writes it ("1,234", "1.234", "2 500"): the first run
 * of digits and group separators in the text.
 */
export function parseCount(text: string, where: "first" | "last" = "first"): number {
  const runs = text.match(/\d[\d.,\u00a0\u202f ]*/g);
  if (!runs) throw new Error(`no number in ${JSON.stringify(text)}`);
  const run = where === "first" ? runs[0] : runs[runs.length - 1];
  return Number(run.replace(/\D/g, ""));
}

/**
 * Waits until React has taken over the server-rendered page, so a click on a
 * link is a client-side navigation and a typed search runs in the browser.
 * React marks the DOM nodes it hydrated with its own properties.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return (
      main !== null &&
      Object.keys(main).some((key) => key.startsWith("__reactFiber$") || key.startsWith("__reactProps$"))
    );
  });
}

/** The page's main heading. */
export function mainHeading(page: Page): Locator {
  return page.getByRole("heading", { level: 1 });
}

/** Home page → the first fair in the list. Returns the fair's name. */
export async function openFair(page: Page, lang: UiLang): Promise<string> {
  await page.goto(`/${lang}`);
  const fairs = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(fairs.first()).toBeVisible();
  const first = fairs.first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(mainHeading(page)).toHaveText(name);
  return name;
}

/** The event's catalogue navigation (Overview, Exhibitors, Products, Producers). */
export function catalogueNav(page: Page, lang: UiLang): Locator {
  return page.getByRole("navigation", { name: ui[lang].catalogueNav, exact: true });
}

/** Clicks a list in the event's navigation and waits for its heading. */
export async function openSection(page: Page, lang: UiLang, section: Section): Promise<void> {
  await catalogueNav(page, lang).getByRole("link", { name: ui[lang][section], exact: true }).click();
  await expect(mainHeading(page)).toHaveText(ui[lang][section]);
}

// ---- the searchable lists (products, exhibitors) ----

/** The results part of a list page. */
export function results(page: Page, lang: UiLang): Locator {
  return page.getByRole("region", { name: ui[lang].results, exact: true });
}

/** The line saying how many results there are ("121 products"). */
export function totalLine(page: Page): Locator {
  return page.getByRole("main").getByRole("status");
}

export async function readTotal(page: Page): Promise<number> {
  return parseCount(await totalLine(page).innerText());
}

/**
 * Waits until the list is ready for a visitor: hydrated (the no-JavaScript
 * "Apply filters" button is gone) and no search is loading.
 */
export async function listReady(page: Page, lang: UiLang): Promise<void> {
  await expect(page.getByRole("button", { name: ui[lang].applyFilters })).toBeHidden();
  await listSettled(page, lang);
}

/** No search is loading. */
export async function listSettled(page: Page, lang: UiLang): Promise<void> {
  await expect(results(page, lang)).toHaveAttribute("aria-busy", "false");
}

export function searchBox(page: Page, lang: UiLang): Locator {
  return page.getByRole("searchbox", { name: ui[lang].search, exact: true });
}

/** Types a search and waits until the total shown changes from `before`. */
export async function searchFor(page: Page, lang: UiLang, text: string, before: number): Promise<number> {
  await searchBox(page, lang).fill(text);
  await expect.poll(() => readTotal(page), { message: `the total after searching “${text}”` }).not.toBe(before);
  await listSettled(page, lang);
  return readTotal(page);
}

/** A facet's group of checkboxes, named by its legend ("Country"). */
export function facet(page: Page, name: string): Locator {
  return page.getByRole("group", { name, exact: true });
}

function facetValueName(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s+\\d[\\d.,\\s]*$`);
}

/** One value of a facet: its checkbox is named by the value and its count ("Germany 69"). */
export function facetValue(group: Locator, label: string): Locator {
  return group.getByRole("checkbox", { name: facetValueName(label) });
}

/**
 * Ticks a facet checkbox as a visitor does (a click) and waits until it shows
 * ticked: the box follows the URL hash, which the click changes.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

/** The count shown beside a facet value. */
export async function facetCount(group: Locator, label: string): Promise<number> {
  const row = group
    .locator("label")
    .filter({ has: group.page().getByRole("checkbox", { name: facetValueName(label) }) });
  return parseCount(await row.innerText(), "last");
}

/** The label of the n-th value of a facet, as shown (without its count). */
export async function facetLabel(group: Locator, index: number): Promise<string> {
  const row = group.locator("label").nth(index);
  return (await row.innerText()).replace(/\s+\d[\d.,\u00a0\u202f ]*$/, "").trim();
}

/** The names of the results shown, in order (each card's heading). */
export async function resultNames(page: Page, lang: UiLang, count?: number): Promise<string[]> {
  const names = (await results(page, lang).getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts()).map(
    (n) => n.trim(),
  );
  return count === undefined ? names : names.slice(0, count);
}

/** Opens the n-th result of a list (products or exhibitors); returns its name as the card showed it. */
export async function openResult(page: Page, lang: UiLang, index = 0): Promise<string> {
  const link = results(page, lang).getByRole("article").nth(index).getByRole("heading", { level: 3 }).getByRole("link");
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(mainHeading(page)).toHaveText(name);
  return name;
}

/** Opens the first card of an index page (curated selections, areas): a level-2 heading link. Returns its name. */
export async function openIndexCard(page: Page): Promise<string> {
  const link = page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(mainHeading(page)).toHaveText(name);
  return name;
}

/** The filters of a URL hash or query string as name → raw value (docs/product/catalogue.md: `name=value&name=a,b`). */
export function filterPairs(hashOrQuery: string): Map<string, string> {
  const body = hashOrQuery.replace(/^[#?]/, "");
  const pairs = new Map<string, string>();
  for (const part of body.split("&")) {
    const eq = part.indexOf("=");
    pairs.set(decodeURIComponent(part.slice(0, eq)), part.slice(eq + 1));
  }
  return pairs;
}

// ---- detail pages ----

/** The value beside a label in a definition list ("Exhibitor" → the exhibitor's link). */
export function definition(scope: Page | Locator, term: string): Locator {
  return scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** The product itself on a product page (related products are articles too). */
export function productArticle(page: Page): Locator {
  return page.getByRole("article").filter({ has: mainHeading(page) });
}

/** From a product page, follows the link to the product's exhibitor. Returns the exhibitor's name. */
export async function openExhibitorOfProduct(page: Page, lang: UiLang): Promise<string> {
  const link = definition(productArticle(page), ui[lang].exhibitor).getByRole("link");
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(mainHeading(page)).toHaveText(name);
  return name;
}

/** The products section of an exhibitor page, named by its heading ("12 products", "12 Produkte"). */
export function exhibitorProducts(page: Page, lang: UiLang): Locator {
  const noun = lang === "de" ? "Produkte?" : "products?";
  return page.getByRole("region", { name: new RegExp(`^\\d[\\d.,\\s]*\\s${noun}$`) });
}

/** Opens the n-th product listed on an exhibitor page. Returns its name. */
export async function openListedProduct(page: Page, lang: UiLang, index = 0): Promise<string> {
  const section = exhibitorProducts(page, lang);
  const link = section.getByRole("article").nth(index).getByRole("heading", { level: 3 }).getByRole("link");
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(mainHeading(page)).toHaveText(name);
  return name;
}

// ---- URL shapes of docs/product/catalogue.md ----

const ID = "[^/?#]+";

export const shapes = {
  eventHome: (locale: string | null) => new RegExp(`/p${locale ? `/${locale}` : ""}/events/(${ID})$`),
  exhibitor: (locale: string | null) =>
    new RegExp(`/p${locale ? `/${locale}` : ""}/events/(${ID})/exhibitors/(${ID})$`),
  productByExhibitor: (locale: string | null) =>
    new RegExp(`/p${locale ? `/${locale}` : ""}/events/(${ID})/products/by-exhibitor/(${ID})/(${ID})$`),
};

/** The path of a URL (no origin, query or hash). */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** The parts of a path matching a docs/product/catalogue.md shape, or fails. */
export function partsOf(url: string, shape: RegExp): string[] {
  const match = shape.exec(pathOf(url));
  expect(match, `${pathOf(url)} should match ${shape}`).not.toBeNull();
  return match!.slice(1);
}
