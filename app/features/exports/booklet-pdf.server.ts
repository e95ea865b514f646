import { serverT } from "~/.server/i18n";
import type { ProductEntry, WalkPlanEntry, WalkPlanExhibitor } from "~/features/favorites/walk-plan.server";
import { countryName, formatDate, formatDateRange, formatNumber } from "~/lib/format";
import type { TFunction } from "~/lib/i18n";
import type { Booklet } from "./booklet.server";
import { grapesText, priceText, productTitle, sensoryLines, stars } from "./booklet-text";
import { fontPath } from "./fonts.server";
import { type ProgressCallback, yieldEvery } from "./progress";

// The tasting booklet as a PDF to print or read on a phone: a cover, then
// the entries grouped by exhibitor in walking order, "Page 3 of 12" on every
// page. Text is set in the embedded DejaVu Sans, so every accent of the five
// languages survives (checked by extracting the text in the tests).

const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const INK = "#1a1a1a";
const MUTED = "#555555";
const PRIMARY = "#21699F";
const LINE = "#c8c8c8";

type Doc = PDFKit.PDFDocument;

interface Line {
  text: string;
  bold?: boolean;
  size: number;
  color?: string;
  gapBefore?: number;
}

function width(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN.bottom;
}

function setFont(doc: Doc, line: Pick<Line, "bold" | "size" | "color">): void {
  doc
    .font(fontPath(line.bold ? "bold" : "regular"))
    .fontSize(line.size)
    .fillColor(line.color ?? INK);
}

// DejaVu Sans's average advance (em) and line height, a little generous.
const CHAR_EM = { regular: 0.56, bold: 0.62 };
const LINE_EM = 1.17;

/**
 * The height lines will take, estimated from their length: only used to
 * decide where a page ends, and laying the text out twice (measure, then
 * write) would double the booklet's cost.
 */
function heightOf(doc: Doc, lines: readonly Line[]): number {
  let total = 0;
  for (const line of lines) {
    const perLine = width(doc) / (line.size * CHAR_EM[line.bold ? "bold" : "regular"]);
    const rows = line.text
      .split("\n")
      .reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
    total += (line.gapBefore ?? 0) + rows * line.size * LINE_EM;
  }
  return total;
}

function write(doc: Doc, lines: readonly Line[]): void {
  for (const line of lines) {
    setFont(doc, line);
    if (line.gapBefore) doc.y += line.gapBefore;
    doc.text(line.text, MARGIN.left, doc.y, { width: width(doc) });
  }
}

/** Starts a new page unless `height` still fits on this one; true when it did. */
function makeRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function cover(doc: Doc, booklet: Booklet, t: TFunction): void {
  const { event, locale } = booklet;
  const venue = [
    event.venue.name,
    event.venue.city,
    event.venue.country ? countryName(locale, event.venue.country) : "",
  ]
    .filter(Boolean)
    .join(", ");
  doc.y = doc.page.height * 0.25;
  write(doc, [
    { text: event.name, bold: true, size: 28, color: PRIMARY },
    { text: formatDateRange(locale, event.startsOn, event.endsOn), size: 14, color: MUTED, gapBefore: 8 },
    ...(venue ? [{ text: venue, size: 14, color: MUTED }] : []),
    { text: booklet.title, bold: true, size: 22, gapBefore: 48 },
    {
      text: t("exports:cover.entries", {
        count: booklet.entries.length,
        formatted: formatNumber(locale, booklet.entries.length),
      }),
      size: 12,
      color: MUTED,
      gapBefore: 4,
    },
    { text: t("exports:cover.preparedFor", { name: booklet.userName }), size: 12, gapBefore: 32 },
    { text: t("exports:cover.createdOn", { date: formatDate(locale, booklet.createdOn) }), size: 12, color: MUTED },
  ]);
}

