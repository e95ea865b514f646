import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyFair, type FairData } from "./fair-data";
import { generateFair } from "./generate-fair";
import { buildPdf, pdfText } from "./pdf";
import { renderImages } from "./render-images.server";

let dir: string;
let sample: FairData;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "uncork-render-"));
  const fair = generateFair({ seed: 5, products: 120 });
  // A handful of specs of every kind, and one PDF whose title has accents and a non-Latin-1 character.
  const pick = (kind: string, n: number) => fair.imageSpecs.filter((s) => s.kind === kind).slice(0, n);
  sample = emptyFair();
  sample.imageSpecs = [...pick("bottle", 3), ...pick("logo", 2), ...pick("thumbnail", 1)];
  sample.pdfs = [
    {
      fileId: "a".repeat(24),
      title: "Côtes du Rhône Rosé – Mtsvane მწვანე",
      lines: ["Technical sheet", "Württemberg, Rías Baixas"],
    },
  ];
  await renderImages(sample, dir);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("renderImages", () => {
  it("writes every variant as WebP with the listed dimensions", async () => {
    for (const spec of sample.imageSpecs) {
      for (const variant of spec.variants) {
        const meta = await sharp(join(dir, "img", `${spec.imageId}-${variant.width}.webp`)).metadata();
        expect(meta.format).toBe("webp");
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      }
    }
  });

  it("renders document thumbnails at 96×136", async () => {
    const thumbnail = sample.imageSpecs.find((s) => s.kind === "thumbnail")!;
    const meta = await sharp(join(dir, "img", `${thumbnail.imageId}-96.webp`)).metadata();
    expect([meta.width, meta.height]).toEqual([96, 136]);
  });

  it("draws something: a bottle is not a blank canvas", async () => {
    const bottle = sample.imageSpecs.find((s) => s.kind === "bottle")!;
    const stats = await sharp(join(dir, "img", `${bottle.imageId}-160.webp`)).stats();
    expect(stats.isOpaque).toBe(false); // transparent around the silhouette
    expect(stats.channels[3].max).toBe(255);
  });

  it("keeps files that already exist", async () => {
    const spec = sample.imageSpecs[0];
    const path = join(dir, "img", `${spec.imageId}-${spec.variants[0].width}.webp`);
    const before = (await stat(path)).mtimeMs;
    await renderImages(sample, dir);
    expect((await stat(path)).mtimeMs).toBe(before);
  });

  it("writes a valid one-page PDF with the product name in Latin-1", async () => {
    const bytes = await readFile(join(dir, "files", `${"a".repeat(24)}.pdf`));
    const text = bytes.toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("(Côtes du Rhône Rosé - Mtsvane ) Tj");
    expect(text).toContain("/BaseFont /Helvetica");
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    // Every xref offset points at its object.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    const entries = text.slice(xref).split("\n").slice(3, 9);
    entries.forEach((entry, i) => {
      expect(text.slice(Number(entry.slice(0, 10)), Number(entry.slice(0, 10)) + 8)).toBe(`${i + 1} 0 obj\n`);
    });
  });
});

describe("pdf", () => {
  it("escapes string delimiters and drops characters WinAnsi cannot show", () => {
    expect(pdfText("Brut (Réserve) \\ 2020")).toBe("Brut \\(Réserve\\) \\\\ 2020");
    expect(pdfText("Kindzmarauli ქინძმარაული")).toBe("Kindzmarauli ");
    expect(buildPdf({ fileId: "x", title: "Ürige", lines: [] }).includes(Buffer.from("Ürige", "latin1"))).toBe(true);
  });
});
