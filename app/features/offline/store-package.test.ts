import { describe, expect, it } from "vitest";
import type { EventDetail } from "~/features/events/types";
import type { FairLine, PackageLine } from "./package-format";
import { type FairStore, PackageError, type SavedFair, type StoredRecord, storePackage } from "./store-package";

/** The store in memory, as IndexedDB keeps it: records by [fair, generation, kind, id]. */
function memoryStore() {
  const fairs = new Map<string, SavedFair>();
  const records = new Map<string, StoredRecord>();
  const keyOf = (r: Pick<StoredRecord, "fair" | "generation" | "kind" | "id">) =>
    JSON.stringify([r.fair, r.generation, r.kind, r.id]);
  const ofGeneration = (key: string, generation: number) =>
    [...records.values()].filter((r) => r.fair === key && r.generation === generation);
  const store: FairStore = {
    saved: async (key) => fairs.get(key),
    put: async (rows) => {
      for (const row of rows) records.set(keyOf(row), row);
    },
    remove: async (keys) => {
      for (const key of keys) records.delete(keyOf(key));
    },
    clear: async (key, generation) => {
      for (const row of ofGeneration(key, generation)) records.delete(keyOf(row));
    },
    commit: async (fair) => {
      const before = fairs.get(fair.key);
      fairs.set(fair.key, fair);
      if (before && before.generation !== fair.generation) await store.clear(fair.key, before.generation);
    },
    counts: async (key, generation) => {
      const rows = ofGeneration(key, generation);
      const n = (kind: string) => rows.filter((r) => r.kind === kind).length;
      return { products: n("product"), exhibitors: n("exhibitor"), producers: n("producer") };
    },
  };
  const names = (fair: SavedFair | undefined) =>
    fair
      ? ofGeneration(fair.key, fair.generation)
          .map((r) => `${r.kind}:${(r.value as { name: string }).name}`)
          .sort()
      : [];
  return { store, fairs, records, names };
}

const event = { id: "e1", name: "Fair" } as unknown as EventDetail;

function fair(version: number, since: number | null, products: number, exhibitors = 0): FairLine {
  return {
    type: "fair",
    format: 1,
    eventId: "e1",
    locale: "de",
    version,
    since,
    counts: { products, exhibitors, producers: 0 },
    event,
  };
}

const product = (id: string, name: string, code: string | null = null): PackageLine =>
  ({
    type: "product",
    product: { id, name, exhibitor: { id: "x1" }, producer: { id: "r1" } },
    code,
  }) as unknown as PackageLine;
const exhibitor = (id: string, name: string): PackageLine =>
  ({ type: "exhibitor", exhibitor: { id, name } }) as unknown as PackageLine;

async function* linesOf(...lines: PackageLine[]) {
  yield* lines;
}

describe("storePackage", () => {
  it("saves a whole fair at its version, with the label codes and the progress told as it goes", async () => {
    const { store, names, records } = memoryStore();
    const progress: [number, number][] = [];
    const saved = await storePackage(
      store,
      linesOf(
        fair(4, null, 2, 1),
        product("p1", "Riesling", "K7M2QX"),
        product("p2", "Rosé"),
        exhibitor("x1", "Weingut"),
        {
          type: "end",
          records: 3,
        },
      ),
      (done, total) => progress.push([done, total]),
    );
    expect(saved).toMatchObject({
      key: "e1:de",
      version: 4,
      generation: 1,
      counts: { products: 2, exhibitors: 1, producers: 0 },
    });
    expect(saved.bytes).toBeGreaterThan(0);
    expect(names(saved)).toEqual(["exhibitor:Weingut", "product:Riesling", "product:Rosé"]);
    expect([...records.values()].find((r) => r.id === "p1")?.code).toBe("K7M2QX");
    // Found by its exhibitor and producer in this generation of this fair only.
    expect([...records.values()].find((r) => r.id === "p2")?.owners).toEqual([
      "e1:de|1|exhibitor|x1",
      "e1:de|1|producer|r1",
    ]);
    expect(progress[0]).toEqual([0, 3]);
    expect(progress.at(-1)).toEqual([3, 3]);
  });

  it("applies a difference to the saved fair, and applying it twice changes nothing", async () => {
    const { store, names, fairs } = memoryStore();
    await storePackage(
      store,
      linesOf(fair(4, null, 2), product("p1", "Riesling"), product("p2", "Rosé"), { type: "end", records: 2 }),
    );
    const diff = () =>
      linesOf(
        fair(6, 4, 2),
        product("p1", "Riesling Auslese"),
        { type: "removed", entity: "product", id: "p2" },
        {
          type: "end",
          records: 2,
        },
      );
    const updated = await storePackage(store, diff());
    expect(updated).toMatchObject({ version: 6, generation: 1, counts: { products: 1, exhibitors: 0, producers: 0 } });
    expect(names(updated)).toEqual(["product:Riesling Auslese"]);
    // The same difference again (a replay after a lost answer) starts at 4, no longer the saved version.
    await expect(storePackage(store, diff())).rejects.toThrow(PackageError);
    expect(names(fairs.get("e1:de"))).toEqual(["product:Riesling Auslese"]);
  });

  it("keeps the saved fair as it was when a new download is cut off, and the next one leaves nothing of it", async () => {
    const { store, names, fairs, records } = memoryStore();
    await storePackage(store, linesOf(fair(4, null, 1), product("p1", "Riesling"), { type: "end", records: 1 }));
    await expect(storePackage(store, linesOf(fair(9, null, 2), product("p3", "Half")))).rejects.toThrow("cut off");
    expect(fairs.get("e1:de")).toMatchObject({ version: 4, generation: 1 });
    expect(names(fairs.get("e1:de"))).toEqual(["product:Riesling"]);

    const again = await storePackage(
      store,
      linesOf(fair(9, null, 1), product("p4", "Whole"), { type: "end", records: 1 }),
    );
    expect(again).toMatchObject({ version: 9, generation: 2 });
    expect(names(again)).toEqual(["product:Whole"]);
    expect(records.size).toBe(1);
  });

  it("refuses a package whose end does not count what came, another format, or lines before the fair", async () => {
    const { store } = memoryStore();
    await expect(
      storePackage(store, linesOf(fair(1, null, 1), product("p1", "A"), { type: "end", records: 2 })),
    ).rejects.toThrow("cut off");
    await expect(storePackage(store, linesOf({ ...fair(1, null, 0), format: 2 }))).rejects.toThrow("format is 2");
    await expect(storePackage(store, linesOf(product("p1", "A")))).rejects.toThrow("start with its fair");
    await expect(storePackage(store, linesOf(fair(3, 2, 0), { type: "end", records: 0 }))).rejects.toThrow(
      "saved version",
    );
  });
});