function exhibitorHeader(exhibitor: WalkPlanExhibitor, booklet: Booklet, t: TFunction): Line[] {
  const place = [
    exhibitor.tableNumber ? t("exports:pdf.table", { table: exhibitor.tableNumber }) : "",
    exhibitor.country ? countryName(booklet.locale, exhibitor.country) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return [
    { text: exhibitor.name, bold: true, size: 14, color: PRIMARY, gapBefore: 14 },
    ...(place ? [{ text: place, size: 10, color: MUTED }] : []),
  ];
}

function labelled(t: TFunction, key: string, value: string): string {
  return `${t(`exports:pdf.${key}`)}: ${value}`;
}

function productLines(entry: ProductEntry, booklet: Booklet, t: TFunction): Line[] {
  const { product } = entry;
  const { locale } = booklet;
  const details = [
    labelled(t, "producer", product.producer.name),
    product.denomination ? labelled(t, "denomination", product.denomination) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const grapes = grapesText(locale, product.grapeVarieties);
  const price = priceText(locale, product);
  const place = [
    product.tableNumber && product.tableNumber !== entry.exhibitor.tableNumber
      ? t("exports:pdf.table", { table: product.tableNumber })
      : "",
    price ? labelled(t, "price", price) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const rated = entry.rating !== null;
  const lines: Line[] = [
    { text: productTitle(product), bold: true, size: 11.5, gapBefore: 9 },
    { text: details, size: 10 },
  ];
  if (grapes) lines.push({ text: labelled(t, "grapes", grapes), size: 10 });
  if (place) lines.push({ text: place, size: 10 });
  if (rated || entry.hasNote) {
    const rating = rated
      ? `${stars(entry.rating!)} ${t("exports:pdf.ratingValue", { rating: entry.rating })}`
      : t("exports:pdf.notRated");
    lines.push({ text: labelled(t, "rating", rating), size: 10 });
  }
  for (const text of sensoryLines(t, entry.sensory)) lines.push({ text, size: 10 });
  if (entry.note.trim()) lines.push({ text: labelled(t, "note", entry.note.trim()), size: 10 });
  if (entry.tags.length > 0) lines.push({ text: labelled(t, "tags", entry.tags.join(", ")), size: 9, color: MUTED });
  return lines;
}

function entryLines(entry: WalkPlanEntry, booklet: Booklet, t: TFunction): Line[] {
  if (entry.type === "product") return productLines(entry, booklet, t);
  return [{ text: t("exports:pdf.bookmarkedExhibitor"), size: 10, color: MUTED, gapBefore: 6 }];
}

async function body(doc: Doc, booklet: Booklet, t: TFunction, onProgress: ProgressCallback | undefined): Promise<void> {
  doc.addPage();
  doc.y = MARGIN.top;
  if (booklet.entries.length === 0) {
    const notice =
      booklet.source === "notes" && booklet.notesDisabled ? "exports:pdf.notesDisabled" : "exports:pdf.empty";
    write(doc, [{ text: t(notice), size: 12 }]);
    return;
  }
  const total = booklet.entries.length;
  const pause = yieldEvery(25);
  let current: string | null = null;
  for (const [index, entry] of booklet.entries.entries()) {
    const lines = entryLines(entry, booklet, t);
    const header = exhibitorHeader(entry.exhibitor, booklet, t);
    if (entry.exhibitor.id !== current) {
      // A group's header never ends a page alone: it goes with its first entry.
      makeRoom(doc, heightOf(doc, header) + heightOf(doc, lines) + 8);
      current = entry.exhibitor.id;
      doc.outline.addItem(entry.exhibitor.name);
      write(doc, header);
      const y = doc.y + 3;
      doc
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + width(doc), y)
        .lineWidth(0.5)
        .strokeColor(LINE)
        .stroke();
      doc.y = y;
    } else if (makeRoom(doc, heightOf(doc, lines))) {
      // Continued on a new page: the reader still sees whose table this is.
      write(
        doc,
        header.map((line) => ({ ...line, gapBefore: 0 })),
      );
    }
    write(doc, lines);
    onProgress?.(index + 1, total);
    await pause();
  }
}

function pageNumbers(doc: Doc, t: TFunction): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font(fontPath("regular")).fontSize(9).fillColor(MUTED);
    doc.text(
      t("exports:pdf.page", { page: i + 1, pages: count }),
      MARGIN.left,
      doc.page.height - MARGIN.bottom / 2 - 6,
      {
        width: width(doc),
        align: "center",
        lineBreak: false,
      },
    );
    doc.page.margins = margins;
  }
}

/** The booklet as a PDF file; onProgress(done, total) after each entry. */
export async function writeBookletPdf(
  booklet: Booklet,
  options: { onProgress?: ProgressCallback } = {},
): Promise<Buffer> {
  const t = serverT(booklet.locale);
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    font: fontPath("regular"),
    lang: booklet.locale,
    displayTitle: true,
    info: { Title: `${booklet.title} – ${booklet.event.name}`, Author: booklet.userName, Creator: "Uncork" },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  cover(doc, booklet, t);
  await body(doc, booklet, t, options.onProgress);
  pageNumbers(doc, t);
  doc.end();
  return finished;
}
