import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentDisposition, bookletFileName, excelSheetNames } from "./file-names";

describe("bookletFileName", () => {
  it("joins the parts in the reader's language and keeps accents", () => {
    expect(bookletFileName(["Meine Verkostungsnotizen", "Weinmesse Köln 2026", "2026-12-07"], "pdf")).toBe(
      "Meine Verkostungsnotizen - Weinmesse Köln 2026 - 2026-12-07.pdf",
    );
  });

  it("removes what file systems and headers refuse", () => {
    const name = bookletFileName(['Reds: "best" / <top>\\?*|', "Fair\r\n2026", "\u0000"], "xlsx");
    expect(name).toBe("Reds best top - Fair 2026.xlsx");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
    expect(name).not.toMatch(/[<>:"/\\|?*\u0000-\u001f]/);
  });

  it("is never empty or hidden and at most 120 characters", () => {
    expect(bookletFileName(["", "  ", "..."], "pdf")).toBe("booklet.pdf");
    expect(bookletFileName([".hidden"], "pdf")).toBe("hidden.pdf");
    const long = bookletFileName(["Châteauneuf-du-Pape ".repeat(20)], "xlsx");
    expect([...long].length).toBeLessThanOrEqual(120);
    expect(long.endsWith(".xlsx")).toBe(true);
    expect(long).not.toMatch(/ \.xlsx$/);
  });
});

describe("attachmentDisposition", () => {
  it("gives old clients an ASCII name and others the UTF-8 name", () => {
    const header = attachmentDisposition("Mes notes de dégustation - Añejo ß œ.pdf");
    expect(header).toBe(
      `attachment; filename="Mes notes de degustation - Anejo ss oe.pdf"; filename*=UTF-8''Mes%20notes%20de%20d%C3%A9gustation%20-%20A%C3%B1ejo%20%C3%9F%20%C5%93.pdf`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe("Mes notes de dégustation - Añejo ß œ.pdf");
  });

  it("replaces what cannot be spelled in ASCII", () => {
    expect(asciiFileName("Wein 🍷 — 100%.pdf")).toBe("Wein __ _ 100_.pdf");
  });
});

describe("excelSheetNames", () => {
  it("keeps valid names as they are", () => {
    expect(excelSheetNames(["Rotweine", "Not in a list"], "Sheet")).toEqual(["Rotweine", "Not in a list"]);
  });

  it("removes characters Excel refuses and leading or trailing apostrophes", () => {
    expect(excelSheetNames(["Reds [2026]: best*?", "a/b\\c", "'quoted'"], "Sheet")).toEqual([
      "Reds 2026 best",
      "a b c",
      "quoted",
    ]);
  });

  it("cuts names to 31 characters", () => {
    const [name] = excelSheetNames(["Nebbiolo d'Alba — Barbaresco and friends from Piemonte"], "Sheet");
    expect([...name].length).toBe(31);
    expect(name).toBe("Nebbiolo d'Alba — Barbaresco an");
  });

  it("makes names unique ignoring case, within the length limit", () => {
    const long = "x".repeat(40);
    expect(excelSheetNames(["Reds", "reds", "REDS", long, long], "Sheet")).toEqual([
      "Reds",
      "reds (2)",
      "REDS (3)",
      "x".repeat(31),
      `${"x".repeat(27)} (2)`,
    ]);
  });

  it("uses the fallback for an empty name and avoids the reserved History", () => {
    expect(excelSheetNames(["", "***", "History"], "Bookmarks")).toEqual(["Bookmarks", "Bookmarks (2)", "History (1)"]);
  });
});
