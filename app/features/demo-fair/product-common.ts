import type { Insertable } from "kysely";
import type { ProductsTable } from "~/.server/db/schema";
import type { ProductTextField } from "~/features/catalogue/product-texts";
import type { Characteristic, ProductKind, SensoryProfile } from "~/features/catalogue/vocabulary";
import { CERTIFIERS, DEFAULT_CERTIFIER, FINING } from "./data/winemaking";
import type { BottleSpec } from "./fair-data";
import type { Random } from "./random";
import type { Localized } from "./text/words";

// What every product builder shares: a complete row to start from, the
// diet and certification flags (kept consistent with each other), and
// interned JSON strings so large fairs do not hold a copy per product.

export type ProductRow = Insertable<ProductsTable>;

/** Every product has a description; the other texts only where they apply (no soil for a beer). */
export type ProductTexts = { description: Localized } & Partial<Record<ProductTextField, Localized>>;

export interface BuiltProduct {
  row: ProductRow;
  texts: ProductTexts;
  grapes: [string, number][];
  soils: [string, number][];
  tier: number; // 0..3, for the price
  bottle: BottleSpec;
}

/** Every column set, so multi-row inserts have the same columns in both dialects. */
export function blankProduct(
  id: string,
  exhibitorId: string,
  producerId: string | null,
  kind: ProductKind,
  createdAt: string,
): ProductRow {
  return {
    id,
    exhibitor_id: exhibitorId,
    producer_id: producerId,
    kind,
    name: "",
    vintage: null,
    country: "",
    region: "",
    subregion: "",
    designation: "",
    color: "",
    alcohol: null,
    residual_sugar: null,
    total_acidity: null,
    ph: null,
    bottle_size: null,
    closure: "",
    months_in_bottle: null,
    ean_bottle: "",
    ean_case: "",
    gtin: "",
    bottles_per_case: null,
    is_vegan: false,
    is_vegetarian: false,
    is_certified_organic: false,
    is_biodynamic: false,
    fining_agents: "[]",
    characteristics: "[]",
    vineyard: "",
    vine_density: null,
    yield: null,
    vineyard_age: null,
    vineyard_elevation: null,
    classifications: "[]",
    certifications: "[]",
    malolactic_fermentation: "",
    whole_cluster_fermentation: false,
    spirit_type: "",
    beer_style: "",
    price_range: "",
    sensory: "{}",
    bottle_image_id: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const interned = new Map<string, string>();

/** JSON of a small value, one shared string per distinct value. */
export function json(value: readonly string[] | SensoryProfile): string {
  const text = JSON.stringify(value);
  const hit = interned.get(text);
  if (hit) return hit;
  interned.set(text, text);
  return text;
}

const EU = new Set(["FR", "IT", "ES", "DE", "AT", "PT", "GR", "HU", "IE", "BE", "NL", "CZ"]);

export interface Diet {
  organic: boolean;
  biodynamic: boolean;
  sustainable: boolean;
  vegan: boolean;
  vegetarian: boolean;
  characteristics: Characteristic[];
  certifications: string[];
  fining: string[];
}

/** Consistent flags: biodynamic implies organic, vegan implies vegetarian and no animal fining. */
export function diet(random: Random, organicChance: number, countryCode: string, fined: boolean): Diet {
  const organic = random.chance(organicChance);
  const biodynamic = organic && random.chance(0.3);
  const sustainable = !organic && random.chance(0.25);
  const vegan = random.chance(organic ? 0.55 : 0.25);
  const vegetarian = vegan || random.chance(0.5);
  const kosher = random.chance(0.015);

  let fining: string[] = [];
  if (fined && random.chance(0.7)) {
    fining = vegan
      ? random.sample(FINING.vegan, 1)
      : vegetarian
        ? random.sample(FINING.vegetarian, 1)
        : random.sample(FINING.animal, 1);
    if (!vegan && random.chance(0.4)) fining.push("Bentonite");
  }

  const certifier = CERTIFIERS[countryCode] ?? DEFAULT_CERTIFIER;
  const certifications: string[] = [];
  if (organic)
    certifications.push(
      certifier.organic,
      ...(EU.has(countryCode) && certifier.organic !== "EU Organic" ? ["EU Organic"] : []),
    );
  if (biodynamic) certifications.push(random.chance(0.6) ? "Demeter" : "Biodyvin");
  if (sustainable) certifications.push(certifier.sustainable);
  if (vegan && random.chance(0.4)) certifications.push("V-Label (vegan)");
  if (kosher) certifications.push("Kosher (OU)");

  const characteristics: Characteristic[] = [];
  if (biodynamic) characteristics.push("BIODYNAMIC");
  if (kosher) characteristics.push("KOSHER");
  if (organic) characteristics.push("ORGANIC");
  if (sustainable || (organic && random.chance(0.3))) characteristics.push("SUSTAINABLE");
  if (vegan) characteristics.push("VEGAN");
  if (vegetarian) characteristics.push("VEGETARIAN");

  return { organic, biodynamic, sustainable, vegan, vegetarian, characteristics, certifications, fining };
}

export function applyDiet(row: ProductRow, d: Diet): void {
  row.is_certified_organic = d.organic;
  row.is_biodynamic = d.biodynamic;
  row.is_vegan = d.vegan;
  row.is_vegetarian = d.vegetarian;
  row.characteristics = json(d.characteristics);
  row.certifications = json(d.certifications);
  row.fining_agents = json(d.fining);
}

/** Rounds to the precision labels use: mostly halves, sometimes tenths. */
export function labelAlcohol(random: Random, value: number, min: number, max: number): number {
  const rounded = random.chance(0.75) ? Math.round(value * 2) / 2 : Math.round(value * 10) / 10;
  return Math.min(max, Math.max(min, rounded));
}

/** Splits 100 % into `n` shares in steps of 5 (each at least 5), largest first. */
export function percentages(random: Random, n: number, firstMin = 40): number[] {
  if (n <= 1) return [100];
  const maxFirst = 100 - 5 * (n - 1);
  const out = [5 * random.int(Math.min(firstMin, maxFirst) / 5, maxFirst / 5)];
  let rest = 100 - out[0];
  for (let i = 1; i < n; i++) {
    const left = n - 1 - i;
    const share = left === 0 ? rest : 5 * random.int(1, (rest - 5 * left) / 5);
    out.push(share);
    rest -= share;
  }
  return out.sort((a, b) => b - a);
}
