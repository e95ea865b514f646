import {
  BRAND_PATTERNS,
  englishCompound,
  IMPORTER_PATTERNS,
  PLACES,
  SPIRIT_PATTERNS,
  type Trade,
} from "./data/company-names";
import { country } from "./data/countries";
import { namePool } from "./data/people";
import type { Random } from "./random";

// Invented company names that read like the real thing in their country,
// each used once per fair.

const CONTRACTIONS: [RegExp, string][] = [
  [/ de Les /, " des "],
  [/ de Le /, " du "],
  [/ de La /, " de la "],
  [/ de El /, " del "],
  [/ de Los /, " de los "],
  [/ de Las /, " de las "],
  [/ di Le /, " delle "],
  [/ di Il /, " del "],
  [/ di La /, " della "],
  [/ di I /, " dei "],
];

function contract(name: string): string {
  let out = name;
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out;
}

function brandFrom(random: Random, pattern: string, countryCode: string, placeKey: string): string {
  const people = namePool(countryCode);
  const places = PLACES[placeKey] ?? PLACES[countryCode];
  const filled = pattern.replace(/\{([SFPE])\}/g, (_, token: string) => {
    switch (token) {
      case "S":
        return random.pick(people.family);
      case "F":
        return random.pick(random.chance(0.5) ? people.female : people.male);
      case "P":
        return places ? random.pick(places) : englishCompound((items) => random.pick(items));
      default:
        return englishCompound((items) => random.pick(items));
    }
  });
  return contract(filled);
}

export class CompanyNamer {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  /**
   * A brand name not used before in this fair. `carries` is what an importer
   * mostly carries, or a distillery's spirit type: both shape the name.
   */
  brand(trade: Trade, countryCode: string, placeKey = countryCode, carries = "Wine"): string {
    const table =
      trade === "importer" && carries in IMPORTER_PATTERNS
        ? IMPORTER_PATTERNS[carries as keyof typeof IMPORTER_PATTERNS]
        : BRAND_PATTERNS[trade];
    const patterns =
      (trade === "distillery" ? SPIRIT_PATTERNS[`${countryCode}:${carries}`] : undefined) ??
      table[countryCode] ??
      table.default;
    for (let attempt = 0; attempt < 40; attempt++) {
      const name = brandFrom(this.random, this.random.pick(patterns), countryCode, placeKey);
      if (/(\S+) & \1\b/.test(name)) continue; // "Weber & Weber"
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    // Large fairs exhaust the combinations; a family name keeps the name plausible.
    for (let n = 2; ; n++) {
      const base = brandFrom(this.random, this.random.pick(patterns), countryCode, placeKey);
      const name = `${base} ${this.random.pick(namePool(countryCode).family)}${n > 30 ? ` ${n}` : ""}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
  }

  /** The registered name: the brand, sometimes with the country's legal form. */
  legalName(brand: string, countryCode: string): string {
    // "Cider & Perry Co. K.K." reads wrong: a name that already says "company" keeps it at that.
    const hasForm = /\b(Co\.|Company|Inc\.|Ltd)$/.test(brand);
    return !hasForm && this.random.chance(0.35)
      ? `${brand} ${this.random.pick(country(countryCode).legalForms)}`
      : brand;
  }
}
