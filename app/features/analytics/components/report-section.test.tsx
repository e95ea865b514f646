// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import reportsDe from "../../../../locales/de/reports.json";
import reports from "../../../../locales/en/reports.json";
import { type ReportData, reportTables } from "../report-sections";
import { ReportSection } from "./report-section";

// The charts are drawn on the server: the HTML the server sends already has
// every line and bar (no browser measuring, no animation), and the table
// after each chart carries the same numbers in the reader's language.

const REPORT: ReportData = {
  views: [
    { day: "2026-12-07", exhibitor: 3, product: 1200, other: 0 },
    { day: "2026-12-08", exhibitor: 0, product: 4, other: 0 },
  ],
  topProducts: [
    { productId: "p1", name: "Riesling Eins", views: 1200 },
    { productId: "p2", name: "Silvaner Zwei", views: 4 },
  ],
  favorites: { totals: { exhibitorFavorites: 1, productFavorites: 2, tastingNotes: 0 }, products: [] },
  clicksByKind: [
    { linkKind: "website", clicks: 2 },
    { linkKind: "shop", clicks: 0 },
    { linkKind: "other", clicks: 0 },
  ],
  clicksByTarget: [{ target: "https://mine.example/", linkKind: "website", clicks: 2 }],
  meetings: { requested: 3, confirmed: 1, open: 1, declined: 1, cancelled: 0 },
  samples: { requested: 2, open: 1, sent: 1, declined: 0 },
  leads: { total: 7, hot: 3, warm: 1, cold: 0 },
};

function html(id: string, locale: "en" | "de" = "en"): HTMLElement {
  const tables = reportTables(REPORT, { wholeEvent: false });
  const table = tables.find((t) => t.id === id);
  if (!table) throw new Error(id);
  const i18n = createI18n(locale, { reports: locale === "de" ? reportsDe : reports, common: {} });
  const markup = renderToString(
    <I18nProvider i18n={i18n}>
      <ReportSection table={table} locale={locale} />
    </I18nProvider>,
  );
  const root = document.createElement("div");
  root.innerHTML = markup;
  return root;
}

const cells = (root: HTMLElement) =>
  [...root.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent));

describe("a report section rendered on the server", () => {
  it("draws a line per kind of page over the days, and lists the days in a table", () => {
    const root = html("views");
    const svg = root.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(root.querySelectorAll("svg path.visx-linepath")).toHaveLength(2);
    expect(root.querySelector("h2")?.textContent).toBe("Page views per day");
    expect(cells(root)).toEqual([
      ["Dec 7, 2026", "3", "1,200"],
      ["Dec 8, 2026", "0", "4"],
    ]);
  });

  it("draws a bar per row, longest for the largest count, with words in the reader's language", () => {
    const root = html("meetings", "de");
    const bars = [...root.querySelectorAll("svg rect")];
    expect(bars).toHaveLength(5);
    const widths = bars.map((bar) => Number(bar.getAttribute("width")));
    expect(widths[0]).toBeGreaterThan(widths[1]);
    expect(widths[4]).toBe(0);
    expect(cells(root).map((row) => row[0])).toEqual([
      "Angefragt",
      "Bestätigt",
      "Wartet auf Antwort",
      "Abgelehnt",
      "Abgesagt",
    ]);
    expect(root.querySelector("caption")?.textContent).toBe("Terminanfragen");
  });

  it("says so instead of an empty chart when a section has no rows", () => {
    const root = html("favoriteProducts");
    expect(root.querySelector("svg")).toBeNull();
    expect(root.querySelector("table")).toBeNull();
    expect(root.textContent).toContain("Nothing in this range.");
  });
  it("counts the badges scanned by score, those without one counted too", () => {
    const root = html("leads", "de");
    expect(root.querySelector("h2")?.textContent).toBe("Gescannte Kontakte");
    expect(cells(root)).toEqual([
      ["Gescannt", "7"],
      ["Heiß", "3"],
      ["Warm", "1"],
      ["Kalt", "0"],
      ["Keine Bewertung", "3"],
    ]);
  });
});
