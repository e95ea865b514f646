import { describe, expect, it } from "vitest";
import { createRouteLabeler } from "./route-label";

const manifest = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/locale": { id: "routes/locale", parentId: "root", path: ":locale" },
  "routes/product": { id: "routes/product", parentId: "routes/locale", path: "products/:productId" },
  "routes/splat": { id: "routes/splat", parentId: "root", path: "*" },
};

describe("the route of a request in metrics and logs", () => {
  const label = createRouteLabeler(manifest);

  it("names a page by its React Router route, never by its URL", () => {
    expect(label("/en/products/p-123")).toBe("page:routes/product");
    expect(label("/de/products/another")).toBe("page:routes/product");
    expect(label("/")).toBe("page:routes/home");
  });

  it("puts files and unmatched API paths into a few fixed names", () => {
    expect(label("/assets/entry-abc.js")).toBe("/assets");
    expect(label("/media/products/x.webp")).toBe("/media");
    expect(label("/api/nothing/here")).toBe("/api (unmatched)");
  });

  it("names what no route matches as such", () => {
    const withoutSplat = createRouteLabeler({ root: manifest.root, "routes/home": manifest["routes/home"] });
    expect(withoutSplat("/favicon.ico")).toBe("file");
    expect(withoutSplat("/en/whatever")).toBe("unmatched");
  });

  it("names a path the same when asked again, after thousands of other paths", () => {
    const fresh = createRouteLabeler(manifest);
    expect(fresh("/en/products/first")).toBe("page:routes/product");
    for (let n = 0; n < 5000; n++) expect(fresh(`/en/products/p-${n}`)).toBe("page:routes/product");
    expect(fresh("/en/products/first")).toBe("page:routes/product");
    expect(fresh("/")).toBe("page:routes/home");
  });
});
