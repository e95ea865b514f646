import type { Page } from "@playwright/test";
import { listReady, openFair, openResult, openSection, type UiLang, waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// The browser takes over the server's HTML without re-rendering it: a
// mismatch (React #418/#423/#425) throws the server's page away, re-renders
// everything on the client and flashes. Each page is loaded afresh, the
// way a visitor arrives from a search engine or a shared link.

async function pagesOfAJourney(page: Page, lang: UiLang): Promise<string[]> {
  const urls = [`/${lang}`];
  await openFair(page, lang);
  urls.push(page.url());
  await openSection(page, lang, "products");
  await listReady(page, lang);
  urls.push(page.url());
  await openResult(page, lang);
  urls.push(page.url());
  await openSection(page, lang, "exhibitors");
  await listReady(page, lang);
  urls.push(page.url());
  await openResult(page, lang);
  urls.push(page.url());
  await openSection(page, lang, "producers");
  urls.push(page.url());
  return urls;
}

for (const lang of ["en", "de"] as const) {
  test(`pages hydrate without mismatches (${lang})`, async ({ page, context }) => {
    const urls = await pagesOfAJourney(page, lang);
    const problems: string[] = [];
    for (const url of urls) {
      const fresh = await context.newPage();
      fresh.on("pageerror", (error) => problems.push(`${url}: ${error.message.split("\n")[0]}`));
      await fresh.goto(url);
      await waitForHydration(fresh);
      await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
      // Give React's recoverable-error report a moment to arrive.
      await fresh.waitForTimeout(300);
      await fresh.close();
    }
    expect(problems, `script errors while hydrating the ${lang} pages`).toEqual([]);
  });
}
