import type { Page, Request } from "@playwright/test";
import { ANALYTICS_PATH } from "../../app/lib/analytics-events";
import { resolveSegments } from "../../app/lib/links";
import { e2eDatabase } from "./support/accounts";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// First-party analytics (docs/analytics.md): a visitor's page views (the
// first load and a client-side navigation) and a click to an exhibitor's
// website are stored, with the exhibitor and product they showed; a visitor
// whose browser sends Global Privacy Control sends nothing at all. The
// demo fair is only read here.

interface Visit {
  eventId: string;
  exhibitors: string;
  products: string;
  exhibitorId: string;
  exhibitorName: string;
  productId: string;
  website: string;
}

/** A demo product whose exhibitor has a website. */
async function productWithWebsite(): Promise<Visit> {
  const row = await e2eDatabase()
    .selectFrom("registered_products as rp")
    .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
    .innerJoin("events as ev", "ev.id", "rp.event_id")
    .select(["rp.event_id", "rp.product_id", "e.id", "e.name", "e.website", "ev.settings"])
    .where("e.website", "like", "http%")
    .orderBy("rp.product_id")
    .limit(1)
    .executeTakeFirstOrThrow();
  // The event's own section names (docs/product/catalogue.md), which the demo may rename.
  const segments = resolveSegments((JSON.parse(row.settings || "{}") as { segments?: object }).segments);
  return {
    eventId: row.event_id,
    exhibitors: segments.exhibitors,
    products: segments.products,
    exhibitorId: row.id,
    exhibitorName: row.name,
    productId: row.product_id,
    website: row.website,
  };
}

const productPath = (v: Visit) =>
  `/p/en/events/${v.eventId}/${v.products}/by-exhibitor/${v.exhibitorId}/${v.productId}`;
const exhibitorPath = (v: Visit) => `/p/en/events/${v.eventId}/${v.exhibitors}/${v.exhibitorId}`;

function analyticsRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_PATH) seen.push(request);
  });
  return seen;
}

/** The rows stored since `since` for the path, polled while the writer's second passes. */
async function storedSince(since: string, path: string, kind: "page_view" | "outbound_click") {
  const rows = () =>
    e2eDatabase()
      .selectFrom("analytics_events")
      .select(["event_id", "entity_type", "entity_id", "target", "link_kind", "locale", "path"])
      .where("created_at", ">=", since)
      .where("path", "=", path)
      .where("kind", "=", kind)
      .execute();
  await expect.poll(async () => (await rows()).length, { timeout: 3_000 }).toBeGreaterThan(0);
  return rows();
}

test("a visitor's product page, exhibitor page and click to the exhibitor's website are stored", async ({ page }) => {
  const visit = await productWithWebsite();
  const website = new URL(visit.website);
  // The website is another site: answered here, so nothing leaves the machine.
  await page.route(`${website.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Winery</title><h1>Winery</h1>" }),
  );
  const sent = analyticsRequests(page);
  const since = new Date(Date.now() - 1000).toISOString();

  await page.goto(`${productPath(visit)}?utm_source=newsletter`);
  await waitForHydration(page);
  await page.getByRole("link", { name: visit.exhibitorName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${exhibitorPath(visit)}$`));
  await expect(mainHeading(page)).toContainText(visit.exhibitorName);

  const websiteLink = page.locator('a[data-outbound="website"]').first();
  await expect(websiteLink).toBeVisible();
  await websiteLink.click();
  await expect(page).toHaveURL(new RegExp(`^${website.origin}`));

  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) expect(request.method()).toBe("POST");

  const [productView] = await storedSince(since, productPath(visit), "page_view");
  expect(productView).toMatchObject({
    event_id: visit.eventId,
    entity_type: "product",
    entity_id: visit.productId,
    locale: "en",
  });
  const [exhibitorView] = await storedSince(since, exhibitorPath(visit), "page_view");
  expect(exhibitorView).toMatchObject({
    event_id: visit.eventId,
    entity_type: "exhibitor",
    entity_id: visit.exhibitorId,
  });
  const [click] = await storedSince(since, exhibitorPath(visit), "outbound_click");
  expect(click).toMatchObject({
    event_id: visit.eventId,
    entity_type: "exhibitor",
    entity_id: visit.exhibitorId,
    target: `${website.origin}${website.pathname}`,
    link_kind: "website",
  });
  // The query the visitor came with is not stored anywhere.
  const withQuery = await e2eDatabase()
    .selectFrom("analytics_events")
    .select("id")
    .where("created_at", ">=", since)
    .where("path", "like", "%utm_source%")
    .execute();
  expect(withQuery).toEqual([]);
});

test("a visitor whose browser sends Global Privacy Control sends no analytics at all", async ({ page }) => {
  const visit = await productWithWebsite();
  const website = new URL(visit.website);
  await page.route(`${website.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Winery</title>" }),
  );
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
  });
  const sent = analyticsRequests(page);

  await page.goto(productPath(visit));
  await waitForHydration(page);
  await page.getByRole("link", { name: visit.exhibitorName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${exhibitorPath(visit)}$`));
  await page.locator('a[data-outbound="website"]').first().click();
  await expect(page).toHaveURL(new RegExp(`^${website.origin}`));
  // A beacon would have left by now (page views go at once, clicks in the same tick).
  await page.waitForTimeout(500);
  expect(sent.map((request) => request.url())).toEqual([]);
});
