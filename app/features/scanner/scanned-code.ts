import { normalizeProductCode, productCodePath } from "~/features/labels/code-format";
import { badgePath, normalizeBadgeCode } from "~/features/leads/badge-format";

// What the Scan page does with what it read (docs/labels.md "Scan"): a QR
// code of this site's labels opens the product with its tasting-note panel
// ready, a person's badge (/b/{code}, docs/leads.md) opens the person (a
// lead for a representative); anything else is not a code of this fair's
// site. The same for a code typed by hand: six characters are a product's
// code, ten a badge's.

/** The product page's tasting-note panel (its section's id). */
export const TASTING_NOTE_ANCHOR = "#tasting-note";

/** Where a scanned text leads: a path on this site, or null when it is not one of this site's codes. */
export function scannedTarget(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // A code is plain letters and digits: a %-escape in it is no code.
  const product = /^\/q\/([^/]+)$/.exec(url.pathname);
  const code = product ? normalizeProductCode(product[1]) : null;
  if (code) return `${productCodePath(code)}${TASTING_NOTE_ANCHOR}`;
  const badge = /^\/b\/([^/]+)$/.exec(url.pathname);
  const person = badge ? normalizeBadgeCode(badge[1]) : null;
  return person ? badgePath(person) : null;
}

/** Where a typed code leads, or null when it cannot be a code. */
export function typedTarget(text: string): string | null {
  const code = normalizeProductCode(text.replace(/[\s-]/g, ""));
  if (code) return `${productCodePath(code)}${TASTING_NOTE_ANCHOR}`;
  const person = normalizeBadgeCode(text);
  return person ? badgePath(person) : null;
}

/**
 * The address a Scan page's typed code was sent to (`/{locale}/scan?code=…`,
 * which the server sends on to the code's page) as that page; any other
 * address as it is. Without a network the offline page reads it so.
 */
export function afterTypedCode(address: string): string {
  const url = new URL(address, "http://site");
  const code = /^\/[a-z]{2}\/scan$/.test(url.pathname) ? url.searchParams.get("code") : null;
  return (code !== null && typedTarget(code)) || address;
}
