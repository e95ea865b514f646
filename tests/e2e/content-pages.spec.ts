import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { login, signIn } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { eventOfMyOwn, organizerOf } from "./support/own-event";
import { sitemapLocations } from "./support/sitemap";
import { expect, test } from "./support/test";

// Content pages (issue 15, docs/product/content-pages.md): an organizer
// writes a draft beside its preview, the public page stays as it was until
// Publish, then it is public in every language written; a script in a body
// never runs (the sanitizer removes it, the CSP blocks one added to the page
// anyway); previews are the 404 page for everyone but the event's organizers.
// Journeys make pages of their own, so the demo's pages stay as they are.

const ORGANIZER = { email: "organizer@uncork.example", password: "uncork-demo-2026" };

const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A new page made through the pages list, its editor open; gives its id. */
async function createPage(page: Page, slug: string): Promise<string> {
  await page.goto("/en/organizer/pages");
  await expect(mainHeading(page)).toHaveText("Content pages");
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(mainHeading(page)).toHaveText(`Edit “${slug}”`);
  await waitForHydration(page);
  return page.url().split("/").at(-1)!;
}

const saveState = (page: Page) => page.locator("[data-save-state]");

async function write(page: Page, title: string, body: string): Promise<void> {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Text", { exact: true }).fill(body);
  await expect(saveState(page)).toHaveText(/^Draft saved/);
}

async function publish(page: Page, languages: string): Promise<void> {
  await expect(page.getByRole("button", { name: "Publish" })).toBeEnabled();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published:" })).toHaveText(`Published: ${languages}.`);
}

/** What a visitor without a session sees at a path. */
async function visitorPage(context: BrowserContext, path: string): Promise<{ status: number; page: Page }> {
  const page = await context.newPage();
  const response = await page.goto(path);
  return { status: response?.status() ?? 0, page };
}

test("an organizer edits a draft beside its preview; the public page changes only on Publish, in German too", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(context, ORGANIZER);
  const slug = uniqueSlug("harvest");

  // The slug is checked next to its field, in the organizer's language.
  await page.goto("/de/organizer/pages");
  await page.getByLabel("Adresse").fill("Ernte News!");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByText("Bitte nur Kleinbuchstaben, Ziffern und Bindestriche verwenden")).toBeVisible();
  await expect(page.getByLabel("Adresse")).toHaveAttribute("aria-invalid", "true");

  await createPage(page, slug);
  await expectNoSeriousViolations(page, "the content page editor");
  await expect(saveState(page)).toHaveText("Nothing written yet");
  await write(page, "Harvest news", "The **2026** harvest has begun.");
  const preview = page.frameLocator('iframe[title="Preview of the draft in English"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Harvest news");
  await expect(preview.getByText("The 2026 harvest has begun.")).toBeVisible();
  await expect(preview.getByText("Preview", { exact: true })).toBeVisible();

  // Saved means saved: a reload shows the draft and when it was saved.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Harvest news");
  await expect(saveState(page)).toHaveText(/^Draft saved/);

  // Not published yet: the public page does not exist.
  const visitor = await browser.newContext();
  expect((await request.get(`/en/pages/${slug}`)).status()).toBe(404);
  await publish(page, "English");
  const first = await visitorPage(visitor, `/en/pages/${slug}`);
  expect(first.status).toBe(200);
  await expect(mainHeading(first.page)).toHaveText("Harvest news");
  await expectNoSeriousViolations(first.page, "a public content page");

  // A new draft: the preview shows it, the public page (cached) still shows the published one.
  await page.getByLabel("Text", { exact: true }).fill("The harvest is over: a small, fine vintage.");
  await expect(saveState(page)).toHaveText(/^Draft saved/);
  await expect(preview.getByText("The harvest is over: a small, fine vintage.")).toBeVisible();
  await first.page.reload();
  await expect(first.page.getByText("The 2026 harvest has begun.")).toBeVisible();
  await expect(first.page.getByText("The harvest is over")).toHaveCount(0);

  // German, written in its own language tab, with its own preview.
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "German (no draft)" });
  await write(page, "Erntenachrichten", "Die Lese ist vorbei: ein kleiner, feiner Jahrgang.");
  const germanPreview = page.frameLocator('iframe[title="Preview of the draft in German"]');
  await expect(germanPreview.getByRole("heading", { level: 1 })).toHaveText("Erntenachrichten");
  await publish(page, "English, German");

  const german = await visitorPage(visitor, `/de/pages/${slug}`);
  expect(german.status).toBe(200);
  await expect(mainHeading(german.page)).toHaveText("Erntenachrichten");
  await expect(german.page.getByText("Die Lese ist vorbei: ein kleiner, feiner Jahrgang.")).toBeVisible();
  await first.page.reload();
  await expect(first.page.getByText("The harvest is over: a small, fine vintage.")).toBeVisible();
  // Italian has no version: English, with a note in Italian.
  const italian = await visitorPage(visitor, `/it/pages/${slug}`);
  await expect(italian.page.getByText("Questa pagina non è ancora disponibile in italiano")).toBeVisible();
  await expect(mainHeading(italian.page)).toHaveText("Harvest news");

  // In the sitemap, with every language.
  const locations = new Set(await sitemapLocations(request));
  for (const locale of ["en", "de", "fr", "es", "it"])
    expect(locations.has(`${baseURL}/${locale}/pages/${slug}`), `${locale} in the sitemap`).toBe(true);

  await page.goto("/en/organizer/pages");
  await expect(page.getByRole("row").filter({ hasText: slug })).toContainText("Published in English, German");
  await expectNoSeriousViolations(page, "the content pages list");
  await visitor.close();
});

