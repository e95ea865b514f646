import { createRequire } from "node:module";
import { getOrInsert } from "~/lib/get-or-insert";

// DejaVu Sans covers every letter of the five languages (and the rating
// stars); PDFs embed the subset they use, so accents survive any reader.
// Resolved as a package path so it works from the sources (tests, tsx) and
// from the bundled server in build/server alike.

const FILES = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } as const;
export type FontWeight = keyof typeof FILES;

const resolved = new Map<FontWeight, string>();

export function fontPath(weight: FontWeight): string {
  return getOrInsert(resolved, weight, () =>
    createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${FILES[weight]}`),
  );
}
