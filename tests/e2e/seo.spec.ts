import type { Page } from "@playwright/test";
import {
  escapeRegExp,
  LANGS,
  mainHeading,
  openExhibitorOfProduct,
  openFair,
  openResult,
  openSection,
  pathOf,
} from "./support/catalogue";
import { sitemapLocations } from "./support/sitemap";
import { expect, test } from "./support/test";

// What search engines read: title, description, canonical URL, language
// alternates, structured data, robots.txt and the sitemap.

function headLink(page: Page, rel: string, hreflang?: string) {
  const selector = hreflang ? `head link[rel="${rel}"][hreflang="${hreflang}"]` : `head link[rel="${rel}"]`;
  return page.locator(selector);
}

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** The same path in another locale: /p/{locale}/events/… */
function inLocale(path: string, locale: string): string {
  return path.replace(/^\/p\/[a-z]{2}\//, `/p/${locale}/`);
}

test.describe("search engines", () => {
  test("a product page has title, description, canonical, hreflang alternates and Product JSON-LD", async ({
    page,
    request,
    baseURL,
  }) => {
    await openFair(page, "en");
    await openSection(page, "en", "products");
    const name = await openResult(page, "en");
    const path = pathOf(page.url());

    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(name)}`));
    const description = await page.locator('head meta[name="description"]').getAttribute("content");
    expect(description?.trim().length ?? 0, "meta description").toBeGreaterThan(20);

    await expect(headLink(page, "canonical")).toHaveCount(1);
    await expect(headLink(page, "canonical")).toHaveAttribute("href", `${baseURL}${path}`);
    for (const locale of LANGS) {
      await expect(headLink(page, "alternate", locale), `hreflang ${locale}`).toHaveAttribute(
        "href",
        `${baseURL}${inLocale(path, locale)}`,
      );
    }
    await expect(headLink(page, "alternate", "x-default")).toHaveAttribute("href", `${baseURL}${inLocale(path, "en")}`);

    const product = (await jsonLd(page)).find((ld) => ld["@type"] === "Product");
    expect(product, "a JSON-LD block of @type Product").toBeDefined();
    expect(product!["@context"]).toBe("https://schema.org");
    expect(product!.name).toBe(name);
    expect(product!.url).toBe(`${baseURL}${path}`);

    // Crawlers that run no JavaScript get the same from the server.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${escapeRegExp(`${baseURL}${path}`)}"`));
    expect(html).toMatch(/<script type="application\/ld\+json">\{[^<]*"@type":"Product"/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);

    // The exhibitor of that product: an Organization.
    const exhibitor = await openExhibitorOfProduct(page, "en");
    const exhibitorPath = pathOf(page.url());
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(exhibitor)}`));
    await expect(headLink(page, "canonical")).toHaveAttribute("href", `${baseURL}${exhibitorPath}`);
    const organization = (await jsonLd(page)).find((ld) => ld["@type"] === "Organization");
    expect(organization, "a JSON-LD block of @type Organization").toBeDefined();
    expect(organization!.name).toBe(exhibitor);
  });

  test("robots.txt names the sitemap, and the sitemap lists a product page in every language", async ({
    page,
    request,
    baseURL,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const sitemapLine = (await robots.text()).split("\n").find((line) => /^Sitemap:/i.test(line));
    expect(sitemapLine, "a Sitemap: line in robots.txt").toBeDefined();
    const sitemapUrl = sitemapLine!.replace(/^Sitemap:\s*/i, "").trim();
    expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);

    await openFair(page, "en");
    await openSection(page, "en", "products");
    await openResult(page, "en", 3);
    await expect(mainHeading(page)).toBeVisible();
    const path = pathOf(page.url());

    const locations = new Set(await sitemapLocations(request, new URL(sitemapUrl).pathname));
    for (const locale of LANGS)
      expect(locations.has(`${baseURL}${inLocale(path, locale)}`), `${inLocale(path, locale)} in the sitemap`).toBe(
        true,
      );
  });
});
