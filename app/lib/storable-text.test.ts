import { describe, expect, it } from "vitest";
import { decodeFormStrictly, decodeStrictUtf8, isStorableText, unstorablePath } from "./storable-text";

describe("isStorableText", () => {
  it("takes ordinary text in every script, emoji included", () => {
    for (const text of ["Riesling", "Öl", "σίσυφος", "Ёлка", "葡萄酒", "🍷 Wein", ""])
      expect(isStorableText(text)).toBe(true);
  });
  it("refuses NUL and unpaired surrogates", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00y")).toBe(false);
    expect(isStorableText("\ud83c\udf77")).toBe(true);
  });
});

describe("unstorablePath", () => {
  it("names the first bad string or key, however deep", () => {
    expect(unstorablePath({ a: "ok", b: [1, "fine", { c: "no\u0000" }] })).toEqual(["b", 2, "c"]);
    expect(unstorablePath({ "k\ud800": 1 })).toEqual(["k\ud800"]);
    expect(unstorablePath(["\udfff"])).toEqual([0]);
    expect(unstorablePath("\u0000")).toEqual([]);
  });
  it("refuses a document nested deeper than any of ours, without recursion", () => {
    const deep = JSON.parse(`${"[".repeat(30_000)}${"]".repeat(30_000)}`);
    expect(unstorablePath(deep)?.length).toBe(32);
    expect(unstorablePath({ a: { b: { c: "fine" } } })).toBeNull();
  });
  it("is null when everything can be stored", () => {
    expect(unstorablePath({ a: ["x", 1, null, true], b: { c: "🍷" } })).toBeNull();
    expect(unstorablePath(42)).toBeNull();
  });
});

describe("decodeStrictUtf8", () => {
  it("decodes valid UTF-8 and refuses overlong or truncated sequences", () => {
    expect(decodeStrictUtf8(Buffer.from("Grüner Veltliner"))).toBe("Grüner Veltliner");
    expect(decodeStrictUtf8(Buffer.from([0xc0, 0xaf]))).toBeNull();
    expect(decodeStrictUtf8(Buffer.from([0xe0, 0xa4]))).toBeNull();
    expect(decodeStrictUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBeNull();
  });
});

describe("decodeFormStrictly", () => {
  it("decodes fields like a browser sends them", () => {
    expect(decodeFormStrictly("name=Gr%C3%BCner+Veltliner&empty=&flag")).toEqual([
      ["name", "Grüner Veltliner"],
      ["empty", ""],
      ["flag", ""],
    ]);
  });
  it("refuses broken %-encoding and encoded invalid UTF-8", () => {
    for (const body of ["a=%", "a=%zz", "a=%E0%A4%A", "a=%C0%AF", "%ED%A0%80=x"])
      expect(decodeFormStrictly(body)).toBeNull();
  });
});
