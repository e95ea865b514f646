import type { APIRequestContext } from "@playwright/test";
import { openFair, openSection } from "./support/catalogue";
import { expect, test } from "./support/test";

// Every request is counted in /metrics under the route that answered it
// (docs/operations.md): a page by the React Router route that rendered it,
// as its render tells the request's scope (app/entry.server.tsx), a cached
// page by the route its path matches.

async function listRequests(request: APIRequestContext): Promise<number> {
  const text = await (await request.get("/metrics")).text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (/^uncork_http_request_duration_seconds_count\{[^}]*route="page:[^"]*event-section"/.test(line)) {
      total += Number(line.split(" ").at(-1));
    }
  }
  return total;
}

test("a products list is counted under its route, rendered and then cached", async ({ page, request }) => {
  await openFair(page, "en");
  await openSection(page, "en", "products");
  const before = await listRequests(request);
  const path = `${new URL(page.url()).pathname}?q=${Date.now().toString(36)}`;
  expect((await request.get(path)).status()).toBe(200);
  await expect.poll(() => listRequests(request)).toBe(before + 1);
  expect((await request.get(path)).status()).toBe(200);
  await expect.poll(() => listRequests(request)).toBe(before + 2);
});
