import { Worker } from "node:worker_threads";

// A client in a thread of its own that sends one request while it polls a
// health check, for tests that measure whether the request stalls the server
// (server/import-health.db.test.ts). In the test's own thread, the client's
// work (sending a 10 MB body, timing each poll) would share the event loop
// with the server it measures, and a loaded machine would count it against
// the server.

export interface PolledRequest {
  /** The request's status and the length of its answer's text. */
  status: number;
  answerLength: number;
  /** Each health check's time to a whole answer, in ms, while the request ran. */
  latencies: number[];
}

const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const { healthUrl, url, body, contentType, pauseMs } = workerData;
let done = false;
const latencies = [];
const polling = (async () => {
  while (!done) {
    const started = performance.now();
    await (await fetch(healthUrl)).json();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
})();
(async () => {
  const answer = await fetch(url, { method: "POST", body, headers: { "Content-Type": contentType } });
  const text = await answer.text();
  done = true;
  await polling;
  parentPort.postMessage({ status: answer.status, answerLength: text.length, latencies });
})().catch((error) => {
  done = true;
  parentPort.postMessage({ error: String(error && error.stack || error) });
});
`;

export function postWhilePollingHealth(options: {
  healthUrl: string;
  url: string;
  body: Uint8Array;
  contentType: string;
  /** The pause between two polls. */
  pauseMs?: number;
}): Promise<PolledRequest> {
  // A copy with an ArrayBuffer of its own (a Buffer may be a view of a shared pool), handed over whole.
  const body = new Uint8Array(options.body);
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: { ...options, body, pauseMs: options.pauseMs ?? 20 },
    transferList: [body.buffer as ArrayBuffer],
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (message: PolledRequest | { error: string }) => {
      void worker.terminate();
      if ("error" in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once("error", reject);
  });
}
