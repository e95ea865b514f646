import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { SourceProducer, SourceProduct } from "./read-source.server";

// A sync's products on disk between reading and writing (docs/data-in.md
// "Reading the source"): the source is read whole before the plan is made
// and written in one transaction, so the transaction never waits for the
// product API; the products wait here, one JSON line each, rather than in
// memory. A producer's line comes before the first product naming it, so a
// batch read back has the producers its products need.

type Line = { producer: SourceProducer } | { product: SourceProduct };

export interface SpoolBatch {
  producers: SourceProducer[];
  products: SourceProduct[];
}

export class SourceSpool {
  /** Products written. */
  products = 0;
  private constructor(
    private readonly dir: string,
    private readonly out: WriteStream,
  ) {}

  /** A spool in a directory of its own under the system's temporary directory. */
  static async create(): Promise<SourceSpool> {
    const dir = await mkdtemp(path.join(tmpdir(), "uncork-sync-"));
    return new SourceSpool(dir, createWriteStream(path.join(dir, "products.jsonl")));
  }

  private get file() {
    return path.join(this.dir, "products.jsonl");
  }

  /** Producers first, then the products; waits while the disk catches up. */
  async write(producers: readonly SourceProducer[], products: readonly SourceProduct[]): Promise<void> {
    const lines: Line[] = [...producers.map((producer) => ({ producer })), ...products.map((product) => ({ product }))];
    if (lines.length === 0) return;
    this.products += products.length;
    if (!this.out.write(`${lines.map((line) => JSON.stringify(line)).join("\n")}\n`)) await once(this.out, "drain");
  }

  /** Everything written is on disk. */
  async close(): Promise<void> {
    this.out.end();
    await once(this.out, "close");
  }

  /** The products back in batches of `size` (at least one batch, empty when there are none), each with the producers first named in it. */
  async *batches(size: number): AsyncGenerator<SpoolBatch> {
    let batch: SpoolBatch = { producers: [], products: [] };
    let yielded = false;
    const lines = createInterface({ input: createReadStream(this.file), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const text of lines) {
      const line = JSON.parse(text) as Line;
      if ("producer" in line) batch.producers.push(line.producer);
      else batch.products.push(line.product);
      if (batch.products.length === size) {
        yield batch;
        yielded = true;
        batch = { producers: [], products: [] };
      }
    }
    if (!yielded || batch.products.length || batch.producers.length) yield batch;
  }

  /** The spool's file and directory are gone (after the sync, whether it succeeded or not). */
  async remove(): Promise<void> {
    if (!this.out.closed) this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
