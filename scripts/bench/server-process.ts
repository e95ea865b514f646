import { type ChildProcess, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

// A benchmarked server process as the benchmarks read it from outside: its
// CPU time and resident memory from /proc (Linux only), its own event loop
// and heap through the probe it was started with (scripts/bench/server-probe.js,
// over IPC), and the cold pages asked of it.

type Question =
  | "event-loop"
  | "event-loop-reset"
  | "memory"
  | "memory-after-gc"
  | "cpu-profile-start"
  | "cpu-profile-stop";

/** Asks the server's probe one question over IPC; `extra` goes with it (the file of a CPU profile). */
export function probe<T>(server: ChildProcess, question: Question, extra: Record<string, string> = {}): Promise<T> {
  return new Promise((resolve) => {
    const answer = (message: { probe?: string }) => {
      if (message.probe !== question) return;
      server.off("message", answer);
      resolve(message as T);
    };
    server.on("message", answer);
    server.send({ probe: question, ...extra });
  });
}

export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export const delayText = (d: EventLoopDelay) => `p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms`;

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** CPU time (user + system, every thread) of a process so far, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/**
 * Products lists never asked for before: `count` queries from the `from`th,
 * six filters in turn, each from page 2 on (page 1 of each is the one a
 * warm-up or a visitor asks first), in the page cache's canonical order.
 */
export function coldListQueries(listPath: string, from: number, count: number): string[] {
  const filters = ["kind=Wine", "color=red", "color=white", "country=FR", "country=IT", "country=DE"];
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return `${listPath}?${[filters[i % filters.length], `page=${Math.floor(i / filters.length) + 2}`].sort().join("&")}`;
  });
}
