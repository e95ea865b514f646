import { randomInt } from "node:crypto";

// A product's short code (issue 31, docs/labels.md): six letters and digits
// printed under a QR code and typed when a camera fails. The alphabet leaves
// out what reads alike on a label (0 and O, 1, I and L), and codes are
// case-insensitive: stored in capitals, read in either case.
// 31^6 = 887 million codes: at a million products a new code meets a taken
// one about once in 900 tries, and the database refuses it (a retry).

export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 6;

const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export function newProductCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The code as stored, or null when `text` cannot be one (so it is looked up nowhere). */
export function normalizeProductCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The address a label's QR code holds. */
export function productCodePath(code: string): string {
  return `/q/${code}`;
}
