import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, pageSize } from "./page-cache";
import { compressPage, pageBody, pickEncoding, unpackPage } from "./page-encodings";

const HTML = "<p>Grüner Veltliner, Spätlese · 75 cl</p>".repeat(50);
const page = (encoding?: "br" | "gzip") =>
  compressPage({ status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(HTML), tags: [] }, encoding);

/** Until the copy being made in the background is there. */
async function until(made: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !made(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(made()).toBe(true);
}

describe("compressPage", () => {
  it("makes the one copy asked for, which unpacks to the body", async () => {
    const gz = await page("gzip");
    expect(gz.br).toBeNull();
    expect(gunzipSync(gz.gzip!).toString()).toBe(HTML);
    const br = await page("br");
    expect(br.gzip).toBeNull();
    expect(brotliDecompressSync(br.br!).toString()).toBe(HTML);
    expect((await unpackPage(gz)).toString()).toBe(HTML);
    expect((await unpackPage(br)).toString()).toBe(HTML);
    expect(br.br!.length).toBeLessThan(Buffer.byteLength(HTML));
    // The same body, the same validator, whichever copy came first.
    expect(br.etag).toBe(gz.etag);
    expect(gz.etag).toMatch(/^"[\w-]{20}"$/);
  });
});

describe("pageBody", () => {
  it("sends a browser that prefers brotli the gzip copy while the brotli one is made, then brotli", async () => {
    const entry = await page("gzip");
    expect(pageBody(entry, "gzip, deflate, br")).toEqual({ encoding: "gzip", body: entry.gzip });
    await until(() => entry.br !== null);
    expect(pageBody(entry, "gzip, deflate, br")).toEqual({ encoding: "br", body: entry.br });
    expect(brotliDecompressSync(entry.br!).toString()).toBe(HTML);
    // The gzip copy is kept for clients that ask for it.
    expect(pageBody(entry, "gzip").body).toBe(entry.gzip);
  });

  it("makes a gzip copy for a client without brotli, which meanwhile is sent the body unpacked", async () => {
    const entry = await page("br");
    expect(pageBody(entry, "gzip")).toEqual({ encoding: "identity", body: null });
    await until(() => entry.gzip !== null);
    expect(pageBody(entry, "gzip")).toEqual({ encoding: "gzip", body: entry.gzip });
    expect(gunzipSync(entry.gzip!).toString()).toBe(HTML);
  });

  it("makes the missing copy once, however many ask meanwhile", async () => {
    const entry = await page("gzip");
    const answers = Array.from({ length: 20 }, () => pageBody(entry, "br, gzip"));
    expect(new Set(answers.map((a) => a.encoding))).toEqual(new Set(["gzip"]));
    await until(() => entry.br !== null);
    const made = entry.br;
    pageBody(entry, "br");
    await new Promise((r) => setTimeout(r, 20));
    expect(entry.br).toBe(made);
  });

  it("sends the body unpacked to a client that takes no compression, and makes no copy", async () => {
    const entry = await page("gzip");
    expect(pageBody(entry, undefined)).toEqual({ encoding: "identity", body: null });
    expect(pageBody(entry, "identity").encoding).toBe("identity");
    await new Promise((r) => setTimeout(r, 20));
    expect(entry.br).toBeNull();
  });
});

describe("the cache's bound", () => {
  it("counts the copy not made yet, so that making it later keeps the cache near its bound", async () => {
    const entry = await page("gzip");
    const counted = pageSize(entry);
    pageBody(entry, "br");
    await until(() => entry.br !== null);
    expect(entry.gzip!.length + entry.br!.length + 512).toBeLessThanOrEqual(counted);
    const cache = new PageCache(counted * 3);
    for (let i = 0; i < 5; i++) cache.set(`/${i}`, await page("br"));
    expect(cache.stats().entries).toBe(3);
  });
});

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["identity", "identity"],
    [undefined, "identity"],
    ["*", "br"],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
    // Asked again (the second answer is looked up, not parsed): the same.
    expect(pickEncoding(header)).toBe(expected);
  });

  it("picks right for many different headers, those it has seen before among them", () => {
    for (let i = 0; i < 300; i++) {
      expect(pickEncoding(`gzip;q=0.${i + 1}, x-${i}`)).toBe("gzip");
      expect(pickEncoding(`br;q=0, x-${i}`)).toBe("identity");
    }
    expect(pickEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    // Longer than a header kept, twice.
    const long = `br;q=0, gzip, ${"x-long, ".repeat(60)}identity`;
    expect(pickEncoding(long)).toBe("gzip");
    expect(pickEncoding(long)).toBe("gzip");
  });
});
