import type { Browser, Page } from "@playwright/test";
import {
  catalogueNav,
  LANGS,
  mainHeading,
  openFair,
  openResult,
  openSection,
  partsOf,
  pathOf,
  shapes,
} from "./support/catalogue";
import { expect, test } from "./support/test";

// The catalogue also answers without a locale in the URL (docs/product/catalogue.md:
// /p/events/{collectionId}/…). Such a page speaks the browser's language
// (English when the site does not have it), names its localized URL as
// canonical, and its language switcher leads to the localized pages.

const LANGUAGE_NAV = { en: "Language", fr: "Langue", de: "Sprache" } as const;

/** A real event's locale-less home and exhibitor paths, found by clicking in English. */
async function localeLessPaths(page: Page) {
  await openFair(page, "en");
  // The collection id, as the event's own navigation links to it.
  const overview = await catalogueNav(page, "en")
    .getByRole("link", { name: "Overview", exact: true })
    .getAttribute("href");
  const [collectionId] = partsOf(new URL(overview!, page.url()).href, shapes.eventHome("en"));
  await openSection(page, "en", "exhibitors");
  await openResult(page, "en");
  const [, exhibitorId] = partsOf(page.url(), shapes.exhibitor("en"));
  return {
    collectionId,
    home: `/p/events/${collectionId}`,
    exhibitor: `/p/events/${collectionId}/exhibitors/${exhibitorId}`,
    exhibitorName: (await mainHeading(page).innerText()).trim(),
  };
}

async function visitorWith(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ locale, baseURL });
  return { context, page: await context.newPage() };
}

function canonical(page: Page) {
  return page.locator('head link[rel="canonical"]');
}

function localized(path: string, locale: string) {
  return path.replace(/^\/p\/events\//, `/p/${locale}/events/`);
}

test.describe("pages without a locale in the URL", () => {
  test("a French browser gets French, an unsupported language gets English, each with a canonical localized URL", async ({
    page,
    browser,
    baseURL,
  }) => {
    const paths = await localeLessPaths(page);

    const french = await visitorWith(browser, baseURL, "fr-FR");
    const japanese = await visitorWith(browser, baseURL, "ja-JP");
    try {
      // French: the event home.
      const fr = french.page;
      const response = await fr.goto(paths.home);
      expect(response?.status()).toBe(200);
      expect(pathOf(fr.url()), "no redirect").toBe(paths.home);
      await expect(fr.locator("html")).toHaveAttribute("lang", "fr");
      const nav = catalogueNav(fr, "en"); // "Catalogue" in French too
      await expect(nav.getByRole("link", { name: "Aperçu", exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Exposants", exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Produits", exact: true })).toBeVisible();
      await expect(canonical(fr)).toHaveAttribute("href", `${baseURL}${localized(paths.home, "fr")}`);

      // Links inside a locale-less page stay locale-less, and the next page is French too.
      await expect(nav.getByRole("link", { name: "Exposants", exact: true })).toHaveAttribute(
        "href",
        `${paths.home}/exhibitors`,
      );
      await nav.getByRole("link", { name: "Exposants", exact: true }).click();
      await expect(mainHeading(fr)).toHaveText("Exposants");
      expect(pathOf(fr.url())).toBe(`${paths.home}/exhibitors`);
      await expect(canonical(fr)).toHaveAttribute("href", `${baseURL}${localized(`${paths.home}/exhibitors`, "fr")}`);

      // French: the exhibitor page, first asked for by the French visitor …
      await fr.goto(paths.exhibitor);
      await expect(fr.locator("html")).toHaveAttribute("lang", "fr");
      await expect(mainHeading(fr)).toHaveText(paths.exhibitorName);
      await expect(
        fr.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Exposants" }),
      ).toBeVisible();
      await expect(canonical(fr)).toHaveAttribute("href", `${baseURL}${localized(paths.exhibitor, "fr")}`);

      // … then by a Japanese one: English (the site has no Japanese), not the French page from the cache.
      const ja = japanese.page;
      await ja.goto(paths.exhibitor);
      await expect(ja.locator("html")).toHaveAttribute("lang", "en");
      await expect(mainHeading(ja)).toHaveText(paths.exhibitorName);
      await expect(
        ja.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Exhibitors" }),
      ).toBeVisible();
      await expect(catalogueNav(ja, "en").getByRole("link", { name: "Overview", exact: true })).toBeVisible();
      await expect(canonical(ja)).toHaveAttribute("href", `${baseURL}${localized(paths.exhibitor, "en")}`);
    } finally {
      await french.context.close();
      await japanese.context.close();
    }
  });

  test("the language switcher of a locale-less page leads to the same page in each language", async ({
    page,
    browser,
    baseURL,
  }) => {
    const paths = await localeLessPaths(page);
    const french = await visitorWith(browser, baseURL, "fr-FR");
    try {
      const fr = french.page;
      await fr.goto(paths.exhibitor);
      const switcher = fr.getByRole("navigation", { name: LANGUAGE_NAV.fr });
      const links = switcher.getByRole("link");
      await expect(links).toHaveCount(LANGS.length);
      for (const locale of LANGS) {
        await expect(switcher.locator(`a[hreflang="${locale}"]`), `the ${locale} link`).toHaveAttribute(
          "href",
          localized(paths.exhibitor, locale),
        );
      }
      await expect(switcher.getByRole("link", { name: "français" })).toHaveAttribute("aria-current", "true");

      await switcher.getByRole("link", { name: "Deutsch" }).click();
      await expect(fr).toHaveURL(new RegExp(`${localized(paths.exhibitor, "de")}$`));
      await expect(fr.locator("html")).toHaveAttribute("lang", "de");
      await expect(mainHeading(fr)).toHaveText(paths.exhibitorName);
      await expect(fr.getByRole("navigation", { name: LANGUAGE_NAV.de })).toBeVisible();
      await expect(catalogueNav(fr, "de").getByRole("link", { name: "Aussteller", exact: true })).toBeVisible();
      await expect(canonical(fr)).toHaveAttribute("href", `${baseURL}${localized(paths.exhibitor, "de")}`);

      // And back to English from the German page.
      await fr.getByRole("navigation", { name: LANGUAGE_NAV.de }).getByRole("link", { name: "English" }).click();
      await expect(fr).toHaveURL(new RegExp(`${localized(paths.exhibitor, "en")}$`));
      await expect(fr.locator("html")).toHaveAttribute("lang", "en");
      await expect(fr.getByRole("navigation", { name: LANGUAGE_NAV.en })).toBeVisible();
    } finally {
      await french.context.close();
    }
  });
});
