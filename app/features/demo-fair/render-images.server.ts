import { access, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FairData, ImageSpec } from "./fair-data";
import { buildPdf } from "./pdf";
import { bottleSvg, logoSvg, thumbnailSvg } from "./svg-art";

// Writes the files the generated rows point to: every image variant as
// WebP under <mediaDir>/img, every uploaded document as a PDF under
// <mediaDir>/files. Files already there are kept, so a second run (or a
// restart after a crash) only fills the gaps.

const CONCURRENCY = 2;

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

function svgOf(spec: ImageSpec, width: number, height: number): string {
  switch (spec.kind) {
    case "bottle":
      return bottleSvg(spec.bottle, width, height);
    case "logo":
      return logoSvg(spec.logo, width);
    case "thumbnail":
      return thumbnailSvg(spec.thumbnail, width, height);
  }
}

/** The largest variant is rasterized once from SVG; the smaller ones are resized from it. */
async function renderImage(spec: ImageSpec, dir: string): Promise<void> {
  const targets = spec.variants.map((variant) => ({
    variant,
    path: join(dir, `${spec.imageId}-${variant.width}.webp`),
  }));
  const missing = [];
  for (const target of targets) if (!(await exists(target.path))) missing.push(target);
  if (missing.length === 0) return;
  const largest = spec.variants[spec.variants.length - 1];
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(Buffer.from(svgOf(spec, largest.width, largest.height)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const { variant, path } of missing) {
    // effort 2: half the encoding time of the default for the same size on these flat drawings.
    await sharp(data, { raw: info })
      .resize(variant.width, variant.height, { fit: "fill" })
      .webp({ quality: 82, effort: 2 })
      .toFile(path);
  }
}

async function pool<T>(items: readonly T[], worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await worker(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, run));
}

export async function renderImages(data: FairData, mediaDir: string): Promise<void> {
  const imageDir = join(mediaDir, "img");
  const fileDir = join(mediaDir, "files");
  await mkdir(imageDir, { recursive: true });
  await mkdir(fileDir, { recursive: true });
  await pool(data.imageSpecs, (spec) => renderImage(spec, imageDir));
  await pool(data.pdfs, async (pdf) => {
    const path = join(fileDir, `${pdf.fileId}.pdf`);
    if (!(await exists(path))) await writeFile(path, buildPdf(pdf));
  });
}
