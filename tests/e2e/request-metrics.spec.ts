import type { APIRequestContext } from "@playwright/test";
import { mainHeading, openFair, openSection, ui } from "./support/catalogue";
import { expect, test } from "./support/test";

// Every request is counted in /metrics under the route that answered it
// (docs/operations.md): a page by the React Router route that rendered it,
// as its render tells the request's scope (app/entry.server.tsx), a cached
// page by that same route, kept with the page (no route matching on a hit).
//
// The counts are the site's, and the other worker's tests open products
// lists too: this test counts HEAD requests, which only it sends.

async function listHeads(request: APIRequestContext): Promise<number> {
  const text = await (await request.get("/metrics")).text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (/^uncork_http_request_duration_seconds_count\{[^}]*route="page:[^"]*event-section",method="HEAD"/.test(line)) {
      total += Number(line.split(" ").at(-1));
    }
  }
  return total;
}

test("a products list is counted under its route, rendered and then cached", async ({ page, request }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  const before = await listHeads(request);
  const path = `${new URL(page.url()).pathname}?q=${Date.now().toString(36)}`;
  const rendered = await request.head(path);
  expect(rendered.status()).toBe(200);
  await expect.poll(() => listHeads(request)).toBe(before + 1);
  const cached = await request.head(path);
  expect(cached.status()).toBe(200);
  expect(cached.headers().etag).toBe(rendered.headers().etag);
  await expect.poll(() => listHeads(request)).toBe(before + 2);

  // The HEAD's rendering, kept for the next visitor, is the whole page.
  await page.goto(path);
  await expect(mainHeading(page)).toHaveText(ui.en.products);
});
