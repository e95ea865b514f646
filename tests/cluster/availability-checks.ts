import { asUser } from "../support/cluster/accounts";
import { startGetLoad } from "../support/cluster/get-load";
import { stopInstance } from "../support/cluster/instance";
import { openLiveStream } from "../support/cluster/live-stream";
import { type ClusterTest, favoriteUrl, liveUrl, ms } from "./context";

// Instances going away under load, as a crash and a deploy take them.

const CONCURRENCY = 8;

/** Every page type and the search API, through nginx. */
export function loadPaths(test: ClusterTest): string[] {
  const { pages, products } = test.catalogue;
  return [pages.home, pages.products, pages.search, ...products.slice(0, 20).map((p) => p.path)];
}

function failuresText(failures: { path: string; what: string }[]): string {
  return failures
    .slice(0, 5)
    .map((f) => `${f.path}: ${f.what}`)
    .join("; ");
}

/** kill -9 of C under GET load through nginx: no failed GET; the streams on A and B stay open and keep working. */
export async function killedInstanceLosesNoRequest(test: ClusterTest): Promise<string> {
  const [a, b] = test.cluster.instances;
  const streams = await Promise.all(
    [a, b].map((instance) => openLiveStream(liveUrl(test, instance.origin), test.user.cookie)),
  );
  const load = startGetLoad(test.cluster.nginx.origin, loadPaths(test), CONCURRENCY);
  try {
    await new Promise((r) => setTimeout(r, 1500));
    const killed = test.cluster.instances[2];
    await stopInstance(killed, "SIGKILL");
    await new Promise((r) => setTimeout(r, 4000));
    await load.stop();
    if (load.failures.length > 0)
      throw new Error(
        `${load.failures.length} of ${load.sent} GETs failed through nginx: ${failuresText(load.failures)}`,
      );
    for (const [i, stream] of streams.entries())
      if (stream.closed) throw new Error(`the stream on ${[a, b][i].name} closed: ${stream.closed}`);
    const product = test.catalogue.products[60];
    const sent = performance.now();
    const written = await fetch(favoriteUrl(test, test.cluster.nginx.origin, product.productId), {
      method: "PUT",
      headers: asUser(test.user, test.cluster.nginx.origin),
      body: JSON.stringify({ type: "product" }),
    });
    if (!written.ok) throw new Error(`a bookmark through nginx after the kill answered ${written.status}`);
    for (const [i, stream] of streams.entries()) {
      const heard = await stream.next((event) => event.data.includes(product.productId), sent, 3000);
      if (!heard)
        throw new Error(`the stream on ${[a, b][i].name} heard nothing after the kill (${stream.closed ?? "open"})`);
    }
    return `${load.sent} GETs through nginx, 0 failed; the streams on ${a.name} and ${b.name} stayed open and heard a bookmark written after the kill`;
  } finally {
    await load.stop();
    for (const stream of streams) stream.close();
    // The next checks need all three, whatever this one found.
    const killed = test.cluster.instances[2];
    if (killed.process.exitCode !== null || killed.process.signalCode !== null) await test.cluster.restart(2);
  }
}

/** Each instance in turn: SIGTERM, started again, ready; GETs and idempotent writes through nginx never fail. */
export async function rollingRestartLosesNoRequest(test: ClusterTest): Promise<string> {
  const nginx = test.cluster.nginx.origin;
  const load = startGetLoad(nginx, loadPaths(test), CONCURRENCY);
  let writes = 0;
  const failedWrites: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const product = test.catalogue.products[70 + (i % 30)];
      try {
        const response = await fetch(favoriteUrl(test, nginx, product.productId), {
          method: i % 2 === 0 ? "PUT" : "DELETE",
          headers: asUser(test.user, nginx),
          body: i % 2 === 0 ? JSON.stringify({ type: "product" }) : undefined,
        });
        await response.arrayBuffer();
        if (response.status >= 400 && response.status !== 404) failedWrites.push(`HTTP ${response.status}`);
      } catch (error) {
        failedWrites.push(String(error));
      }
      writes++;
    }
  })();
  const restarts: number[] = [];
  try {
    for (let index = 0; index < test.cluster.instances.length; index++) {
      const started = performance.now();
      await stopInstance(test.cluster.instances[index], "SIGTERM");
      await test.cluster.restart(index);
      restarts.push(performance.now() - started);
    }
  } finally {
    writing = false;
    await writer;
    await load.stop();
  }
  if (load.failures.length > 0)
    throw new Error(
      `${load.failures.length} of ${load.sent} GETs failed through nginx: ${failuresText(load.failures)}`,
    );
  if (failedWrites.length > 0)
    throw new Error(
      `${failedWrites.length} of ${writes} bookmark writes failed: ${failedWrites.slice(0, 5).join("; ")}`,
    );
  return `${load.sent} GETs and ${writes} bookmark writes through nginx, 0 failed; each instance stopped, ready and back behind nginx in ${restarts.map(ms).join(", ")}`;
}
