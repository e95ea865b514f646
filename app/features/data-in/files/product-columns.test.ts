import { describe, expect, it } from "vitest";
import { grapeList, readProductRow } from "./product-columns";

// A product row's facts as spreadsheets write them: decimal commas, shares
// with or without a space before "%", values a typing error would give refused.

const base = {
  product_id: "p".repeat(24),
  exhibitor_id: "e".repeat(24),
  exhibitor_name: "Weingut",
  name: "Riesling",
  kind: "Wine",
};

describe("product facts from a file", () => {
  it("reads grape varieties with and without their share", () => {
    expect(grapeList("Riesling 80%, Pinot Noir 20 %")).toEqual([
      { varietyName: "Riesling", percentage: 80 },
      { varietyName: "Pinot Noir", percentage: 20 },
    ]);
    expect(grapeList("Chardonnay; Pinot Blanc")).toEqual([
      { varietyName: "Chardonnay", percentage: null },
      { varietyName: "Pinot Blanc", percentage: null },
    ]);
    expect(grapeList("Grenache 12,5%")).toEqual([{ varietyName: "Grenache", percentage: 12.5 }]);
    expect(grapeList("")).toEqual([]);
    expect(grapeList("Syrah 120%")).toBeNull();
  });

  it("reads decimal commas and refuses values no product has", () => {
    const { row } = readProductRow(2, {
      ...base,
      alcohol: "12,5",
      residual_sugar: "3.8",
      ph: "3,1",
      bottle_size: "750",
    });
    expect(row?.facts).toMatchObject({ alcohol: 12.5, residualSugar: 3.8, ph: 3.1, bottleSize: 750 });
    const { problems } = readProductRow(3, {
      ...base,
      alcohol: "125",
      ph: "acid",
      bottle_size: "0.75",
      grapes: "Syrah 150%",
    });
    expect(problems.map((p) => [p.column, p.value, p.message.text])).toEqual([
      ["alcohol", "125", "This doesn't look valid."],
      ["ph", "acid", "This doesn't look valid."],
      ["bottle_size", "0.75", "This doesn't look valid."],
      ["grapes", "Syrah 150%", "This doesn't look valid."],
    ]);
  });
});
