import { beforeAll, expect, it } from "vitest";
import { readProductFacts } from "~/features/catalogue/product-facts.server";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../../tests/support/test-database";
import { parseCsv } from "./csv.server";
import { IMPORT_BATCH, importProducts } from "./import-products.server";

// A product import from CSV, as an organizer's spreadsheet gives it.

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(23, "0")}`;
const KELLER = id("e", 1);

/** A German Excel export: semicolons, German headers, a quoted field with a semicolon. */
const GERMAN_SHEET = [
  "Produkt-ID;Aussteller-ID;Aussteller;Name;Art;Jahrgang;Region;Unterregion;Stand;Beschreibung (de)",
  `${id("p", 1)};${KELLER};Weingut Keller;Riesling GG;Wine;2021;Rheinhessen;Westhofen;B12;"Mineralisch; straff"`,
  `${id("p", 2)};${KELLER};Weingut Keller;Silvaner;wine;;Rheinhessen;;B12;`,
].join("\r\n");

describeEachDialect("importProducts", (t) => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
  });

  const run = (text: string, dryRun: boolean, mapping?: Record<string, string>) =>
    importProducts(t.db, { eventId, records: parseCsv([text]), dryRun, actor: "import", mapping });

  it("reports every row's problems with line, column, value and message, and writes nothing", async () => {
    const sheet = [
      "product_id,exhibitor_id,exhibitor_name,name,kind,vintage",
      `${id("p", 9)},${KELLER},Weingut Keller,,Wine,2020`,
      `short,${KELLER},Weingut Keller,Scheurebe,Wine,20x0`,
      `${id("p", 10)},${KELLER},Weingut Keller,Sake,Sake,`,
      `${id("p", 11)},${KELLER},Weingut Keller,Sekt,Wine,`,
      `${id("p", 11)},${KELLER},Weingut Keller,Sekt again,Wine,`,
    ].join("\n");
    const report = await run(sheet, false);
    expect(report.applied).toBe(false);
    expect(report.rows).toBe(5);
    expect(report.problems.map((p) => [p.line, p.column, p.value, p.message.text])).toEqual([
      [2, "name", "", "This is a required field"],
      [3, "product_id", "short", "This doesn't look valid: an id has exactly 24 characters."],
      [3, "vintage", "20x0", "This doesn't look valid."],
      [4, "kind", "Sake", "This doesn't look valid."],
      [6, "product_id", id("p", 11), "Another row has the same id."],
    ]);
    expect(
      await t.db.selectFrom("registered_products").select("product_id").where("event_id", "=", eventId).execute(),
    ).toEqual([]);
  });

  it("names a required column the file does not have", async () => {
    const report = await run("product_id,name\n", true);
    expect(report.problems.map((p) => [p.line, p.column, p.message.text])).toEqual([
      [1, "exhibitor_id", "The file has no column for this required field."],
      [1, "exhibitor_name", "The file has no column for this required field."],
      [1, "kind", "The file has no column for this required field."],
    ]);
  });

  it("reads German headers and semicolons, shows the changes in a dry run, applies them, and re-imports in place", async () => {
    const dry = await run(GERMAN_SHEET, true);
    expect(dry.problems).toEqual([]);
    expect(dry.applied).toBe(false);
    expect(dry.counts.product).toEqual({ add: 2, change: 0, remove: 0 });

    const applied = await run(GERMAN_SHEET, false);
    expect(applied.applied).toBe(true);
    const rows = await t.db
      .selectFrom("products")
      .select(["id", "name", "vintage", "region", "subregion", "designation"])
      .where("id", "in", [id("p", 1), id("p", 2)])
      .orderBy("id")
      .execute();
    // The denomination (the subregion, else the region) is read from them; a file has no designation column.
    expect(rows.map((r) => [r.name, r.vintage, r.region, r.subregion, r.designation])).toEqual([
      ["Riesling GG", 2021, "Rheinhessen", "Westhofen", ""],
      ["Silvaner", null, "Rheinhessen", "", ""],
    ]);
    const text = await t.db
      .selectFrom("product_translations")
      .select(["locale", "description"])
      .where("product_id", "=", id("p", 1))
      .execute();
    expect(text).toEqual([{ locale: "de", description: "Mineralisch; straff" }]);

    // The same file again changes nothing; an edited one changes only what was edited.
    expect((await run(GERMAN_SHEET, false)).totalChanges).toBe(0);
    const edited = await run(GERMAN_SHEET.replace("Riesling GG;Wine;2021", "Riesling GG Abtserde;Wine;2022"), false);
    expect(edited.changes.map((c) => [c.id, c.fields.map((f) => f.field)])).toEqual([
      [id("p", 1), ["name", "vintage"]],
    ]);
  });

  it("leaves what the file does not name, and what its columns do not speak for", async () => {
    const other = await insertExhibitor(t.db, { name: "Domaine Autre", country: "FR" });
    const kept = await insertProduct(t.db, { exhibitor_id: other, name: "Chablis", country: "FR", region: "Burgundy" });
    await register(t.db, { eventId, exhibitorId: other, products: [{ id: kept, tableNumber: "C1" }] });
    // A file about that product without country or region columns: its name changes, its country stays.
    const report = await run(
      ["product_id;exhibitor_id;exhibitor_name;name;kind", `${kept};${other};Domaine Autre;Chablis 1er Cru;Wine`].join(
        "\n",
      ),
      false,
    );
    expect(report.changes.map((c) => [c.id, c.fields.map((f) => f.field)])).toEqual([[kept, ["name"]]]);
    const row = await t.db
      .selectFrom("products")
      .select(["name", "country", "region"])
      .where("id", "=", kept)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Chablis 1er Cru", country: "FR", region: "Burgundy" });
    // Products of the event the file does not name stay in the event.
    const registered = await t.db
      .selectFrom("registered_products")
      .select("product_id")
      .where("event_id", "=", eventId)
      .execute();
    expect(registered.map((r) => r.product_id).sort()).toEqual([id("p", 1), id("p", 2), kept].sort());
  });

  it("maps a header it does not know to a column when the organizer says so", async () => {
    const sheet = [
      "Artikelnummer,Aussteller-ID,Aussteller,Weinname,Art",
      `${id("p", 20)},${KELLER},Weingut Keller,Weißburgunder,Wine`,
    ].join("\n");
    const unmapped = await run(sheet, true);
    expect(unmapped.problems.map((p) => p.column)).toEqual(["product_id", "name"]);
    const mapped = await run(sheet, true, { Artikelnummer: "product_id", Weinname: "name" });
    expect(mapped.problems).toEqual([]);
    expect(mapped.counts.product?.add).toBe(1);
  });
  it("takes the analytical data and grapes a spreadsheet gives, with decimal commas, and leaves what it has no column for", async () => {
    const productId = id("p", 40);
    const sheet = [
      "Produkt-ID;Aussteller-ID;Aussteller;Name;Art;Alkohol (% vol);Restzucker (g/l);Rebsorten;Verschluss",
      `${productId};${KELLER};Weingut Keller;Cuvée Fakten;Wine;12,5;3,8;"Riesling 80%, Silvaner 20%";Schraubverschluss`,
    ].join("\r\n");
    const applied = await run(sheet, false);
    expect(applied.problems).toEqual([]);
    const facts = await readProductFacts(t.db, [productId]);
    expect(facts.get(productId)).toMatchObject({
      alcohol: 12.5,
      residualSugar: 3.8,
      closure: "Schraubverschluss",
      grapeVarieties: [
        { varietyName: "Riesling", percentage: 80 },
        { varietyName: "Silvaner", percentage: 20 },
      ],
    });
    expect((await run(sheet, true)).totalChanges).toBe(0);
    // A later sheet with other columns changes only those.
    const later = await run(
      [
        "product_id,exhibitor_id,exhibitor_name,name,kind,alcohol",
        `${productId},${KELLER},Weingut Keller,Cuvée Fakten,Wine,13`,
      ].join("\n"),
      false,
    );
    expect(later.changes[0]?.fields.map((f) => [f.field, f.newValue])).toEqual([["alcohol", 13]]);
    expect((await readProductFacts(t.db, [productId])).get(productId)?.grapeVarieties).toHaveLength(2);
  });
});

describeEachDialect("importProducts of a file longer than a batch", (t) => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
  });
  const ROWS = IMPORT_BATCH * 2 + 500;
  /** ROWS products of three exhibitors, each of which has rows in every batch; `last` replaces the last row. */
  const sheet = (last?: string) => {
    const lines = ["product_id,exhibitor_id,exhibitor_name,producer_id,producer_name,name,kind,vintage"];
    for (let n = 1; n <= ROWS; n++) {
      const e = (n % 3) + 1;
      lines.push(`${id("q", n)},${id("x", e)},Exhibitor ${e},${id("m", e)},Producer ${e},Wine ${n},Wine,2020`);
    }
    if (last) lines[lines.length - 1] = last;
    return lines.join("\n");
  };
  const run = (text: string, dryRun: boolean) =>
    importProducts(t.db, { eventId, records: parseCsv([text]), dryRun, actor: "import" });
  const registered = async () =>
    Number(
      (
        await t.db
          .selectFrom("registered_products")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("event_id", "=", eventId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("plans batch by batch: each exhibitor and producer once, every product, the first changes listed", async () => {
    const dry = await run(sheet(), true);
    expect(dry.problems).toEqual([]);
    expect(dry.counts).toEqual({
      exhibitor: { add: 3, change: 0, remove: 0 },
      producer: { add: 3, change: 0, remove: 0 },
      product: { add: ROWS, change: 0, remove: 0 },
    });
    expect(dry.totalChanges).toBe(ROWS + 6);
    expect(dry.changes).toHaveLength(100);
    expect(await registered()).toBe(0);
  });

  it("a problem in the last row rolls back the batches written before it: all rows or none", async () => {
    const broken = await run(sheet(`${id("q", ROWS)},${id("x", 1)},Exhibitor 1,,,,Wine,2020`), false);
    expect(broken.applied).toBe(false);
    expect(broken.problems.map((p) => [p.line, p.column, p.message.text])).toEqual([
      [ROWS + 1, "name", "This is a required field"],
    ]);
    expect(await registered()).toBe(0);
    expect(await t.db.selectFrom("exhibitors").select("id").where("id", "=", id("x", 1)).execute()).toEqual([]);

    const applied = await run(sheet(), false);
    expect(applied.applied).toBe(true);
    expect(applied.counts.product).toEqual({ add: ROWS, change: 0, remove: 0 });
    expect(await registered()).toBe(ROWS);
    // Applied again, nothing changes.
    expect((await run(sheet(), true)).totalChanges).toBe(0);
  });
});
