import { describe, expect, it } from "vitest";
import { afterTypedCode, scannedTarget, typedTarget } from "./scanned-code";

const ORIGIN = "https://fair.example";

describe("scanned codes", () => {
  it("opens this site's product codes with the tasting note ready, in either case", () => {
    expect(scannedTarget("https://fair.example/q/K7M2QX", ORIGIN)).toBe("/q/K7M2QX#tasting-note");
    expect(scannedTarget(" https://fair.example/q/k7m2qx ", ORIGIN)).toBe("/q/K7M2QX#tasting-note");
  });

  it("is not this site's code: another site, another path, no URL, a malformed code", () => {
    expect(scannedTarget("https://evil.example/q/K7M2QX", ORIGIN)).toBeNull();
    expect(scannedTarget("https://fair.example/en/catalog", ORIGIN)).toBeNull();
    expect(scannedTarget("WIFI:S:Hall 3;T:WPA;P:secret;;", ORIGIN)).toBeNull();
    expect(scannedTarget("https://fair.example/q/K7M2Q0", ORIGIN)).toBeNull();
    expect(scannedTarget("https://fair.example/q/%ZZ", ORIGIN)).toBeNull();
  });

  it("reads a typed code with spaces or a dash in it", () => {
    expect(typedTarget("k7m 2qx")).toBe("/q/K7M2QX#tasting-note");
    expect(typedTarget("K7M-2QX")).toBe("/q/K7M2QX#tasting-note");
    expect(typedTarget("K7M2")).toBeNull();
  });

  it("opens a person's badge, scanned or typed", () => {
    expect(scannedTarget("https://fair.example/b/k7m2qxabcd", ORIGIN)).toBe("/b/K7M2QXABCD");
    expect(scannedTarget("https://elsewhere.example/b/K7M2QXABCD", ORIGIN)).toBeNull();
    expect(scannedTarget("https://fair.example/b/K7M2QXABC", ORIGIN)).toBeNull();
    expect(typedTarget("k7m2q-xabcd")).toBe("/b/K7M2QXABCD");
  });

  it("reads the Scan page's typed code as the page it leads to, for the offline page", () => {
    expect(afterTypedCode("/de/scan?code=k7m2qx")).toBe("/q/K7M2QX#tasting-note");
    expect(afterTypedCode("/de/scan?code=ABCD-EFGH-JK")).toBe("/b/ABCDEFGHJK");
    expect(afterTypedCode("/de/scan?code=nonsense")).toBe("/de/scan?code=nonsense");
    expect(afterTypedCode("/p/de/events/x/products")).toBe("/p/de/events/x/products");
  });
});
