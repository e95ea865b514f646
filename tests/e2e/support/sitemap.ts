import { type APIRequestContext, expect } from "@playwright/test";

// The sitemap as a crawler reads it: robots.txt → sitemap (or sitemap index → parts) → <loc>s.

/** Every <loc> of a sitemap, following a sitemap index into its parts. */
export async function sitemapLocations(request: APIRequestContext, path = "/sitemap.xml"): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const body = await response.text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  if (!/<sitemapindex[\s>]/.test(body)) return locs;
  const parts = await Promise.all(locs.map((loc) => sitemapLocations(request, new URL(loc).pathname)));
  return parts.flat();
}
