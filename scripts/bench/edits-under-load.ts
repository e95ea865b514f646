import autocannon from "autocannon";
import { links } from "~/lib/links";
import type { BenchProduct } from "./bench-catalogue";

// bench:scale's edits under load (scripts/bench/scale.ts).

interface Read {
  reqPerSec: number;
  p99: number;
  non2xx: number;
}

/**
 * One product rename a second (through the admin API) while three
 * autocannon instances read cached product pages, cold and cached list
 * queries and the search API: how long until the new name is found by
 * search and shown on its page, how many cached pages each edit evicted,
 * and what the readers got meanwhile.
 */
export async function editsUnderLoad(
  origin: string,
  eventId: string,
  urls: { product: string[]; list: string[]; editable: BenchProduct[] },
  options: { edits: number; adminToken: string },
): Promise<void> {
  const EDITS = options.edits;
  const searches = ["q=riesling&country=DE", "q=pinot&color=red", "kind=Beer", "q=chardonnay&price=10to20"].map(
    (query) => `/api/search/${eventId}/products?${query}`,
  );
  const read = (paths: string[]) =>
    autocannon({
      url: origin,
      connections: 8,
      duration: EDITS + 2,
      requests: paths.map((p) => ({ method: "GET", path: p, headers: { "accept-encoding": "gzip" } })),
    }).then((result): Read => ({ reqPerSec: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }));
  const readers = Promise.all([read(urls.product), read(urls.list), read(searches)]);
  const health = async () =>
    ((await (await fetch(`${origin}/api/health`)).json()) as { pageCache: { invalidated: number } }).pageCache;
  const searchable: number[] = [];
  const onPage: number[] = [];
  const evicted: number[] = [];
  for (let k = 0; k < EDITS; k++) {
    const started = performance.now();
    const { product_id: productId, exhibitor_id: exhibitorId } = urls.editable[k];
    const word = `Benchzq${k}x${Date.now().toString(36)}`;
    const before = (await health()).invalidated;
    const response = await fetch(`${origin}/api/admin/products/${productId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${options.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `${word} Cuvée` }),
    });
    if (!response.ok) throw new Error(`the edit answered ${response.status}: ${await response.text()}`);
    for (;;) {
      const found = (await (await fetch(`${origin}/api/search/${eventId}/products?q=${word}`)).json()) as {
        total: number;
      };
      if (found.total > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    searchable.push(performance.now() - started);
    const path = links.productByExhibitor({ locale: "en", collectionId: eventId }, exhibitorId, productId);
    while (!(await (await fetch(origin + path)).text()).includes(word)) await new Promise((r) => setTimeout(r, 10));
    onPage.push(performance.now() - started);
    evicted.push((await health()).invalidated - before);
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
  }
  const [product, list, search] = await readers;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const max = (values: number[]) => Math.max(...values);
  console.log(`${EDITS} product renames, one a second, under load:`);
  console.log(
    `  searchable after: median ${median(searchable).toFixed(0)} ms, max ${max(searchable).toFixed(0)} ms; on its page after: median ${median(onPage).toFixed(0)} ms, max ${max(onPage).toFixed(0)} ms`,
  );
  console.log(`  pages evicted per edit: median ${median(evicted)}, max ${max(evicted)}`);
  for (const [name, r] of [
    ["cached product pages", product],
    ["products lists (cold and cached)", list],
    ["search API", search],
  ] as const) {
    console.log(`  ${name}: ${r.reqPerSec.toFixed(0)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
  }
}
