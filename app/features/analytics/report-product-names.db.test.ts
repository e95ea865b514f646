import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeEach, expect, it } from "vitest";
import { insertEvent, insertExhibitor, insertProduct, register } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { favoriteCounts } from "./engagement-queries.server";
import { loadReport } from "./report.server";
import { topProductsByViews } from "./report-queries.server";
import { reportTables } from "./report-sections";
import { writeReportXlsx } from "./report-xlsx.server";
import { writeAnalyticsRows } from "./roll-up.server";

// Two vintages of one wine are two products: the reports and their workbook
// name each with its vintage, as the catalogue does, never as two identical rows.

const WINE = "Domaine Lefèvre Crémant d'Alsace Brut";

describeEachDialect("report product names", (t) => {
  let eventId: string;
  let exhibitorId: string;
  let young: string;
  let old: string;

  beforeEach(async () => {
    eventId = await insertEvent(t.db);
    exhibitorId = await insertExhibitor(t.db, { name: "Domaine Lefèvre" });
    young = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: WINE, vintage: 2022 });
    old = await insertProduct(t.db, { exhibitor_id: exhibitorId, name: WINE, vintage: 2020 });
    await register(t.db, { eventId, exhibitorId, products: [{ id: young }, { id: old }] });
    const view = (productId: string, minute: number) => ({
      kind: "page_view" as const,
      event_id: eventId,
      path: "/p/en/events/x",
      entity_type: "product" as const,
      entity_id: productId,
      locale: "en",
      created_at: `2026-12-07T10:0${minute}:00.000Z`,
    });
    await writeAnalyticsRows(t.db, [view(young, 0), view(young, 1), view(old, 2)]);
    const users = await Promise.all(
      ["a", "b"].map((n) => insertUser(t.db, { email: `${n}-${randomUUID()}@example.com` })),
    );
    const favorite = (userId: string, itemId: string) => ({
      event_id: eventId,
      user_id: userId,
      item_id: itemId,
      type: "product" as const,
      added_at: "2026-12-07T10:00:00.000Z",
    });
    await t.db
      .insertInto("favorites")
      .values([favorite(users[0].id, young), favorite(users[1].id, young), favorite(users[0].id, old)])
      .execute();
  });

  const scope = () => ({ eventId, exhibitorId, from: "2026-12-06", to: "2026-12-08" });

  it("names each vintage in the most viewed products and the bookmarks per product", async () => {
    expect(await topProductsByViews(t.db, { ...scope(), limit: 10 })).toEqual([
      { productId: young, name: `${WINE} 2022`, views: 2 },
      { productId: old, name: `${WINE} 2020`, views: 1 },
    ]);
    const favorites = await favoriteCounts(t.db, { ...scope(), limit: 10 });
    expect(favorites.products.map((p) => p.name)).toEqual([`${WINE} 2022`, `${WINE} 2020`]);
  });

  it("names each vintage in the workbook's top products and bookmarks per product", async () => {
    const tables = reportTables(await loadReport(t.db, scope()), { wholeEvent: false });
    const xlsx = await writeReportXlsx({
      tables,
      locale: "en",
      subject: "Domaine Lefèvre",
      eventName: "Fair",
      range: { from: "2026-12-06", to: "2026-12-08" },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const names = (sheet: string) => {
      const rows = workbook.getWorksheet(sheet)?.getColumn(1).values ?? [];
      return rows.slice(2).map(String);
    };
    expect(names("Top products")).toEqual([`${WINE} 2022`, `${WINE} 2020`]);
    expect(names("Bookmarks per product")).toEqual([`${WINE} 2022`, `${WINE} 2020`]);
  });
});
