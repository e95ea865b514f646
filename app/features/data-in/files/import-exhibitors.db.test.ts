import { beforeAll, expect, it } from "vitest";
import { insertEvent, insertExhibitor, register } from "../../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../../tests/support/test-database";
import { parseCsv } from "./csv.server";
import { importExhibitors } from "./import-exhibitors.server";

// An exhibitor import: each row adds an exhibitor to the event or updates it in place.

const id = (n: number) => `c${String(n).padStart(23, "0")}`;

describeEachDialect("importExhibitors", (t) => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
  });
  const run = (text: string, dryRun = false) =>
    importExhibitors(t.db, { eventId, records: parseCsv([text]), dryRun, actor: "import" });

  it("checks every row: ids, required names, countries, web addresses", async () => {
    const report = await run(
      [
        "Aussteller-ID;Name;Land;Website",
        `${id(1)};;DE;https://example.com`,
        `${id(2)};Cave Coopérative;France;`,
        `${id(3)};Bodega;ES;ftp://example.com`,
      ].join("\n"),
    );
    expect(report.applied).toBe(false);
    expect(report.problems.map((p) => [p.line, p.column, p.value, p.message.text])).toEqual([
      [2, "name", "", "This is a required field"],
      [3, "country", "France", "This doesn't look valid."],
      [4, "website", "ftp://example.com", "This doesn't look valid."],
    ]);
  });

  it("adds new exhibitors to the event and updates known ones in place, leaving what the file has no column for", async () => {
    const known = await insertExhibitor(t.db, { name: "Old Name", country: "IT", website: "https://old.example" });
    await register(t.db, { eventId, exhibitorId: known });
    const sheet = [
      "exhibitor_id,name,description_de",
      `${id(10)},Neues Weingut,Ein neues Weingut.`,
      `${known},New Name,`,
    ].join("\n");
    const dry = await run(sheet, true);
    expect(dry.counts.exhibitor).toEqual({ add: 1, change: 1, remove: 0 });
    const applied = await run(sheet);
    expect(applied.applied).toBe(true);
    const rows = await t.db
      .selectFrom("exhibitors")
      .select(["id", "name", "country", "website"])
      .where("id", "in", [id(10), known])
      .execute();
    expect(rows.find((r) => r.id === known)).toEqual({
      id: known,
      name: "New Name",
      country: "IT",
      website: "https://old.example",
    });
    expect(rows.find((r) => r.id === id(10))?.name).toBe("Neues Weingut");
    const members = await t.db
      .selectFrom("registration_exhibitors")
      .select("exhibitor_id")
      .where("event_id", "=", eventId)
      .execute();
    expect(members.map((m) => m.exhibitor_id).sort()).toEqual([id(10), known].sort());
    const text = await t.db
      .selectFrom("exhibitor_translations")
      .select(["locale", "description"])
      .where("exhibitor_id", "=", id(10))
      .execute();
    expect(text).toEqual([{ locale: "de", description: "Ein neues Weingut." }]);
    expect((await run(sheet)).totalChanges).toBe(0);
  });
});
