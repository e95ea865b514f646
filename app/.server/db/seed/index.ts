// The demo fair generator: generate (pure), write (one transaction), render
// (image and PDF files), or all three at once on an empty database.

export type { FairData, ImageSpec, PdfSpec } from "./fair-data";
export { type FairOptions, generateFair } from "./generate-fair";
export { type LoadDemoOptions, loadDemoFairIfEmpty } from "./load-demo";
export { renderImages } from "./render-images";
export { clearCatalogue, writeFair } from "./write-fair";
