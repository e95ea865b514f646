import QRCode from "qrcode";

// A QR code as dark modules, for drawing as vector squares (a label printed
// at any size stays sharp). Error correction M: a label survives a smudge or
// a wine stain on up to 15 % of the code.

export interface QrMatrix {
  size: number;
  dark(row: number, column: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** Runs of dark modules per row ([row, first column, length]), so a drawing has a few hundred rectangles, not thousands. */
export function darkRuns(matrix: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < matrix.size; row++) {
    let start = -1;
    for (let column = 0; column <= matrix.size; column++) {
      const dark = column < matrix.size && matrix.dark(row, column);
      if (dark && start === -1) start = column;
      if (!dark && start !== -1) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return runs;
}
