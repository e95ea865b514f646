import { describe, expect, it } from "vitest";
import { darkRuns, qrMatrix } from "./qr-matrix";

describe("qrMatrix", () => {
  it("draws a QR code with its three finder patterns, and runs cover exactly the dark modules", () => {
    const matrix = qrMatrix("https://fair.example/q/K7M2QX");
    expect(matrix.size).toBeGreaterThanOrEqual(21);
    // Each finder pattern's outer ring is dark at its corner; the module next to it, outside, is light.
    for (const [row, column] of [
      [0, 0],
      [0, matrix.size - 1],
      [matrix.size - 1, 0],
    ])
      expect(matrix.dark(row, column)).toBe(true);
    expect(matrix.dark(7, 7)).toBe(false);

    let dark = 0;
    for (let row = 0; row < matrix.size; row++)
      for (let column = 0; column < matrix.size; column++) if (matrix.dark(row, column)) dark++;
    const runs = darkRuns(matrix);
    expect(runs.reduce((sum, [, , length]) => sum + length, 0)).toBe(dark);
    for (const [row, start, length] of runs)
      for (let column = start; column < start + length; column++) expect(matrix.dark(row, column)).toBe(true);
  });
});
