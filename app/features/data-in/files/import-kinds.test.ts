import { describe, expect, it } from "vitest";
import { importFormatOf } from "./import-kinds";

describe("importFormatOf", () => {
  it("reads the format from the extension, in any case; a .txt is CSV", () => {
    expect(importFormatOf("Produkte.CSV")).toBe("csv");
    expect(importFormatOf("export.txt")).toBe("csv");
    expect(importFormatOf("/tmp/uploads/fair 2026.xlsx")).toBe("xlsx");
    expect(importFormatOf("people.json")).toBe("json");
  });

  it("refuses what an import cannot read, and a name without an extension", () => {
    expect(importFormatOf("catalogue.pdf")).toBeNull();
    expect(importFormatOf("catalogue.xls")).toBeNull();
    expect(importFormatOf("csv")).toBeNull();
    expect(importFormatOf("dir.csv/file")).toBeNull();
  });
});
