import { expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/support/test-database";
import { insertMany } from "./insert-many";
import { migrateToLatest } from "./migrate";

// Rows inserted many to a statement with SQL written by hand (issue 32; on
// SQLite a one-row statement run per row, statement-per-row.ts): what is
// read back is what was given, on both databases.

const historyRow = (n: number) => ({
  event_id: n % 3 === 0 ? null : `event-${n % 7}`,
  entity_type: "product",
  entity_id: `product-${n}`,
  kind: "set" as const,
  field: n % 2 ? "name" : "translations.de.description",
  old_value: n % 5 === 0 ? null : JSON.stringify(`Château d'Yquem "${n}"`),
  new_value: JSON.stringify(`Müller-Thurgau, ½ bottle; ${n} -- '); drop table history; --`),
  collection_id: null,
  actor: "import",
  created_at: "2026-11-29T22:00:00.000Z",
});

describeEachDialect("insertMany", (t) => {
  const read = () =>
    t.db
      .selectFrom("history")
      .select([
        "event_id",
        "entity_type",
        "entity_id",
        "kind",
        "field",
        "old_value",
        "new_value",
        "collection_id",
        "actor",
        "created_at",
      ])
      .orderBy("id")
      .execute();

  it("writes every row as given, quotes and all, in order, a statement at a time", async () => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    const rows = Array.from({ length: 2_500 }, (_, n) => historyRow(n));
    await insertMany(t.db, "history", rows, { rowsPerStatement: 1_000 });
    expect(await read()).toEqual(rows);
  });

  it("keeps under the database's bound on a statement's parameters, however many rows a statement may take", async () => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    // 4,000 rows of 10 columns in one statement would be 40,000 parameters: SQLite takes 32,766.
    const rows = Array.from({ length: 4_000 }, (_, n) => historyRow(n));
    await insertMany(t.db, "history", rows, { rowsPerStatement: 4_000 });
    expect(
      await t.db
        .selectFrom("history")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ).toEqual({ n: t.dialect === "postgres" ? "4000" : 4000 });
  });

  it("inserts rows that leave a column out with the table's default, each set of columns in its order", async () => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    const rows = Array.from({ length: 30 }, (_, n) => {
      const { collection_id, ...rest } = historyRow(n);
      return n % 2 ? rest : { ...rest, collection_id: `list-${n}` };
    });
    await insertMany(t.db, "history", rows, { rowsPerStatement: 7 });
    const back = await read();
    expect(back.map((row) => row.entity_id)).toEqual([
      ...rows.filter((_, n) => n % 2 === 0).map((row) => row.entity_id),
      ...rows.filter((_, n) => n % 2 === 1).map((row) => row.entity_id),
    ]);
    expect(back.filter((row) => row.collection_id === null)).toHaveLength(15);
  });

  it("writes every row in order when statements are bounded by their texts' characters", async () => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    const rows = Array.from({ length: 300 }, (_, n) => historyRow(n));
    await insertMany(t.db, "history", rows, { rowsPerStatement: 1_000, charsPerStatement: 1_000 });
    expect(await read()).toEqual(rows);
  });

  it("writes none of a statement's rows when one is refused, outside a transaction as in one that fails", async () => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    // The sixth row takes the third's id: the key refuses it, after five rows of the same statement.
    const rows = Array.from({ length: 10 }, (_, n) => ({ ...historyRow(n), id: n === 5 ? 1_000_002 : 1_000_000 + n }));
    await expect(insertMany(t.db, "history", rows, { rowsPerStatement: 100 })).rejects.toThrow();
    expect(await read()).toEqual([]);
    await expect(
      t.db.transaction().execute((trx) => insertMany(trx, "history", rows, { rowsPerStatement: 100 })),
    ).rejects.toThrow();
    expect(await read()).toEqual([]);
    await insertMany(t.db, "history", rows.slice(0, 5), { rowsPerStatement: 100 });
    expect(await read()).toHaveLength(5);
  });

  it("writes nothing for no rows", async () => {
    await migrateToLatest(t.db);
    await t.db.deleteFrom("history").execute();
    await insertMany(t.db, "history", [], { rowsPerStatement: 10 });
    expect(await read()).toEqual([]);
  });
});
