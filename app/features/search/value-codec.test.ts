import { describe, expect, it } from "vitest";
import { runToEnd } from "~/lib/time-slice";
import { decodeValues, encodeValues } from "./value-codec";

const roundTrip = (values: unknown[]) => runToEnd(decodeValues(runToEnd(encodeValues(values))));

describe("the snapshot's value codec", () => {
  it("gives back every kind of JSON value, numbers of every size and sign, and undefined fields", () => {
    const values = [
      null,
      true,
      false,
      0,
      7,
      2 ** 28 - 1,
      2 ** 28,
      2 ** 40,
      -1,
      -0.5,
      13.9,
      Number.MAX_SAFE_INTEGER,
      "",
      "Mâcon-Villages",
      "😀 Sekt",
      [],
      [1, [2, [3, "drei"]]],
      { a: 1, b: undefined, c: null, d: { e: [true] } },
    ];
    const back = roundTrip(values);
    expect(back).toEqual(values);
    expect(Object.keys(back[17] as object)).toEqual(["a", "b", "c", "d"]);
  });

  it("stores a repeated string once and a shared object once, and the decoded values share it again", () => {
    const producer = { id: "p1", name: "Domaine Élodie" };
    const image = { src: "/media/img/1-320.webp", width: 320 };
    const docs = Array.from({ length: 600 }, (_, i) => ({
      id: `d${i}`,
      country: "FR",
      producer,
      image: i % 2 === 0 ? image : null,
      grapes: ["Chardonnay"],
    }));
    const encoded = runToEnd(encodeValues(docs));
    expect(encoded.strings.filter((text) => text === "FR")).toHaveLength(1);
    expect(encoded.shapes).toHaveLength(3);
    const back = runToEnd(decodeValues(encoded)) as typeof docs;
    expect(back).toEqual(docs);
    expect(back[0].producer).toBe(back[599].producer);
    expect(back[0].image).toBe(back[598].image);
    // Arrays not shared are not merged.
    expect(back[0].grapes).not.toBe(back[1].grapes);
  });

  it("refuses words that end early or run on", () => {
    const encoded = runToEnd(encodeValues([{ a: [1, 2, 3] }]));
    expect(() => runToEnd(decodeValues({ ...encoded, words: encoded.words.subarray(0, 3) }))).toThrow(/end early/);
    const longer = new Uint32Array(encoded.words.length + 1);
    longer.set(encoded.words);
    expect(() => runToEnd(decodeValues({ ...encoded, words: longer }))).toThrow(/do not end/);
  });

  it("refuses what JSON cannot hold", () => {
    expect(() => runToEnd(encodeValues([() => 1]))).toThrow(/function/);
  });
});
