// bench:scale with a season of events (--events above 2, scripts/bench/scale.ts):
// which events' product indexes the start warmed within the budget
// (SEARCH_MAX_PRODUCTS), the search API's latency in the primary event and in
// one whose index was not held (its first search loads it again, from its
// snapshot once it has one), and whether the primary event's index stayed.

/** The events whose product index is built and none building, once the warming at start has settled (from /metrics). */
export async function settledProductIndexes(origin: string, timeoutMs = 600_000): Promise<string[]> {
  const since = performance.now();
  let last = "";
  let stableSince = performance.now();
  for (;;) {
    const text = await (await fetch(`${origin}/metrics`)).text();
    const built = [...text.matchAll(/^uncork_search_index_built\{event="([^"]+)",index="products"\} 1$/gm)].map(
      (m) => m[1],
    );
    const building = /^uncork_search_index_building\{[^}]*\} 1$/m.test(text);
    const key = `${building}:${built.sort().join(",")}`;
    if (key !== last) {
      last = key;
      stableSince = performance.now();
    } else if (!building && performance.now() - stableSince > 3_000) {
      return built;
    }
    if (performance.now() - since > timeoutMs) throw new Error(`the search indexes did not settle in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const WORDS = [
  "pinot",
  "riesling",
  "ipa",
  "chardonay",
  "rhone",
  "tempranilo",
  "sauvignon blan",
  "gin",
  "cidre",
  "merlot",
];
const FACETS = ["country=FR", "color=red", "kind=Beer", "country=IT", "color=white", "kind=Spirit"];

/**
 * `rounds` searches of the event, one after another, each a query not asked
 * before (a word, a facet and a page), so no answer comes from the answer
 * cache: the first answer's time, then the others' median and p99, in ms.
 */
export async function searchLatency(
  origin: string,
  eventId: string,
  rounds: number,
  salt: number,
): Promise<{ first: number; p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < rounds + 1; i++) {
    const query = `q=${encodeURIComponent(WORDS[i % WORDS.length])}&${FACETS[i % FACETS.length]}&page=${1 + ((i + salt) % 40)}`;
    const started = performance.now();
    const response = await fetch(`${origin}/api/search/${eventId}/products?${query}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search ${query} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const first = times.shift() ?? 0;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { first, p50: at(0.5), p99: at(0.99) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The season's part of bench:scale; returns the figures its summary line quotes. */
export async function measureSeasonSearch(
  origin: string,
  events: { id: string; products: number }[],
  primary: string,
  rssMb: () => number,
) {
  const held = await settledProductIndexes(origin);
  const heldProducts = events.filter((e) => held.includes(e.id)).reduce((sum, e) => sum + e.products, 0);
  const total = events.reduce((sum, e) => sum + e.products, 0);
  console.log(
    `season: ${events.length} events, ${total} registered products; warmed at start: ${held.length} product indexes holding ${heldProducts} products; RSS ${rssMb().toFixed(0)} MB`,
  );
  // Warm-up (the JIT), on queries not timed below.
  await searchLatency(origin, primary, 50, 1000);
  const inPrimary = await searchLatency(origin, primary, 300, 0);
  console.log(
    `  search API in the primary event (${events.find((e) => e.id === primary)?.products} products), 300 new queries one at a time: median ${ms(inPrimary.p50)}, p99 ${ms(inPrimary.p99)}`,
  );
  const other = events.find((e) => !held.includes(e.id) && e.products >= 10_000);
  if (!other) return { held: held.length, heldProducts, inPrimary, other: null };
  const inOther = await searchLatency(origin, other.id, 300, 0);
  const stillHeld = await settledProductIndexes(origin);
  console.log(
    `  an event whose index was not held (${other.products} products): first search ${ms(inOther.first)} (its index built), then median ${ms(inOther.p50)}, p99 ${ms(inOther.p99)}; primary still held: ${stillHeld.includes(primary)}; ${stillHeld.length} product indexes held; RSS ${rssMb().toFixed(0)} MB`,
  );
  // An event warmed at start and let go for that one: its snapshot (written by the first start) is loaded again.
  const letGo = held.find((id) => !stillHeld.includes(id));
  let again: number | null = null;
  if (letGo) {
    again = (await searchLatency(origin, letGo, 20, 0)).first;
    console.log(
      `  an event warmed at start and let go meanwhile, searched again: first search ${ms(again)} (its index loaded from its snapshot)`,
    );
  }
  return { held: held.length, heldProducts, inPrimary, other: inOther, again };
}
