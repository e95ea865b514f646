import { describe, expect, it } from "vitest";
import { detectDelimiter, parseCsv } from "./csv.server";

async function records(chunks: string[]) {
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of parseCsv(chunks)) out.push(record);
  return out;
}

describe("parseCsv", () => {
  it("reads quoted fields with delimiters, line breaks and doubled quotes", async () => {
    const text = 'id,name,note\r\n1,"Riesling, trocken","say ""hi""\nthere"\r\n2,Silvaner,\r\n';
    expect(await records([text])).toEqual([
      { line: 1, fields: ["id", "name", "note"] },
      { line: 2, fields: ["1", "Riesling, trocken", 'say "hi"\nthere'] },
      { line: 3, fields: ["2", "Silvaner", ""] },
    ]);
  });

  it("gives the same records however the text is cut into chunks", async () => {
    const text = '\uFEFFid;name\r\n1;"Château ""Haut""; Mirande"\r\n\r\n2;Sekt\r\n3;"a\r\nb"';
    const whole = await records([text]);
    expect(whole).toEqual([
      { line: 1, fields: ["id", "name"] },
      { line: 2, fields: ["1", 'Château "Haut"; Mirande'] },
      { line: 3, fields: ["2", "Sekt"] },
      { line: 4, fields: ["3", "a\r\nb"] },
    ]);
    for (let size = 1; size <= 7; size++) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(await records(chunks)).toEqual(whole);
    }
  });

  it("reads a one-line file without its line break, and nothing from an empty one", async () => {
    expect(await records(["a,b"])).toEqual([{ line: 1, fields: ["a", "b"] }]);
    expect(await records([""])).toEqual([]);
  });
});

describe("detectDelimiter", () => {
  it("takes the semicolon of European spreadsheets when the header has more of them outside quotes", () => {
    expect(detectDelimiter("id;name;region")).toBe(";");
    expect(detectDelimiter('id,name,"a;b;c"')).toBe(",");
    expect(detectDelimiter("id")).toBe(",");
  });
});

describe("parseCsv limits", () => {
  it("reads a line of 200 fields and refuses one of 201, naming its line", async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(",");
    expect((await records([`${fields(200)}\n${fields(200)}\n`]))[1].fields).toHaveLength(200);
    await expect(records([`${fields(200)}\n${fields(201)}\n`])).rejects.toMatchObject({
      status: 413,
      messageKey: "organizer:import.errors.tooManyColumns",
      details: { params: { line: 2, limit: 200 } },
    });
  });

  it("decides the delimiter from the header's first 64 KB when its line is longer", async () => {
    await expect(records([";".repeat(100_000)])).rejects.toMatchObject({ details: { params: { line: 1 } } });
  });
});
