import { describe, expect, it } from "vitest";
import { fileName } from "./files.server";

describe("fileName", () => {
  const row = {
    name: "Tech sheet",
    names: JSON.stringify({ en: "Technical sheet", de: "Technisches Datenblatt", fr: "" }),
  };

  it("takes the locale's name, else the event's language, else English", () => {
    expect(fileName(row, "de", "en")).toBe("Technisches Datenblatt");
    expect(fileName(row, "it", "de")).toBe("Technisches Datenblatt");
    expect(fileName(row, "fr", "en")).toBe("Technical sheet");
  });

  it("falls back to the single name when no language names the file, whatever the column holds", () => {
    for (const names of ["{}", "", "not json", '["a"]', '{"de": 3}', "null"]) {
      expect(fileName({ name: "Tech sheet", names }, "de", "en"), names).toBe("Tech sheet");
    }
  });
});
