import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, expect, it } from "vitest";
import { fromBool } from "~/.server/db/dialect";
import { recordCatalogueChange } from "~/features/events/catalogue-versions.server";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { parseProductQuery } from "./filters";
import { createIndexSnapshots, type IndexSnapshots } from "./index-snapshots.server";
import { loadProductDocuments } from "./load-docs.server";
import { ProductIndex } from "./product-index";

describeEachDialect("search index snapshots", (t) => {
  let eventId: string;
  let exhibitorId: string;
  const productIds: string[] = [];
  const dirs: string[] = [];
  const writing: Promise<void>[] = [];
  const logs: string[] = [];
  let builds = 0;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    exhibitorId = await insertExhibitor(t.db, { name: "Weingut Sonne" });
    for (let i = 0; i < 30; i++) {
      productIds.push(await insertProduct(t.db, { exhibitor_id: exhibitorId, name: `Riesling ${i}` }));
    }
    await register(t.db, { eventId, exhibitorId, products: productIds.map((id) => ({ id })) });
    await recordCatalogueChange(t.db, [eventId], { event: true });
  });

  afterEach(async () => {
    // A build from the database writes its snapshot in the background: the folder goes once it is written.
    await Promise.all(writing.splice(0));
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
    logs.length = 0;
  });

  const freshDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "search-snapshots-"));
    dirs.push(dir);
    return dir;
  };
  const snapshots = (dir: string, options: { code?: string; maxChanges?: number } = {}): IndexSnapshots => {
    const kept = createIndexSnapshots({
      dir,
      code: options.code ?? "build-a",
      maxChanges: options.maxChanges ?? 5,
      log: (line) => logs.push(line),
    });
    return {
      productIndex: async (...args) => {
        const result = await kept.productIndex(...args);
        if (result.saved) writing.push(result.saved);
        return result;
      },
    };
  };
  const build = async () => {
    builds++;
    return ProductIndex.build(await loadProductDocuments(t.db, eventId));
  };
  const names = (index: ProductIndex) =>
    index
      .search(parseProductQuery({ pageSize: ["96"] }))
      .hits.map((hit) => hit.name)
      .sort();
  /** A snapshot written in `dir` by a build from the database. */
  const snapshotIn = async (dir: string, code?: string) => {
    const first = await snapshots(dir, { code }).productIndex(t.db, eventId, build);
    expect(first.from).toBe("database");
    await first.saved;
    return first.index;
  };
  /** Registers a product beside the others, straight into the table (no version raised). */
  const registerQuietly = async (productId: string) => {
    const registration = await t.db
      .selectFrom("registered_products")
      .select("registration_id")
      .where("event_id", "=", eventId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("registered_products")
      .values({
        event_id: eventId,
        product_id: productId,
        registration_id: registration.registration_id,
        exhibitor_id: exhibitorId,
        table_number: "",
        price: null,
        currency: "EUR",
        price_range: "",
        is_new: fromBool(t.dialect, false),
      })
      .execute();
  };
  const rename = async (index: number, name: string) => {
    await t.db.updateTable("products").set({ name }).where("id", "=", productIds[index]).execute();
    await recordCatalogueChange(t.db, [eventId], { productIds: [productIds[index]] });
  };

  it("is written after a build from the database, and the next start loads it instead of building", async () => {
    const dir = await freshDir();
    const built = await snapshotIn(dir);
    expect(await readdir(dir)).toEqual([`products-${eventId}.snapshot`]);
    builds = 0;
    const loaded = await snapshots(dir).productIndex(t.db, eventId, build);
    expect(loaded).toMatchObject({ from: "snapshot", changes: 0, saved: null });
    expect(builds).toBe(0);
    expect(names(loaded.index)).toEqual(names(built));
    expect(names(loaded.index)).toHaveLength(30);
  });

  it("takes the products changed since it was written, renamed and removed ones alike", async () => {
    const dir = await freshDir();
    await snapshotIn(dir);
    await rename(0, "Spätburgunder Neu");
    const removed = productIds[1];
    await t.db.deleteFrom("registered_products").where("product_id", "=", removed).execute();
    await recordCatalogueChange(t.db, [eventId], { productIds: [removed] });
    try {
      const loaded = await snapshots(dir).productIndex(t.db, eventId, build);
      expect(loaded).toMatchObject({ from: "snapshot", changes: 2 });
      expect(names(loaded.index)).toContain("Spätburgunder Neu");
      expect(names(loaded.index)).not.toContain("Riesling 0");
      expect(loaded.index.get(removed)).toBeUndefined();
      expect(loaded.index.size).toBe(29);
      const found = loaded.index.search(parseProductQuery({ q: ["spatburgunder"] }));
      expect(found.hits.map((hit) => hit.id)).toEqual([productIds[0]]);
    } finally {
      await registerQuietly(removed);
      await recordCatalogueChange(t.db, [eventId], { productIds: [removed] });
    }
  });

  it("is not used when another build wrote it, and the build replaces it", async () => {
    const dir = await freshDir();
    await snapshotIn(dir, "build-a");
    const other = await snapshots(dir, { code: "build-b" }).productIndex(t.db, eventId, build);
    expect(other.from).toBe("database");
    await other.saved;
    expect((await snapshots(dir, { code: "build-b" }).productIndex(t.db, eventId, build)).from).toBe("snapshot");
  });

  it("is not used for another site's database", async () => {
    const dir = await freshDir();
    await snapshotIn(dir);
    const site = await t.db
      .selectFrom("site_facts")
      .select("value")
      .where("name", "=", "search-snapshot-site")
      .execute();
    expect(site).toHaveLength(1);
    await t.db
      .updateTable("site_facts")
      .set({ value: "another-site" })
      .where("name", "=", "search-snapshot-site")
      .execute();
    try {
      expect((await snapshots(dir).productIndex(t.db, eventId, build)).from).toBe("database");
    } finally {
      await t.db
        .updateTable("site_facts")
        .set({ value: site[0].value })
        .where("name", "=", "search-snapshot-site")
        .execute();
    }
  });

  it("is removed when it is newer than the database (a backup restored), so it can never match it later", async () => {
    const dir = await freshDir();
    await snapshotIn(dir);
    await t.db
      .updateTable("catalogue_versions")
      .set((eb) => ({ version: eb("version", "-", 1) }))
      .where("event_id", "=", eventId)
      .execute();
    const file = path.join(dir, `products-${eventId}.snapshot`);
    const before = await readFile(file);
    const result = await snapshots(dir).productIndex(t.db, eventId, build);
    expect(result.from).toBe("database");
    await result.saved;
    // The file now is the new build's, at the database's version.
    expect(Buffer.compare(before, await readFile(file))).not.toBe(0);
    expect((await snapshots(dir).productIndex(t.db, eventId, build)).from).toBe("snapshot");
  });

  it("is not used once the event's own settings changed, or more products changed than an update takes", async () => {
    const dir = await freshDir();
    await snapshotIn(dir);
    await recordCatalogueChange(t.db, [eventId], { event: true });
    expect((await snapshots(dir).productIndex(t.db, eventId, build)).from).toBe("database");

    const again = await freshDir();
    await snapshotIn(again);
    for (let i = 0; i < 6; i++) await rename(i, `Riesling ${i}`);
    expect((await snapshots(again, { maxChanges: 6 }).productIndex(t.db, eventId, build)).from).toBe("snapshot");
    expect((await snapshots(again, { maxChanges: 5 }).productIndex(t.db, eventId, build)).from).toBe("database");
  });

  it("is built again when its file is cut short or unreadable, and the site says why", async () => {
    const dir = await freshDir();
    await snapshotIn(dir);
    const file = path.join(dir, `products-${eventId}.snapshot`);
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 100));
    expect((await snapshots(dir).productIndex(t.db, eventId, build)).from).toBe("database");

    // Whole by its length, wrong inside: zeros over its last 4 KB, which may well decode (the digest refuses them).
    const broken = Buffer.from(bytes);
    broken.fill(0, bytes.length - 4096, bytes.length - 8);
    await writeFile(file, broken);
    expect((await snapshots(dir).productIndex(t.db, eventId, build)).from).toBe("database");
    expect(logs.join("\n")).toMatch(/could not be read/);
  });

  it("is built again when its products do not add up to the database's (a write that raised no version)", async () => {
    const dir = await freshDir();
    await snapshotIn(dir);
    const quiet = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: "Unrecorded Sekt" });
    await registerQuietly(quiet);
    try {
      const result = await snapshots(dir).productIndex(t.db, eventId, build);
      expect(result.from).toBe("database");
      expect(result.index.size).toBe(31);
      expect(logs.join("\n")).toMatch(/holds 30 products, the database 31/);
    } finally {
      await t.db.deleteFrom("registered_products").where("product_id", "=", quiet).execute();
      await recordCatalogueChange(t.db, [eventId], { productIds: [quiet] });
    }
  });

  it("leaves no half-written file when writing fails, and the site goes on with the index it built", async () => {
    // Its folder cannot be made.
    const dir = await freshDir();
    const blocked = path.join(dir, "not-a-directory");
    await writeFile(blocked, "");
    const unwritable = await snapshots(path.join(blocked, "snapshots")).productIndex(t.db, eventId, build);
    await unwritable.saved;
    expect(unwritable.index.size).toBe(30);
    expect(logs.join("\n")).toMatch(/could not be written/);
    expect(await readdir(dir)).toEqual(["not-a-directory"]);

    // The temporary file is written whole, but cannot take the snapshot's name: it is removed.
    const taken = await freshDir();
    await mkdir(path.join(taken, `products-${eventId}.snapshot`));
    logs.length = 0;
    const unrenamed = await snapshots(taken).productIndex(t.db, eventId, build);
    await unrenamed.saved;
    expect(logs.join("\n")).toMatch(/could not be written/);
    expect(await readdir(taken)).toEqual([`products-${eventId}.snapshot`]);
  });
});
