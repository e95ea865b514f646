// @ts-check
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { monitorEventLoopDelay } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

// Loaded into the server by benchmarks only (node --import ./scripts/bench/server-probe.js;
// JavaScript, so the server needs no TypeScript loader, which would change its memory):
// answers the benchmark's IPC questions about the server's own event loop
// and memory, so a benchmark reads the server's event-loop delay rather
// than guessing it from its own requests' latency.
//   { probe: "event-loop-reset" } → starts a new measuring window
//   { probe: "event-loop" }       → the delay percentiles of the window, in ms (and ends it)
//   { probe: "memory" }           → process.memoryUsage() and V8's heap spaces, in MB
//   { probe: "memory-after-gc" }  → the same after a full garbage collection: what is live
//   { probe: "cpu-profile-start" } → starts V8's CPU profiler (what --cpu-prof records, for a window)
//   { probe: "cpu-profile-stop", file } → stops it and writes the .cpuprofile to `file`

// Sampled only between a reset and the reading that ends the window: its
// timer wakes the server 200 times a second, 6 ms of CPU a second when the
// server is idle, which a benchmark of CPU per page would count as the pages'.
const histogram = monitorEventLoopDelay({ resolution: 5 });

/** @param {number} ns */
const ms = (ns) => Math.round(ns / 1e5) / 10;
/** @param {number} bytes */
const mb = (bytes) => Math.round(bytes / 1e5) / 10;

/** @type {Session | null} */
let profiler = null;

process.on("message", (/** @type {{ probe?: string, file?: string }} */ message) => {
  if (!process.send) return;
  switch (message.probe) {
    case "event-loop-reset":
      histogram.reset();
      histogram.enable();
      process.send({ probe: message.probe });
      break;
    case "event-loop":
      process.send({
        probe: message.probe,
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        samples: histogram.count,
      });
      histogram.disable();
      break;
    case "memory-after-gc":
    case "memory": {
      if (message.probe === "memory-after-gc") collectGarbage();
      const usage = process.memoryUsage();
      process.send({
        probe: message.probe,
        rss: mb(usage.rss),
        heapUsed: mb(usage.heapUsed),
        heapTotal: mb(usage.heapTotal),
        external: mb(usage.external),
        arrayBuffers: mb(usage.arrayBuffers),
        spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)])),
      });
      break;
    }
    case "cpu-profile-start": {
      profiler = new Session();
      profiler.connect();
      const session = profiler;
      session.post("Profiler.enable", () =>
        session.post("Profiler.start", () => process.send?.({ probe: message.probe })),
      );
      break;
    }
    case "cpu-profile-stop": {
      const session = profiler;
      if (!session) break;
      session.post("Profiler.stop", (error, result) => {
        let written = !error;
        try {
          if (written && message.file) writeFileSync(message.file, JSON.stringify(result.profile));
        } catch {
          // The benchmark is told (written: false) rather than left waiting for an answer from a crashed server.
          written = false;
        }
        session.disconnect();
        profiler = null;
        process.send?.({ probe: message.probe, written });
      });
      break;
    }
  }
});
/** A full collection without starting the server with --expose-gc (which would change it for the whole run). */
function collectGarbage() {
  v8.setFlagsFromString("--expose-gc");
  vm.runInNewContext("gc")();
}

// The IPC channel must not keep a server that was told to stop alive.
process.channel?.unref();
