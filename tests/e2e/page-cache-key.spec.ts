import { listReady, openFair, readTotal } from "./support/catalogue";
import { expect, test } from "./support/test";

// docs/architecture.md "A request": one cached page per public page. A
// public page asked for with parameters it does not read (a campaign tag,
// a random string), or with its own in another order, is sent to its
// canonical address with a 301, so random query strings cannot fill the
// cache, and the HTML always matches the address it hydrates at.

async function productsPath(page: import("@playwright/test").Page): Promise<string> {
  await openFair(page, "en");
  return `${new URL(page.url()).pathname.replace(/\/$/, "")}/products`;
}

test("a list with unknown or reordered parameters is sent to its canonical address, the cached page", async ({
  page,
  request,
}) => {
  const path = await productsPath(page);
  const canonical = `${path}?country=FR&q=riesling`;
  const first = await request.get(canonical);
  expect(first.status()).toBe(200);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();

  for (const query of [
    "?q=riesling&country=FR",
    "?utm_source=mail&q=riesling&country=FR",
    "?country=FR&q=riesling&x=7&q=",
  ]) {
    const response = await request.get(`${path}${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(301);
    expect(response.headers().location, query).toBe(canonical);
  }
  // Followed, the redirect lands on the one cached page.
  const followed = await request.get(`${path}?utm_campaign=fair&q=riesling&country=FR`);
  expect(followed.status()).toBe(200);
  expect(followed.headers().etag).toBe(etag);
  // A page that is not public keeps its query as it is.
  const signIn = await request.get("/en/sign-in?next=%2Fen%2Fmy%2Fprofile&utm_source=mail", { maxRedirects: 0 });
  expect(signIn.status()).toBe(200);
});

test("a shared link with a campaign tag opens the list it names, at its canonical address", async ({ page }) => {
  const path = await productsPath(page);
  await page.goto(`${path}?utm_source=newsletter&q=riesling`);
  await expect(page).toHaveURL(new RegExp(`${path}\\?q=riesling$`));
  await listReady(page, "en");
  expect(await readTotal(page)).toBeGreaterThan(0);
});
