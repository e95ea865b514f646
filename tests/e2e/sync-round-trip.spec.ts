import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { mainHeading, productArticle, waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// The round trip of docs/data-in.md: a second Uncork (B), with an empty
// database, fills itself from this one's public GraphQL API (A) with the
// sync, and both show the same facts on the same product pages, in English
// and in German. The sync carries the catalogue's names, kinds, vintages,
// places, producers, exhibitors, stands and descriptions, the analytical
// data, grapes and awards; what it does not carry yet (images, files) is not
// compared.

const A_PORT = Number(process.env.E2E_PORT ?? 3300);
const B_PORT = A_PORT + 37;
const B_TOKEN = "e2e-mirror-admin-token-0123";
const B_DIR = path.resolve(`${process.env.E2E_DATA_DIR ?? "./data/e2e"}-mirror`);
const A = `http://127.0.0.1:${A_PORT}`;
const B = `http://127.0.0.1:${B_PORT}`;

let mirror: ChildProcess | undefined;

test.afterAll(() => {
  mirror?.kill();
});

async function startMirror(): Promise<void> {
  rmSync(B_DIR, { recursive: true, force: true });
  mirror = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(B_PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: `file:${path.join(B_DIR, "uncork.db")}`,
      MEDIA_DIR: path.join(B_DIR, "media"),
      OUTBOX_DIR: path.join(B_DIR, "outbox"),
      AUTH_SECRET_FILE: path.join(B_DIR, "auth-secret"),
      LOAD_DEMO: "never",
      ADMIN_TOKEN: B_TOKEN,
      PRODUCT_API_URL: `${A}/api/graphql`,
      PRODUCT_API_CACHE_HEADER: "Cache-Control: no-cache",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; tries < 120; tries++) {
    try {
      if ((await fetch(`${B}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the mirror did not start on ${B}`);
}

/** The analytical facts of an English product page, by their terms. */
/** What a product page shows that the sync does not carry (yet): the bottle image and the documents. */
const NOT_CARRIED = ["img", "[data-files]"];

/** The facts a product page shows: every term of its definition lists with its value, and its text. */
async function facts(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  const heading = (await mainHeading(page).innerText()).replace(/\s+/g, " ").trim();
  const text = (await productArticle(page).innerText()).replace(/\s+/g, " ");
  const analysis = await productArticle(page).evaluate((article, skip) => {
    const out: Record<string, string> = {};
    const clean = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      for (const gone of copy.querySelectorAll(skip.join(","))) gone.remove();
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    };
    for (const dt of article.querySelectorAll("dt")) {
      const dd = dt.nextElementSibling;
      if (dd?.tagName === "DD") out[clean(dt)] = clean(dd);
    }
    return out;
  }, NOT_CARRIED);
  return { heading, text, analysis };
}

/** What an exhibitor page shows that the sync carries: the company section, the distribution, the website. */
async function exhibitorFactsOf(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  const section = async (id: string) => {
    const found = page.locator(`section[aria-labelledby="${id}"]`);
    return (await found.count()) ? (await found.innerText()).replace(/\s+/g, " ").trim() : "";
  };
  const website = page.locator('section[aria-labelledby="contact"] a[href^="http"]').first();
  return {
    company: await section("company"),
    distribution: await section("distribution"),
    website: (await website.count()) ? await website.getAttribute("href") : null,
  };
}

test("a second site fills itself from this one's GraphQL API and shows the same products", async ({
  page,
  request,
}) => {
  // Two syncs of the demo catalogue with every text in five languages, and 15 pages opened on each site.
  test.setTimeout(300_000);
  const events = (await (
    await request.post("/api/graphql", {
      data: {
        query:
          "{ events { eventId products(first: 5) { totalCount nodes { productId exhibitorId name description producer { name } exhibitor { name } stand grapeVarieties { varietyName } awards { award } } } } }",
      },
    })
  ).json()) as {
    data: {
      events: {
        eventId: string;
        products: {
          totalCount: number;
          nodes: {
            productId: string;
            exhibitorId: string;
            name: string;
            description: string;
            producer: { name: string } | null;
            exhibitor: { name: string };
            stand: string;
            grapeVarieties: { varietyName: string }[];
            awards: { award: string }[];
          }[];
        };
      }[];
    };
  };
  const event = events.data.events.find((e) => e.products.totalCount > 0)!;
  await startMirror();

  // The mirror has no event yet: the sync creates it from A's and fills it.
  const sync = await fetch(`${B}/api/admin/events/${event.eventId}/sync`, {
    method: "POST",
    headers: { authorization: `Bearer ${B_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ dryRun: false }),
  });
  expect(sync.status, await sync.clone().text()).toBe(200);
  const report = (await sync.json()) as {
    createsEvent: boolean;
    counts: { product: { add: number } };
    problems: unknown[];
  };
  expect(report.createsEvent).toBe(true);
  expect(report.counts.product.add).toBe(event.products.totalCount);
  expect(report.problems).toEqual([]);

  let factsCompared = 0;
  for (const product of event.products.nodes) {
    for (const locale of ["en", "de"]) {
      const pathOf = `/p/${locale}/events/${event.eventId}/products/by-exhibitor/${product.exhibitorId}/${product.productId}`;
      const a = await facts(page, A + pathOf);
      const b = await facts(page, B + pathOf);
      expect(b.heading).toBe(a.heading);
      expect(b.text).toContain(product.exhibitor.name);
      if (product.producer) expect(b.text).toContain(product.producer.name);
      if (product.stand) expect(b.text).toContain(product.stand);
      // Every fact A's page lists (trade, overview, analysis, vineyard, cellar, packaging, sensory scales), as A shows it.
      expect(b.analysis).toEqual(a.analysis);
      factsCompared += Object.keys(a.analysis).length;
      for (const name of [...product.grapeVarieties.map((g) => g.varietyName), ...product.awards.map((w) => w.award)])
        if (a.text.includes(name)) expect(b.text).toContain(name);
      // The description in the page's language, as A shows it.
      const paragraph = a.text.includes(product.description.slice(0, 40)) ? product.description.slice(0, 40) : null;
      if (locale === "en" && paragraph) expect(b.text).toContain(paragraph);
    }
  }

  expect(factsCompared, "the sampled product pages show analytical facts").toBeGreaterThan(0);

  // The exhibitors' pages: their company facts, offering, distribution and website, as A shows them.
  let exhibitorFacts = 0;
  for (const exhibitorId of new Set(event.products.nodes.map((p) => p.exhibitorId))) {
    const pathOf = `/p/en/events/${event.eventId}/exhibitors/${exhibitorId}`;
    const [a, b] = [await exhibitorFactsOf(page, A + pathOf), await exhibitorFactsOf(page, B + pathOf)];
    expect(b).toEqual(a);
    exhibitorFacts += Object.values(a).filter(Boolean).length;
  }
  expect(exhibitorFacts, "the sampled exhibitor pages show facts").toBeGreaterThan(0);

  // A second sync finds nothing to change.
  const again = await fetch(`${B}/api/admin/events/${event.eventId}/sync`, {
    method: "POST",
    headers: { authorization: `Bearer ${B_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ dryRun: true }),
  });
  expect(((await again.json()) as { totalChanges: number }).totalChanges).toBe(0);
});
