// The shape of a personal badge code (docs/leads.md), for the server and the
// browser alike (the Scan page reads badge codes too): 10 letters and digits
// from an alphabet without look-alikes (no 0/O, 1/I/L), case-insensitive.
// 31^10 ≈ 8 · 10^14 codes: unguessable by trying, and longer than a
// product's short code (6), so a typed code tells which it is. Codes are
// drawn in ./badge-code.ts.

export const BADGE_CODE_LENGTH = 10;
export const BADGE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A typed or scanned code as stored: upper case, without spaces and dashes; null when it cannot be a badge code. */
export function normalizeBadgeCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== BADGE_CODE_LENGTH) return null;
  for (const c of code) if (!BADGE_ALPHABET.includes(c)) return null;
  return code;
}

/** The address a badge's QR code holds: locale-less, so any reader's language follows. */
export function badgePath(code: string): string {
  return `/b/${code}`;
}

/** The badge code an address of this site names (`/b/{code}`, `/{locale}/my/lead/{code}`, any query), or null. */
export function badgeCodeOfAddress(address: string): string | null {
  const path = address.split(/[?#]/)[0] ?? "";
  const match = /^\/(?:b|[a-z]{2}\/my\/lead)\/([^/]+)$/.exec(path);
  return match ? normalizeBadgeCode(match[1] ?? "") : null;
}
