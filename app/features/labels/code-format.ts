// The shape of a product's short code (docs/labels.md), for the server and
// the browser alike (the Scan page reads codes too): six letters and digits
// of an alphabet without look-alikes (no 0/O, 1/I or L), case-insensitive,
// stored in capitals. Codes are drawn in ./short-codes.ts.

export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 6;

const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** The code as stored, or null when `text` cannot be one (so it is looked up nowhere). */
export function normalizeProductCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The address a label's QR code holds. */
export function productCodePath(code: string): string {
  return `/q/${code}`;
}
