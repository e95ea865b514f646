import { describe, expect, it } from "vitest";
import { links } from "~/lib/links";
import { coldListQueries } from "./server-process";
import { EXHIBITOR_EVERY, warmUpPages } from "./warm-up-pages";

const base = { locale: "en" as const, collectionId: "e1" };
const listPath = links.products(base);

describe("the warm-up before cold pages are measured", () => {
  it("asks product pages and lists in turn from the ranges given, an exhibitor page after every fourth of each", () => {
    const pages = warmUpPages({
      count: 8,
      productPath: (i) => `/product/${i}`,
      firstProduct: 301,
      listPath,
      firstList: 300,
      exhibitorIds: ["x1", "x2", "x3"],
      base,
    });
    expect(pages.map((page) => page.path)).toEqual([
      "/product/301",
      ...coldListQueries(listPath, 300, 1),
      "/product/302",
      ...coldListQueries(listPath, 301, 1),
      "/product/303",
      ...coldListQueries(listPath, 302, 1),
      "/product/304",
      ...coldListQueries(listPath, 303, 1),
      links.exhibitor(base, "x1"),
      "/product/305",
      ...coldListQueries(listPath, 304, 1),
      "/product/306",
      ...coldListQueries(listPath, 305, 1),
      "/product/307",
      ...coldListQueries(listPath, 306, 1),
      "/product/308",
      ...coldListQueries(listPath, 307, 1),
      links.exhibitor(base, "x2"),
    ]);
    expect(pages.filter((page) => page.kind === "list").map((page) => page.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("asks no exhibitor twice when there are fewer exhibitors than turns", () => {
    const pages = warmUpPages({
      count: EXHIBITOR_EVERY * 5,
      productPath: (i) => `/product/${i}`,
      firstProduct: 0,
      listPath,
      firstList: 0,
      exhibitorIds: ["only"],
      base,
    });
    expect(pages.filter((page) => page.kind === "exhibitor").map((page) => page.path)).toEqual([
      links.exhibitor(base, "only"),
    ]);
  });
});
