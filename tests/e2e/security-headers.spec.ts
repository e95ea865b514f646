import { waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// docs/security.md "Headers": every response carries the security headers;
// a page's inline scripts run under a Content-Security-Policy without
// 'unsafe-inline', by a per-response nonce when rendered, by their hashes
// when the page comes from the page cache (a stored nonce would be stale).
// Every journey also fails on any CSP violation (tests/e2e/support/test.ts).

const COMMON = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function scriptSources(policy: string | undefined): string[] {
  const directive = policy?.split("; ").find((part) => part.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

test("every kind of response carries the security headers", async ({ request }) => {
  for (const path of ["/en", "/api/health", "/api/me", "/en/no-such-page", "/favicon.svg", "/robots.txt"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers, path).toMatchObject(COMMON);
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(scriptSources(headers["content-security-policy"]), path).not.toContain("'unsafe-inline'");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    // Plain HTTP from a client: no HSTS (a browser would ignore it, a mistake would lock the site to HTTPS).
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
});

test("HSTS when a trusted proxy says the request came over HTTPS", async ({ request }) => {
  const response = await request.get("/api/health", { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test("a rendered page's scripts carry this response's nonce; a new response has a new one", async ({ request }) => {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/en/sign-in");
    const sources = scriptSources(response.headers()["content-security-policy"]);
    const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a page from the page cache runs its scripts under the policy, without a stale nonce", async ({ page }) => {
  // The first answer renders and stores the page; the second comes from the cache.
  await page.goto("/en");
  const cached = await page.goto("/en");
  const policy = (await cached?.allHeaders())?.["content-security-policy"];
  const sources = scriptSources(policy);
  expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  expect(await cached?.text()).not.toMatch(/<script[^>]* nonce=/);
  // The scripts ran: React took over the page, and navigation happens in the browser.
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as { stayedInThisDocument?: boolean }).stayedInThisDocument = true;
  });
  await page
    .getByRole("link", { name: /catalogue/i })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/en$/);
  expect(await page.evaluate(() => (window as { stayedInThisDocument?: boolean }).stayedInThisDocument)).toBe(true);
});
