import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache";
import { compressPage, unpackPage } from "./page-encodings";

const page = (text: string, tags: string[]) =>
  compressPage({ status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(text), tags });
const textOf = async (cached: unknown) => (await unpackPage(cached as CachedPage)).toString();

describe("PageCache", () => {
  it("evicts exactly the pages that show an invalidated tag", async () => {
    const cache = new PageCache(1_000_000);
    cache.set("/a", await page("a", ["event:1", "product:1"]));
    cache.set("/b", await page("b", ["event:1", "product:2"]));
    cache.set("/c", await page("c", ["event:2"]));
    expect(cache.invalidateTags(["product:1"])).toBe(1);
    expect(cache.get("/a")).toBeUndefined();
    expect(await textOf(cache.get("/b"))).toBe("b");
    expect(cache.invalidateTags(["event:1"])).toBe(1);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/c")).toBeDefined();
    // The health check reports the evictions (bench:scale counts them per edit).
    expect(cache.stats()).toMatchObject({ entries: 1, invalidated: 2 });
  });

  it("renders a page once for concurrent requests", async () => {
    const cache = new PageCache(1_000_000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return { page: await page("x", []) };
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => cache.getOrRender("/x", render)));
    expect(renders).toBe(1);
    expect(await Promise.all(results.map(textOf))).toEqual(["x", "x", "x", "x"]);
    expect(cache.stats().entries).toBe(1);
  });

  it("does not store or share what render declines to cache", async () => {
    const cache = new PageCache(1_000_000);
    let renders = 0;
    const render = async () => {
      const n = ++renders;
      await new Promise((r) => setTimeout(r, 10));
      return { uncached: `user ${n}` };
    };
    const results = await Promise.all([cache.getOrRender("/my", render), cache.getOrRender("/my", render)]);
    expect(results.sort()).toEqual(["user 1", "user 2"]);
    expect(cache.stats().entries).toBe(0);
  });

  it("does not store a render that overlapped an invalidation of its tags", async () => {
    const cache = new PageCache(1_000_000);
    const result = cache.getOrRender("/p", async () => {
      await new Promise((r) => setTimeout(r, 10));
      return { page: await page("stale", ["product:9"]) };
    });
    cache.invalidateTags(["product:9"]);
    expect(await textOf(await result)).toBe("stale");
    expect(cache.get("/p")).toBeUndefined();
  });

  it("clears every page, and does not store a render that overlapped the clearing", async () => {
    const cache = new PageCache(1_000_000);
    cache.set("/a", await page("a", ["event:1"]));
    const result = cache.getOrRender("/p", async () => {
      await new Promise((r) => setTimeout(r, 10));
      return { page: await page("stale", ["product:9"]) };
    });
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
    expect(await textOf(await result)).toBe("stale");
    expect(cache.get("/p")).toBeUndefined();
    await cache.getOrRender("/p", async () => ({ page: await page("fresh", ["product:9"]) }));
    expect(await textOf(cache.get("/p"))).toBe("fresh");
  });

  it("neither answers nor stores while what it holds cannot be trusted", async () => {
    let current = true;
    const cache = new PageCache(1_000_000, () => current);
    cache.set("/a", await page("a", []));
    current = false;
    expect(cache.get("/a")).toBeUndefined();
    let renders = 0;
    const render = async () => {
      renders++;
      return { page: await page(`b${renders}`, []) };
    };
    expect(await textOf(await cache.getOrRender("/b", render))).toBe("b1");
    expect(await textOf(await cache.getOrRender("/b", render))).toBe("b2");
    current = true;
    expect(cache.get("/b")).toBeUndefined();
    expect(await textOf(cache.get("/a"))).toBe("a");
  });

  it("drops tag bookkeeping of entries pushed out by size", async () => {
    const cache = new PageCache(3_000);
    for (let i = 0; i < 10; i++) cache.set(`/${i}`, await page("y".repeat(400) + i, [`product:${i}`]));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.get("/0")).toBeUndefined();
    expect(cache.invalidateTags(["product:0"])).toBe(0);
  });
});
