import path from "node:path";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { AppError } from "~/.server/errors";
import type { CsvRecord } from "./csv.server";
import { cellTooLong, IMPORT_LIMITS, jsonTooLarge, tooManyColumns } from "./import-limits.server";

// A JSON import file (an array of objects whose keys are the headers) read in
// a worker thread (docs/security.md "Imports"): JSON.parse takes the whole
// text at once, about 20 ms a 4 MB, so a file of tens of MB parsed on the
// event loop would stall the site. The worker parses it, with a heap of its
// own that bounds its memory, and hands the rows over as text a few hundred
// at a time, one batch when the reader asks for the next; its "line" is the
// object's position + 1.

/** Rows handed over at a time. */
const BATCH = 500;

type Message =
  | { type: "invalid"; reason: "json" | "shape" }
  | { type: "headers"; headers: string[] }
  | { type: "rows"; rows: string[][] }
  | { type: "end" };

// Plain JavaScript, run with `eval` so the built server needs no file of its own for it.
const WORKER = `
const { workerData } = require("node:worker_threads");
const parentPort = workerData.port;
const { readFileSync } = require("node:fs");
const text = (value) => {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if (Array.isArray(value.richText)) return value.richText.map((part) => String(part && part.text)).join("");
    if (value.result !== undefined) return text(value.result);
    if (value.text !== undefined) return text(value.text);
    return "";
  }
  return String(value);
};
let rows;
try {
  rows = JSON.parse(readFileSync(workerData.file, "utf8"));
} catch {
  parentPort.postMessage({ type: "invalid", reason: "json" });
  return;
}
if (!Array.isArray(rows) || !rows.every((row) => row && typeof row === "object" && !Array.isArray(row))) {
  parentPort.postMessage({ type: "invalid", reason: "shape" });
  return;
}
const seen = new Set();
for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
const headers = [...seen];
// One batch at a time, each when the reader asks for it: rows posted all at
// once would arrive together, and reading them all would hold the event loop.
let at = 0;
parentPort.on("message", () => {
  if (at >= rows.length || headers.length > workerData.columns) {
    parentPort.postMessage({ type: "end" });
    parentPort.close();
    return;
  }
  const batch = rows.slice(at, at + workerData.batch).map((row) => headers.map((header) => text(row[header])));
  at += workerData.batch;
  parentPort.postMessage({ type: "rows", rows: batch });
});
parentPort.postMessage({ type: "headers", headers });
`;

export async function* jsonRecords(file: string, size: number): AsyncGenerator<CsvRecord> {
  if (size > IMPORT_LIMITS.jsonBytes) throw jsonTooLarge();
  // The rows come over a port of their own, which can still be read once the worker has exited.
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(`(() => {${WORKER}})()`, {
    eval: true,
    workerData: { file, batch: BATCH, columns: IMPORT_LIMITS.columns, port: port2 },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const queue: Message[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  port1.on("message", (message: Message) => {
    queue.push(message);
    notify();
  });
  worker.on("error", (error) => {
    failure = error;
    notify();
  });
  worker.on("exit", () => {
    for (let left = receiveMessageOnPort(port1); left; left = receiveMessageOnPort(port1)) queue.push(left.message);
    failure ??= new AppError("invalid", `${path.basename(file)} could not be read`);
    notify();
  });
  try {
    let line = 1;
    for (;;) {
      const message = queue.shift();
      if (!message) {
        if (failure) throw failure instanceof AppError ? failure : jsonTooLarge();
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (message.type === "end") return;
      if (message.type === "invalid") {
        throw new AppError(
          "invalid",
          message.reason === "json"
            ? `${path.basename(file)} is not JSON`
            : `${path.basename(file)}: a JSON import is an array of objects, one per row`,
        );
      }
      if (message.type === "headers") {
        if (message.headers.length > IMPORT_LIMITS.columns) throw tooManyColumns(1);
        port1.postMessage("next");
        yield { line: 1, fields: message.headers };
        continue;
      }
      // The next batch is made while this one is read.
      port1.postMessage("next");
      for (const fields of message.rows) {
        line++;
        if (fields.some((field) => field.length > IMPORT_LIMITS.cellChars)) throw cellTooLong(line);
        yield { line, fields };
      }
    }
  } finally {
    port1.close();
    await worker.terminate();
  }
}