test("a script in a page's body never runs: the sanitizer removes it and the CSP blocks one added to the page", async ({
  page,
  context,
  browser,
  browserProblems,
}) => {
  test.setTimeout(90_000);
  await signIn(context, ORGANIZER);
  const slug = uniqueSlug("xss");
  await createPage(page, slug);
  await write(
    page,
    "Safe page",
    [
      "Hello <script>window.__pwned = 'script'</script>",
      "",
      '<img src="/media/none.png" onerror="window.__pwned = \'onerror\'"> <img src="x" onerror="window.__pwned = \'img\'">',
      "",
      "[click me](javascript:window.__pwned='link') <a href=\"javascript:window.__pwned='a'\">and me</a>",
      "",
      '<iframe src="https://example.com"></iframe><p onmouseover="window.__pwned=\'hover\'">Hover</p>',
    ].join("\n"),
  );
  // An image goes through the upload checks into the site's media, then into the text.
  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "tiny.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  });
  await page.getByRole("button", { name: "Upload and insert" }).click();
  await expect(page.getByText("The image is too small. It should at least have 5kb.")).toBeVisible();
  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "cellar.png",
    mimeType: "image/png",
    buffer: await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer(),
  });
  await page.getByLabel("Image description (for people who cannot see it)").fill("Our cellar");
  await page.getByRole("button", { name: "Upload and insert" }).click();
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(/!\[Our cellar\]\(\/media\/pages\/[^)]+\.webp\)/);
  await expect(saveState(page)).toHaveText(/^Draft saved/);
  await publish(page, "English");

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const response = await reader.goto(`/en/pages/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(mainHeading(reader)).toHaveText("Safe page");
  const cellar = reader.getByRole("img", { name: "Our cellar" });
  await expect(cellar).toHaveAttribute("src", /^\/media\/pages\//);
  await expect.poll(() => cellar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  const article = reader.getByRole("article");
  await article.getByText("Hover", { exact: true }).hover();
  await article.getByText("and me", { exact: true }).click();
  expect(await reader.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  const body = await article.innerHTML();
  expect(body).not.toMatch(/<script|onerror|onmouseover|href="javascript:|<iframe/i);

  // Even a script that got into the page some other way does not run: it has no nonce or hash.
  const policy = (await reader.request.get(`/en/pages/${slug}`)).headers()["content-security-policy"];
  const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
  expect(scriptSrc).toMatch(/^script-src 'self' /);
  expect(scriptSrc).not.toContain("unsafe-inline");
  const violated = await reader.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        setTimeout(() => resolve(null), 3000);
      }),
  );
  expect(violated).toBe("script-src-elem");
  expect(await reader.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  // That refusal was the point: it is not a problem of the page.
  const expected = browserProblems.filter((problem) => /CSP violation/.test(problem) && problem.includes(slug));
  expect(expected.length).toBeGreaterThan(0);
  browserProblems.splice(0, browserProblems.length, ...browserProblems.filter((p) => !expected.includes(p)));
  await visitor.close();
});

test("previews are the 404 page for a signed-out visitor and a signed-in non-organizer; the organizer's is private", async ({
  page,
  context,
  browser,
}) => {
  await signIn(context, ORGANIZER);
  await page.goto("/en/organizer/pages");
  const href = await page.getByRole("link", { name: "privacy", exact: true }).getAttribute("href");
  const pageId = href!.split("/").at(-1)!;
  const previews = [`/cms-preview/pages/${pageId}`, `/cms-preview/regions/${pageId}`, "/cms-preview/pages/noPreview"];

  const response = await page.goto(`/cms-preview/pages/${pageId}?locale=de`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByText("Preview", { exact: true })).toBeVisible();
  await expect(mainHeading(page)).toHaveText("Datenschutzerklärung");
  await expectNoSeriousViolations(page, "a content page preview");
  await page.goto("/cms-preview/pages/noPreview");
  await expect(mainHeading(page)).toHaveText("Nothing to preview yet");

  const signedOut = await browser.newContext();
  const someone = await browser.newContext();
  await login(someone);
  for (const [who, ctx] of [
    ["signed out", signedOut],
    ["not an organizer", someone],
  ] as const) {
    const tab = await ctx.newPage();
    for (const path of previews) {
      const answer = await tab.goto(path);
      expect(answer?.status(), `${who}: ${path}`).toBe(404);
      await expect(mainHeading(tab), `${who}: ${path}`).toHaveText("Page not found");
      await expect(tab.getByText("Datenschutzerklärung")).toHaveCount(0);
    }
    // An id that does not exist looks the same.
    expect((await tab.goto("/cms-preview/pages/0123456789abcdef01234567"))?.status()).toBe(404);
  }
  // The editor is the no-permission page for a non-organizer.
  const tab = await someone.newPage();
  expect((await tab.goto("/en/organizer/pages"))?.status()).toBe(403);
  expect((await tab.goto(href!))?.status()).toBe(403);
  await signedOut.close();
  await someone.close();
});

test("the home page's hero and the footer are the demo's published regions, in the reader's language", async ({
  page,
}) => {
  await page.goto("/de");
  await expect(mainHeading(page)).toHaveText("Messen für Wein, Bier und Spirituosen");
  await expect(page.getByRole("main").getByText("Lernen Sie die Winzer, Brauer und Brenner")).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("der Katalog und Treffpunkt der Messen")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/de/pages/privacy");
  await footer.getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(mainHeading(page)).toHaveText("Datenschutzerklärung");
  await expectNoSeriousViolations(page, "the data privacy page");
});

test("another event's pages and its home page's hero are at the event's own addresses", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const eventId = await eventOfMyOwn("Harbour Fair");
  await organizerOf(context, eventId, "Hanna");
  const slug = uniqueSlug("doors");

  await page.goto(`/en/organizer/pages?event=${eventId}`);
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(mainHeading(page)).toHaveText(`Edit “${slug}”`);
  await waitForHydration(page);
  await write(page, "Opening hours", "Doors open at **10:00**.");
  await publish(page, "English");
  const path = `/p/en/events/${eventId}/pages/${slug}`;
  await expect(page.getByRole("link", { name: "Public page" })).toHaveAttribute("href", path);

  // The event's hero region, written on the same list.
  await page.goto(`/en/organizer/pages?event=${eventId}`);
  await page.getByLabel("Address").fill("event-hero");
  await page.getByLabel("Kind").selectOption({ label: "Region" });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(mainHeading(page)).toHaveText("Edit “event-hero”");
  await waitForHydration(page);
  await write(page, "Welcome to the harbour", "Three halls of wine, beer and spirits.");
  await publish(page, "English");

  const visitor = await browser.newContext();
  try {
    // A German reader gets the English page with the note; the primary event's address does not have it.
    const german = await visitorPage(visitor, `/p/de/events/${eventId}/pages/${slug}`);
    expect(german.status).toBe(200);
    await expect(mainHeading(german.page)).toHaveText("Opening hours");
    await expect(german.page.getByText("Doors open at 10:00.")).toBeVisible();
    await expect(german.page.getByText("Diese Seite gibt es noch nicht auf Deutsch")).toBeVisible();
    expect((await visitorPage(visitor, `/en/pages/${slug}`)).status).toBe(404);

    const home = await visitorPage(visitor, `/p/en/events/${eventId}`);
    await expect(mainHeading(home.page)).toHaveText(/^Harbour Fair/);
    await expect(home.page.getByText("Welcome to the harbour")).toBeVisible();
    await expect(home.page.getByText("Three halls of wine, beer and spirits.")).toBeVisible();
    await expectNoSeriousViolations(home.page, "an event home page with its hero");
  } finally {
    await visitor.close();
  }

  // The event's part of the sitemap (the event was made behind the site's back, so the cached index does not name it yet).
  const locations = new Set(await sitemapLocations(request, `/sitemaps/${eventId}-1.xml`));
  for (const locale of ["en", "de", "fr", "es", "it"])
    expect(locations.has(`${baseURL}/p/${locale}/events/${eventId}/pages/${slug}`), `${locale} in the sitemap`).toBe(
      true,
    );
});
