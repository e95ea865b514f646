import { readFileSync } from "node:fs";
import { catalogueNav, mainHeading, openFair, type UiLang, ui, waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// docs/product/catalogue.md: a page that takes over 1 s to load shows a notice until it arrives.
// The data of one client-side navigation is held back for 3 s: the notice
// then shows from 1 s to 3 s, a window wide enough for the assertion's polls
// (which back off to one a second) to see it on a loaded machine.

const HOLD_MS = 3_000;

function slowRouteNotice(lang: UiLang): string {
  const common = JSON.parse(readFileSync(new URL(`../../locales/${lang}/common.json`, import.meta.url), "utf8")) as {
    loading: { slowRoute: string };
  };
  return common.loading.slowRoute;
}

for (const lang of ["en", "de"] as const) {
  test(`a slow page shows the “still loading” notice until it arrives (${lang})`, async ({ page }) => {
    const notice = slowRouteNotice(lang);
    await openFair(page, lang);
    await waitForHydration(page);
    await expect(page.getByText(notice)).toHaveCount(0);

    let held = 0;
    // React Router fetches a page's data as "<path>.data" on client-side navigation.
    await page.route(/\.data(\?|$)/, async (route) => {
      held++;
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });

    const started = Date.now();
    await catalogueNav(page, lang).getByRole("link", { name: ui[lang].products, exact: true }).click();
    // Announced politely to screen readers: the notice sits in a status region.
    await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible({ timeout: HOLD_MS + 1_000 });
    const shownAfter = Date.now() - started;
    expect(shownAfter, "not before the page has been loading for a while").toBeGreaterThanOrEqual(900);

    await expect(mainHeading(page)).toHaveText(ui[lang].products);
    await expect(page.getByText(notice)).toHaveCount(0);
    expect(held, "the page's data came through the held request").toBeGreaterThan(0);
  });
}
