import { type LinkBase, links } from "~/lib/links";
import { coldListQueries } from "./server-process";

// The warm-up before cold pages are measured, for bench:cold-pages and
// bench:scale alike (decision 0034): product pages and lists in turn, with an
// exhibitor page after every EXHIBITOR_EVERY of each, as a site serves more
// than two kinds of page (the renderer, the layouts and the cards are shared
// with them). V8 has compiled a page's code after about a thousand.

/** An exhibitor page after every this many product pages and lists: 500 in a warm-up of 2,000. */
export const EXHIBITOR_EVERY = 4;

export interface WarmUpPage {
  path: string;
  /** What the page is; `index` counts the product pages and the lists each from 0. */
  kind: "product" | "list" | "exhibitor";
  index: number;
}

/**
 * `count` product pages (`productPath(firstProduct + i)`) and `count` lists
 * (the cold list queries from the `firstList`th) in turn, and an exhibitor
 * page after every EXHIBITOR_EVERY of each, as long as there are exhibitors
 * not yet asked. The caller picks ranges no measured page is in.
 */
export function warmUpPages(options: {
  count: number;
  productPath: (i: number) => string;
  firstProduct: number;
  listPath: string;
  firstList: number;
  exhibitorIds: readonly string[];
  base: LinkBase;
}): WarmUpPage[] {
  const { count, productPath, firstProduct, exhibitorIds, base } = options;
  const lists = coldListQueries(options.listPath, options.firstList, count);
  const pages: WarmUpPage[] = [];
  for (let i = 0; i < count; i++) {
    pages.push({ path: productPath(firstProduct + i), kind: "product", index: i });
    pages.push({ path: lists[i], kind: "list", index: i });
    const exhibitor = Math.floor(i / EXHIBITOR_EVERY);
    if (i % EXHIBITOR_EVERY === EXHIBITOR_EVERY - 1 && exhibitor < exhibitorIds.length) {
      pages.push({ path: links.exhibitor(base, exhibitorIds[exhibitor]), kind: "exhibitor", index: exhibitor });
    }
  }
  return pages;
}
