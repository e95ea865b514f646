// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DataColumn, DataTable } from "./data-table";

interface Wine {
  id: string;
  name: string;
  vintage: number | null;
}

const WINES: Wine[] = [
  { id: "w1", name: "Riesling Eins", vintage: 2023 },
  { id: "w2", name: "Silvaner Zwei", vintage: null },
];

const COLUMNS: DataColumn<Wine>[] = [
  { header: "Name", rowHeader: true, cell: (wine) => <a href={`/wines/${wine.id}`}>{wine.name}</a> },
  {
    header: "Vintage",
    cell: (wine) => wine.vintage ?? "–",
    cellClassName: (wine) => (wine.vintage === null ? "text-muted" : "tabular-nums"),
  },
];

function renderWines(rows: Wine[] = WINES) {
  return render(
    <DataTable
      caption="Wines of the stand"
      columns={COLUMNS}
      rows={rows}
      rowKey={(wine) => wine.id}
      className="mt-3"
      tableClassName="text-sm"
      data-section="wines"
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DataTable", () => {
  it("is a table named by its caption, with column headers, row headers and the cells the columns render", () => {
    renderWines();
    const table = screen.getByRole("table", { name: "Wines of the stand" });
    expect(table.getAttribute("data-section")).toBe("wines");
    expect(table.className).toBe("w-full text-left text-sm");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Name", "col"],
      ["Vintage", "col"],
    ]);
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((th) => th.getAttribute("scope"))).toEqual(["row", "row"]);
    expect(within(rowHeaders[0]).getByRole("link", { name: "Riesling Eins" }).getAttribute("href")).toBe("/wines/w1");
    const cells = within(table).getAllByRole("cell");
    expect(cells.map((td) => [td.textContent, td.className])).toEqual([
      ["2023", "tabular-nums"],
      ["–", "text-muted"],
    ]);
  });

  it("gives every header and cell the table's cell classes unless its column sets its own", () => {
    renderWines();
    const [name, vintage] = screen.getAllByRole("columnheader");
    expect(name.className).toBe("py-2 pr-3");
    expect(vintage.className).toBe("py-2 pr-3");
    expect(screen.getAllByRole("rowheader")[0].className).toBe("py-2 pr-3");
  });

  it("keeps its header row when there are no rows", () => {
    renderWines([]);
    expect(screen.getAllByRole("row")).toHaveLength(1);
    expect(screen.getAllByRole("columnheader")).toHaveLength(2);
  });

  it("is no region and no tab stop while the table fits", () => {
    renderWines();
    expect(screen.queryByRole("region")).toBeNull();
    const box = screen.getByRole("table").parentElement;
    expect(box?.className).toBe("overflow-x-auto mt-3");
    expect(box?.hasAttribute("tabindex")).toBe(false);
  });

  it("becomes a focusable region named by the caption when the table is wider than its box", () => {
    const observers: { callback: () => void; elements: Element[] }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        elements: Element[] = [];
        constructor(readonly callback: () => void) {
          observers.push(this);
        }
        observe(element: Element) {
          this.elements.push(element);
        }
        disconnect() {}
      },
    );
    renderWines();
    const box = screen.getByRole("table").parentElement as HTMLElement;
    expect(observers[0].elements).toEqual([box, screen.getByRole("table")]);

    Object.defineProperty(box, "clientWidth", { configurable: true, value: 390 });
    Object.defineProperty(box, "scrollWidth", { configurable: true, value: 586 });
    act(() => observers[0].callback());
    const region = screen.getByRole("region", { name: "Wines of the stand" });
    expect(region).toBe(box);
    expect(region.tabIndex).toBe(0);

    Object.defineProperty(box, "scrollWidth", { configurable: true, value: 390 });
    act(() => observers[0].callback());
    expect(screen.queryByRole("region")).toBeNull();
    expect(box.hasAttribute("tabindex")).toBe(false);
  });
});
