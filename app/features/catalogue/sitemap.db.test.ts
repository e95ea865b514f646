import { beforeAll, describe, expect, it } from "vitest";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { getEvent } from "../events/events.server";
import {
  eventSitemapPaths,
  PAGES_PER_SITEMAP,
  parsePartName,
  partCount,
  partOf,
  partPath,
  productPages,
  renderSitemapIndex,
  renderUrlset,
} from "./sitemap.server";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

const NOW = "2026-11-01T00:00:00.000Z";

describeEachDialect("sitemap", (t) => {
  const ids = { event: "", renamed: "", ammer: "", beta: "", producer: "", p1: "", p2: "", p3: "", p4: "", list: "" };

  beforeAll(async () => {
    const db = t.db;
    ids.event = await insertEvent(db);
    ids.renamed = await insertEvent(db, { settings: { segments: { products: "weine", exhibitors: "aussteller" } } });
    ids.ammer = await insertExhibitor(db, { slug: "ammer" });
    ids.beta = await insertExhibitor(db, { slug: "beta" });
    ids.producer = await insertProducer(db);
    ids.p1 = await insertProduct(db, { exhibitor_id: ids.ammer, producer_id: ids.producer });
    ids.p2 = await insertProduct(db, { exhibitor_id: ids.ammer, producer_id: PLACEHOLDER_PRODUCER_ID });
    ids.p3 = await insertProduct(db, { exhibitor_id: ids.beta, producer_id: null });
    // A producer id with no record: no producer page.
    ids.p4 = await insertProduct(db, { exhibitor_id: ids.ammer, producer_id: "f".repeat(24) });
    await register(db, {
      eventId: ids.event,
      exhibitorId: ids.ammer,
      products: [{ id: ids.p1 }, { id: ids.p2 }, { id: ids.p4 }],
    });
    await register(db, { eventId: ids.event, exhibitorId: ids.beta, products: [{ id: ids.p3 }] });
    await register(db, { eventId: ids.renamed, exhibitorId: ids.beta, products: [{ id: ids.p3 }] });
    ids.list = `${"1".repeat(23)}a`;
    await db
      .insertInto("product_lists")
      .values({ id: ids.list, event_id: ids.event, slug: "top", position: 0, created_at: NOW, updated_at: NOW })
      .execute();
    await db
      .insertInto("areas")
      .values({
        id: "2".repeat(24),
        event_id: ids.event,
        slug: "hall-1",
        position: 0,
        image_id: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  });

  const summary = async (id: string) => (await getEvent(t.db, { idOrSlug: id, locale: "en" }))!;

  it("lists every catalogue page of an event, products through their exhibitor", async () => {
    const paths = await eventSitemapPaths(t.db, { event: await summary(ids.event), primary: true });
    const base = `/p/en/events/${ids.event}`;
    const byExhibitor = (exhibitor: string, product: string) => `${base}/products/by-exhibitor/${exhibitor}/${product}`;
    expect(paths.toSorted()).toEqual(
      [
        base,
        `${base}/exhibitors`,
        `${base}/products`,
        `${base}/producers`,
        `${base}/productLists`,
        `${base}/areas`,
        `${base}/exhibitors/${ids.ammer}`,
        `${base}/exhibitors/${ids.beta}`,
        byExhibitor(ids.ammer, ids.p1),
        byExhibitor(ids.ammer, ids.p2),
        byExhibitor(ids.ammer, ids.p4),
        byExhibitor(ids.beta, ids.p3),
        // The placeholder is no producer; exhibitors standing in have their own pages.
        `${base}/producers/${ids.producer}`,
        `${base}/productLists/${ids.list}`,
        `${base}/areas/hall-1`,
        "/en/catalog",
        "/en/catalog/ammer",
        "/en/catalog/beta",
      ].toSorted(),
    );
  });

  it("reads the products and producers a chunk at a time, each once, in id order", async () => {
    const whole = await productPages(t.db, ids.event);
    for (const chunk of [1, 2]) expect(await productPages(t.db, ids.event, chunk)).toEqual(whole);
    expect(whole.products.map((row) => row.product_id)).toEqual([ids.p1, ids.p2, ids.p3, ids.p4].sort());
    expect(whole.producers).toEqual([ids.producer]);
  });

  it("uses the event's own segments and leaves out the catalogue of an event that is not the primary one", async () => {
    const paths = await eventSitemapPaths(t.db, { event: await summary(ids.renamed), primary: false });
    const base = `/p/en/events/${ids.renamed}`;
    expect(paths).toContain(`${base}/weine/by-exhibitor/${ids.beta}/${ids.p3}`);
    expect(paths).toContain(`${base}/aussteller/${ids.beta}`);
    expect(
      paths.some((path) => path.includes("/catalog") || path.endsWith("/productLists") || path.endsWith("/areas")),
    ).toBe(false);
  });

  it("writes each page once per locale with absolute hreflang alternates", async () => {
    const paths = await eventSitemapPaths(t.db, { event: await summary(ids.event), primary: true });
    const body = renderUrlset("https://fair.example", paths);
    expect(body.match(/<url>/g)).toHaveLength(paths.length * 5);
    const home = `https://fair.example/p/de/events/${ids.event}`;
    expect(body).toContain(`<url><loc>${home}</loc>`);
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="it" href="https://fair.example/p/it/events/${ids.event}"/>`,
    );
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://fair.example/p/en/events/${ids.event}"/>`,
    );
    expect(body).toContain("<loc>https://fair.example/fr/catalog/beta</loc>");
  });
});

describe("sitemap parts", () => {
  it("cuts pages into parts of at most 10,000 URLs", () => {
    expect(PAGES_PER_SITEMAP * 5).toBeLessThanOrEqual(10_000);
    const pages = Array.from({ length: PAGES_PER_SITEMAP * 2 + 1 }, (_, i) => `/en/${i}`);
    expect(partCount(pages.length)).toBe(3);
    expect(partCount(0)).toBe(1);
    expect(partOf(pages, 1)).toHaveLength(PAGES_PER_SITEMAP);
    expect(partOf(pages, 3)).toEqual([`/en/${PAGES_PER_SITEMAP * 2}`]);
    expect(partOf(pages, 4)).toBeNull();
    expect(partOf(pages, 0)).toBeNull();
  });

  it("names parts so the part route can read them back", () => {
    expect(partPath("abc", 2)).toBe("/sitemaps/abc-2.xml");
    expect(parsePartName("abc-2.xml")).toEqual({ owner: "abc", n: 2 });
    expect(parsePartName("site-1.xml")).toEqual({ owner: "site", n: 1 });
    expect(parsePartName("abc-0.xml")).toBeNull();
    expect(parsePartName("abc.xml")).toBeNull();
    expect(renderSitemapIndex("https://x.example/", ["/sitemaps/site-1.xml"])).toContain(
      "<sitemap><loc>https://x.example/sitemaps/site-1.xml</loc></sitemap>",
    );
  });
});
