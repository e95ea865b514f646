import { serverT } from "~/.server/i18n";
import { fontPath } from "~/features/exports/fonts.server";
import { yieldEvery } from "~/features/exports/progress";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import type { LabelEntry, LabelSheet } from "./label-sheet.server";
import { darkRuns, qrMatrix } from "./qr-matrix";

// A stand's labels as a PDF (docs/labels.md), in the requester's language:
// - "grid": A4 sheets of 3 × 8 labels of 70 × 37 mm (the common sticker
//   sheet, e.g. Avery L7160-style 3 × 8 layouts without margins: 70 × 37 mm,
//   "3474"), each with the QR code, the product's name, vintage, producer,
//   the stand and the short code to type;
// - "tent": one table tent per product, an A4 page folded across the middle;
//   the upper half is printed upside down, so both faces stand upright.
// QR codes are vector squares in the embedded DejaVu Sans document: sharp at
// any printer's resolution, and every accent of the five languages prints.

export type LabelLayout = "grid" | "tent";

type Doc = PDFKit.PDFDocument;

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
const GRID = { columns: 3, rows: 8, width: 70 * MM, height: 37 * MM };
const INK = "#1a1a1a";
const MUTED = "#555555";

/** Draws the QR code of `text` in a square of `side` points at (x, y), its quiet zone inside the square. */
function drawQr(doc: Doc, text: string, x: number, y: number, side: number): void {
  const matrix = qrMatrix(text);
  const quiet = 2;
  const module = side / (matrix.size + 2 * quiet);
  doc.save().fillColor("#000000");
  for (const [row, column, length] of darkRuns(matrix))
    doc.rect(x + (quiet + column) * module, y + (quiet + row) * module, length * module, module);
  doc.fill().restore();
}

function font(doc: Doc, size: number, bold = false, color = INK): Doc {
  return doc
    .font(fontPath(bold ? "bold" : "regular"))
    .fontSize(size)
    .fillColor(color);
}

function gridLabel(doc: Doc, entry: LabelEntry, t: TFunction, x: number, y: number): void {
  const pad = 3 * MM;
  const qrSide = GRID.height - 2 * pad;
  drawQr(doc, entry.url, x + pad, y + pad, qrSide);
  const textX = x + pad + qrSide + 2 * MM;
  const width = GRID.width - (textX - x) - pad;
  let top = y + pad + 2;
  // Up to four lines of the name: long names tell wines apart at their end ("… Brut Rosé").
  font(doc, 8.5, true).text(entry.name, textX, top, { width, height: 42, ellipsis: true });
  top = Math.max(doc.y, top + 11) + 2;
  const standLine = [
    entry.vintage ? String(entry.vintage) : "",
    entry.stand ? t("labels:sheet.stand", { stand: entry.stand }) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  if (standLine) {
    font(doc, 8, true).text(standLine, textX, top, { width, lineBreak: false, ellipsis: true });
    top = doc.y + 1;
  }
  font(doc, 7, false, MUTED).text(entry.producer, textX, top, { width, height: 9, ellipsis: true, lineBreak: false });
  font(doc, 8, false, MUTED).text(entry.code, textX, y + GRID.height - pad - 10, {
    width,
    lineBreak: false,
    characterSpacing: 1,
  });
}

async function grid(doc: Doc, sheet: LabelSheet, t: TFunction): Promise<void> {
  const perPage = GRID.columns * GRID.rows;
  const top = (A4.height - GRID.rows * GRID.height) / 2;
  const left = (A4.width - GRID.columns * GRID.width) / 2;
  const pause = yieldEvery(24);
  for (const [index, entry] of sheet.entries.entries()) {
    if (index > 0 && index % perPage === 0) doc.addPage();
    const slot = index % perPage;
    gridLabel(
      doc,
      entry,
      t,
      left + (slot % GRID.columns) * GRID.width,
      top + Math.floor(slot / GRID.columns) * GRID.height,
    );
    await pause();
  }
}

/** One face of a table tent, upright in a box of `width` × `height` at (0, 0) of the current transform. */
function tentFace(doc: Doc, sheet: LabelSheet, entry: LabelEntry, t: TFunction, width: number, height: number): void {
  const pad = 15 * MM;
  const qrSide = Math.min(75 * MM, height - 2 * pad);
  const qrTop = (height - qrSide) / 2;
  drawQr(doc, entry.url, pad, qrTop, qrSide);
  const textX = pad + qrSide + 10 * MM;
  const textWidth = width - textX - pad;
  font(doc, 20, true).text(entry.name, textX, qrTop, { width: textWidth, height: 100, ellipsis: true });
  const standLine = [
    entry.vintage ? String(entry.vintage) : "",
    entry.stand ? t("labels:sheet.stand", { stand: entry.stand }) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  if (standLine)
    font(doc, 14, true).text(standLine, textX, doc.y + 6, { width: textWidth, height: 20, ellipsis: true });
  font(doc, 12, false, MUTED).text(entry.producer, textX, doc.y + 4, { width: textWidth, height: 32, ellipsis: true });
  font(doc, 9, false, MUTED).text(t("labels:sheet.scanHint"), textX, doc.y + 14, {
    width: textWidth,
    height: 36,
    ellipsis: true,
  });
  font(doc, 14, true).text(entry.code, textX, doc.y + 4, { width: textWidth, characterSpacing: 3, lineBreak: false });
  font(doc, 8, false, MUTED).text(sheet.exhibitorName, pad, height - 10 * MM, {
    width: width - 2 * pad,
    lineBreak: false,
  });
}

async function tents(doc: Doc, sheet: LabelSheet, t: TFunction): Promise<void> {
  const half = A4.height / 2;
  const pause = yieldEvery(4);
  for (const [index, entry] of sheet.entries.entries()) {
    if (index > 0) doc.addPage();
    // Upper half upside down: turned 180° about the half's centre.
    doc.save().rotate(180, { origin: [A4.width / 2, half / 2] });
    tentFace(doc, sheet, entry, t, A4.width, half);
    doc.restore();
    doc.save().translate(0, half);
    tentFace(doc, sheet, entry, t, A4.width, half);
    doc.restore();
    // The fold.
    doc.save().moveTo(0, half).lineTo(A4.width, half).dash(3, { space: 3 }).strokeColor("#999999").stroke().restore();
    await pause();
  }
}

/** The sheet as a PDF file in `locale`. */
export async function writeLabelsPdf(
  sheet: LabelSheet,
  options: { layout: LabelLayout; locale: Locale },
): Promise<Buffer> {
  const t = serverT(options.locale);
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    font: fontPath("regular"),
    lang: options.locale,
    displayTitle: true,
    info: {
      Title: t(options.layout === "tent" ? "labels:sheet.tentTitle" : "labels:sheet.gridTitle", {
        exhibitor: sheet.exhibitorName,
        event: sheet.eventName,
      }),
      Creator: "Uncork",
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (sheet.entries.length === 0)
    font(doc, 14).text(t("labels:sheet.empty", { exhibitor: sheet.exhibitorName }), 56, 56);
  else if (options.layout === "tent") await tents(doc, sheet, t);
  else await grid(doc, sheet, t);
  doc.end();
  return finished;
}
