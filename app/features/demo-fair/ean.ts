import type { Random } from "./random";

// GS1 identifiers: EAN-13 for the bottle and the case, GTIN-14 for the case
// (the bottle's number behind a packaging indicator), all with valid check
// digits and the GS1 prefix of the product's country.

/** GS1 mod-10 check digit of the digits given (without the check digit). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  // Weights alternate 3,1,3,... starting from the rightmost digit.
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGs1(code: string): boolean {
  return /^\d{8,14}$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

const PREFIXES: Record<string, [number, number]> = {
  FR: [300, 379],
  IT: [800, 839],
  ES: [840, 849],
  DE: [400, 440],
  AT: [900, 919],
  PT: [560, 560],
  US: [0, 139],
  AR: [779, 779],
  CL: [780, 780],
  ZA: [600, 601],
  AU: [930, 939],
  NZ: [940, 949],
  GE: [486, 486],
  GR: [520, 521],
  HU: [599, 599],
  GB: [500, 509],
  IE: [539, 539],
  JP: [450, 459],
  BE: [540, 549],
  MX: [750, 750],
  CZ: [859, 859],
  NL: [870, 879],
};

/** A company prefix (GS1 country prefix + company number): 8 digits shared by a company's products. */
export function companyPrefix(random: Random, countryCode: string): string {
  const [min, max] = PREFIXES[countryCode] ?? [200, 299];
  return String(random.int(min, max)).padStart(3, "0") + String(random.int(0, 99_999)).padStart(5, "0");
}

export function ean13(prefix8: string, item: number): string {
  const body = prefix8 + String(item % 10_000).padStart(4, "0");
  return body + gs1CheckDigit(body);
}

/** GTIN-14 of a case of the bottle: indicator digit, the bottle's first 12 digits, a new check digit. */
export function gtin14(indicator: number, bottleEan13: string): string {
  const body = String(indicator) + bottleEan13.slice(0, 12);
  return body + gs1CheckDigit(body);
}
