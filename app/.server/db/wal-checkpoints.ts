import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";
import { logger } from "../observability/logger";

// The write-ahead log copied into the database file off the event loop
// (docs/decisions/0020-wal-checkpoints-off-the-event-loop.md). SQLite copies
// it in the call that commits (its automatic checkpoint) once the log holds
// 1,000 pages; better-sqlite3 runs that call on the event loop, so the
// commit of a sync or an import of 100,000 products (a 2.6 GB log) held
// every request for 11 s. The writer connection no longer checkpoints; a
// worker thread with a connection of its own does, every second, PASSIVE
// (it never waits for a reader or the writer, and copies what is committed).

/** How often the worker copies what was committed since its last pass. */
export const CHECKPOINT_EVERY_MS = 1_000;

// Plain JavaScript, run with `eval` so the built server needs no file of its own for it. No
// `require`: under tsx (the command-line scripts) the evaluated code can run as a module.
const WORKER = `
const { workerData, parentPort } = process.getBuiltinModule("node:worker_threads");
const Database = process.getBuiltinModule("node:module").createRequire(workerData.driver)(workerData.driver);
// Never creates the file: a database removed before the worker started is not made again.
const db = new Database(workerData.path, { fileMustExist: true });
const pass = () => {
  try {
    const [result] = db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage({ type: "checkpoint", log: result.log, checkpointed: result.checkpointed });
  } catch (error) {
    parentPort.postMessage({ type: "error", message: String(error && error.message) });
  }
};
const timer = setInterval(pass, workerData.everyMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpoints {
  /** The worker's last pass: frames in the log, frames copied into the database file. */
  readonly last: { log: number; checkpointed: number } | null;
  /** Ends the worker; settles once it has exited (its connection closed, the last copy made), with its exit code. */
  stop(): Promise<number>;
}

/**
 * Turns the writer's own checkpoints off and starts the worker that makes
 * them instead; `stop` ends it (the database's last connection to close
 * copies what is left).
 */
export function checkpointOffTheEventLoop(writer: SQLite.Database, everyMs = CHECKPOINT_EVERY_MS): WalCheckpoints {
  writer.pragma("wal_autocheckpoint = 0");
  const worker = new Worker(`(() => {${WORKER}})()`, {
    eval: true,
    workerData: { path: writer.name, driver: createRequire(import.meta.url).resolve("better-sqlite3"), everyMs },
    resourceLimits: { maxOldGenerationSizeMb: 32 },
  });
  // The process may end without closing its database (a command-line script): the worker does not keep it alive.
  worker.unref();
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));
  const state: { last: WalCheckpoints["last"] } = { last: null };
  worker.on("message", (message: { type: string; log?: number; checkpointed?: number; message?: string }) => {
    if (message.type === "checkpoint") state.last = { log: message.log ?? 0, checkpointed: message.checkpointed ?? 0 };
    else logger().warn(`WAL checkpoint failed: ${message.message}`);
  });
  // A worker that cannot run leaves the log to the writer's automatic checkpoint again: it never grows unchecked.
  worker.on("error", (error) => {
    logger().warn(`WAL checkpoints fall back to the writer: ${error.message}`);
    if (writer.open) writer.pragma("wal_autocheckpoint = 1000");
  });
  return {
    get last() {
      return state.last;
    },
    stop() {
      // Whoever stops it waits for its exit: the process must not end meanwhile (a script with nothing else to do).
      worker.ref();
      worker.postMessage("stop");
      return exited;
    },
  };
}
