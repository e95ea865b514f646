import { randomBytes } from "node:crypto";
import { asUser } from "../support/cluster/accounts";
import { searchPath } from "../support/cluster/catalogue";
import { ADMIN_TOKEN } from "../support/cluster/cluster";
import { openLiveStream } from "../support/cluster/live-stream";
import { percentile, timeUntil } from "../support/cluster/time-until";
import { type ClusterTest, favoriteUrl, liveUrl, ms, VISIBLE_WITHIN_MS } from "./context";

// A write through one instance, seen through the others: pages, search, live streams.

const EDITS = 5;

async function pageShows(origin: string, path: string, text: string): Promise<boolean> {
  const response = await fetch(origin + path);
  return response.ok && (await response.text()).includes(text);
}

async function searchFinds(origin: string, eventId: string, word: string): Promise<boolean> {
  const response = await fetch(origin + searchPath(eventId, word));
  return response.ok && ((await response.json()) as { total: number }).total > 0;
}

/** A product renamed through A: on B's and C's product page and in their search within 1 s. */
export async function productEditSeenEverywhere(test: ClusterTest): Promise<string> {
  const [a, ...others] = test.cluster.instances;
  const timings: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const product = test.catalogue.products[10 + i];
    // Every instance has the page in its cache first, so a stale copy would be served.
    for (const instance of others) await pageShows(instance.origin, product.path, "");
    const word = `Cluster${randomBytes(4).toString("hex")}`;
    const edited = await fetch(`${a.origin}/api/admin/products/${product.productId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `Cuvée ${word}` }),
    });
    if (!edited.ok) throw new Error(`the edit through ${a.name} answered ${edited.status}: ${await edited.text()}`);
    // Each instance's page and search asked at once, each timed from the write's answer.
    const seen = await Promise.all(
      others.flatMap((instance) => [
        timeUntil(() => pageShows(instance.origin, product.path, word), 5000).then((t) => ({
          t,
          what: `${instance.name}'s product page`,
        })),
        timeUntil(() => searchFinds(instance.origin, test.catalogue.eventId, word), 5000).then((t) => ({
          t,
          what: `${instance.name}'s search`,
        })),
      ]),
    );
    for (const { t, what } of seen)
      if (t === null || t > VISIBLE_WITHIN_MS)
        throw new Error(`${what} showed the edit after ${t === null ? "more than 5 s" : ms(t)}`);
    timings.push(...seen.map(({ t }) => t as number));
  }
  return `${EDITS} edits through ${a.name}: on ${others.map((o) => o.name).join(" and ")}'s product page and search after p50 ${ms(percentile(timings, 50))}, max ${ms(Math.max(...timings))}`;
}

/** A bookmark written through A reaches the user's live stream open on B within 1 s. */
export async function favoriteReachesOtherInstancesStream(test: ClusterTest): Promise<string> {
  const [a, b] = test.cluster.instances;
  const stream = await openLiveStream(liveUrl(test, b.origin), test.user.cookie);
  try {
    const timings: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const product = test.catalogue.products[30 + i];
      const sent = performance.now();
      const written = await fetch(favoriteUrl(test, a.origin, product.productId), {
        method: "PUT",
        headers: asUser(test.user, a.origin),
        body: JSON.stringify({ type: "product" }),
      });
      if (!written.ok)
        throw new Error(`the bookmark through ${a.name} answered ${written.status}: ${await written.text()}`);
      const heard = await stream.next(
        (event) => event.event === "change" && event.data.includes(product.productId),
        sent,
        5000,
      );
      if (!heard)
        throw new Error(
          `the stream on ${b.name} did not hear the bookmark within 5 s (${stream.closed ?? "still open"})`,
        );
      const delay = heard.at - sent;
      if (delay > VISIBLE_WITHIN_MS) throw new Error(`the stream on ${b.name} heard the bookmark after ${ms(delay)}`);
      timings.push(delay);
    }
    return `${EDITS} bookmarks heard on ${b.name} after p50 ${ms(percentile(timings, 50))}, max ${ms(Math.max(...timings))} (from the PUT's start)`;
  } finally {
    stream.close();
  }
}
