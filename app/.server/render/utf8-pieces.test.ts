import { describe, expect, it } from "vitest";
import { Utf8Pieces } from "./utf8-pieces";

/** Pieces of a page with characters of one, two, three and four bytes in UTF-8. */
function pagePieces(count: number): string[] {
  const words = ["<li>", "Riesling", "Müller-Thurgau", "12,50 €", "Ξινόμαυρο", "獺祭", "🍑", "</li>"];
  return Array.from({ length: count }, (_, i) => `${words[i % words.length]}${i}`);
}

function joined(pieces: string[], into = new Utf8Pieces()): Buffer {
  for (const piece of pieces) into.add(piece);
  return into.copy();
}

describe("Utf8Pieces", () => {
  it("joins pieces as the UTF-8 of their joined text", () => {
    const pieces = pagePieces(20_000);
    expect(joined(pieces).equals(Buffer.from(pieces.join("")))).toBe(true);
  });

  it("joins a piece longer than it joins at once, between short ones", () => {
    const pieces = ["<p>", "Grüner Veltliner – ".repeat(2_000), "</p>", "€".repeat(10_000), "<br>"];
    expect(joined(pieces).equals(Buffer.from(pieces.join("")))).toBe(true);
  });

  it("keeps a character split between two pieces whole, wherever the pieces are encoded", () => {
    const peach = "🍑";
    for (const before of [0, 8_190, 8_191, 8_192, 20_000]) {
      const pieces = ["x".repeat(before), peach[0], peach[1], "!"];
      expect(joined(pieces).toString("utf8")).toBe(`${"x".repeat(before)}🍑!`);
    }
  });

  it("grows past the buffer it keeps, and lets the grown one go once cleared", () => {
    const pieces = new Utf8Pieces(1_024);
    const text = pagePieces(5_000);
    expect(joined(text, pieces).equals(Buffer.from(text.join("")))).toBe(true);
    expect(pieces.capacity).toBeGreaterThan(1_024);
    pieces.clear();
    expect(pieces.capacity).toBe(1_024);
    expect(pieces.view().length).toBe(0);
  });

  it("puts a prefix before the bytes, in a copy later pages do not change", () => {
    const pieces = new Utf8Pieces();
    pieces.add("<html>");
    pieces.add("Grüß Gott");
    const first = pieces.copy(Buffer.from("<!DOCTYPE html>"));
    pieces.clear();
    pieces.add("<html>another page, longer than the first");
    expect(first.toString("utf8")).toBe("<!DOCTYPE html><html>Grüß Gott");
    expect(pieces.view().toString("utf8")).toBe("<html>another page, longer than the first");
  });

  it("adds when called on its own, as React calls it", () => {
    const pieces = new Utf8Pieces();
    const { add } = pieces;
    add("a");
    add("b");
    expect(pieces.view().toString("utf8")).toBe("ab");
  });
});
