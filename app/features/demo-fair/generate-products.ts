import { PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import { type Medal, PRICE_RANGES, type PriceRange, type ProductKind } from "~/features/catalogue/vocabulary";
import { LOCALES } from "~/lib/locales";
import { buildBeer } from "./build-beer";
import { buildCider, buildGeneric } from "./build-cider";
import type { BuildContext } from "./build-context";
import { buildSpirit } from "./build-spirit";
import { buildWine } from "./build-wine";
import { spread } from "./clock";
import { COMPETITIONS } from "./data/winemaking";
import type { FairData } from "./fair-data";
import type { Source } from "./generate-companies";
import type { ImageFactory } from "./image-factory";
import { allocate, type Plan, STAND_IN_SHARE } from "./plan";
import type { BuiltProduct } from "./product-common";
import type { Random } from "./random";
import { term } from "./text/glossary";
import type { Localized } from "./text/words";

// One JSON text per soil, shared by every product row naming it.
const soilNameJson = new Map<string, string>();
function soilNames(soil: string): string {
  let json = soilNameJson.get(soil);
  if (json === undefined) {
    json = JSON.stringify(term(soil));
    soilNameJson.set(soil, json);
  }
  return json;
}

// Products: how many each source brings, then one builder per kind, then the
// rows that hang off a product (translations, grapes, soils, awards) and a
// base price that the events' registrations start from.

/** What later steps need to know about a product without re-reading its row. */
export interface ProductMeta {
  id: string;
  name: string;
  exhibitorId: string;
  kind: ProductKind;
  country: string;
  color: string;
  sparkling: boolean;
  fullRed: boolean;
  organic: boolean;
  bestMedal: Medal | null;
  price: number;
  priceRange: PriceRange;
  region: string;
  vintage: number | null;
}

const RANGE_BOUNDS: Record<PriceRange, [number, number]> = {
  under10: [3.5, 9.9],
  "10to20": [10, 19.9],
  "20to40": [20, 39.9],
  "40to80": [40, 79.9],
  over80: [80, 480],
};

const RANGE_WEIGHTS: Record<ProductKind, number[][]> = {
  Wine: [
    [25, 50, 20, 5, 0],
    [5, 40, 40, 12, 3],
    [0, 10, 40, 35, 15],
    [0, 0, 15, 40, 45],
  ],
  Beer: [
    [90, 10, 0, 0, 0],
    [50, 45, 5, 0, 0],
  ],
  Spirit: [
    [5, 45, 45, 5, 0],
    [0, 25, 55, 18, 2],
    [0, 5, 40, 45, 10],
    [0, 0, 10, 40, 50],
  ],
  Cider: [[60, 40, 0, 0, 0]],
  ProductV1: [[70, 30, 0, 0, 0]],
};

export function priceRangeOf(price: number): PriceRange {
  return price < 10 ? "under10" : price < 20 ? "10to20" : price < 40 ? "20to40" : price < 80 ? "40to80" : "over80";
}

/** A shelf price: x.50, x.90 or whole euros, skewed towards the low end of its range. */
export function shelfPrice(random: Random, range: PriceRange): number {
  const [min, max] = RANGE_BOUNDS[range];
  const value = min + (max - min) * random.next() ** 1.6;
  if (range === "over80") return Math.round(value);
  return Math.min(max, Math.max(min, Math.floor(value) + random.pick([0, 0.5, 0.9])));
}

const MEDAL_WEIGHTS: [Medal, number][] = [
  ["trophy", 3],
  ["platinum", 3],
  ["doubleGold", 6],
  ["gold", 25],
  ["silver", 30],
  ["bronze", 25],
  ["commended", 8],
];
const MEDAL_RANK: Record<Medal, number> = {
  trophy: 0,
  platinum: 1,
  doubleGold: 2,
  gold: 3,
  silver: 4,
  bronze: 5,
  commended: 6,
};

const BUILDERS: Record<ProductKind, (ctx: BuildContext) => BuiltProduct> = {
  Wine: buildWine,
  Beer: buildBeer,
  Spirit: buildSpirit,
  Cider: buildCider,
  ProductV1: buildGeneric,
};

/** Decides how many products each source brings, by kind, with the stand-ins' share fixed. */
function distribute(random: Random, p: Plan, sources: Source[]): void {
  const kinds = ["Wine", "Beer", "Spirit", "Cider"] as const;
  const standInKinds = kinds.filter((k) => sources.some((s) => !s.producer && s.origin.kind === k));
  const standInQuota = standInKinds.reduce((sum, k) => sum + p.kinds[k], 0);
  for (const kind of kinds) {
    const own = sources.filter((s) => s.origin.kind === kind);
    const standIns = own.filter((s) => !s.producer);
    const producers = own.filter((s) => s.producer);
    let forStandIns = standIns.length
      ? Math.round((p.products * STAND_IN_SHARE * p.kinds[kind]) / Math.max(1, standInQuota))
      : 0;
    forStandIns = Math.max(standIns.length, Math.min(forStandIns, p.kinds[kind] - producers.length));
    const forProducers = Math.max(0, p.kinds[kind] - forStandIns);
    allocate(
      forStandIns,
      standIns.map((s) => s.weight),
    ).forEach((n, i) => {
      standIns[i].productCount = n;
    });
    allocate(
      forProducers,
      producers.map((s) => s.weight),
    ).forEach((n, i) => {
      producers[i].productCount = n;
    });
  }
  // Tiny fairs can round a kind's quota below its number of sources: the largest source absorbs the difference.
  const total = sources.reduce((sum, s) => sum + s.productCount, 0);
  const largest = sources.reduce((a, b) => (b.productCount > a.productCount ? b : a));
  largest.productCount = Math.max(1, largest.productCount + p.products - p.kinds.ProductV1 - total);
  // Generic products come from wineries and breweries.
  const makers = sources.filter((s) => s.origin.kind === "Wine" || s.origin.kind === "Beer");
  for (let i = 0; i < p.kinds.ProductV1; i++) {
    const maker = random.pick(makers);
    maker.productCount++;
    maker.genericCount++;
  }
}

export function generateProducts(
  root: Random,
  p: Plan,
  data: FairData,
  sources: Source[],
  images: ImageFactory,
): ProductMeta[] {
  const random = root.fork("products");
  distribute(root.fork("distribution"), p, sources);
  const time = spread("2026-08-03", "2026-10-30", p.products);
  const meta: ProductMeta[] = [];
  const texts = new Map<string, Localized>();
  const namesByExhibitor = new Map<string, Set<string>>();
  for (const source of sources) {
    const names = namesByExhibitor.get(source.exhibitor.id) ?? new Set<string>();
    namesByExhibitor.set(source.exhibitor.id, names);
    for (let item = 0; item < source.productCount; item++) {
      const kind: ProductKind = item >= source.productCount - source.genericCount ? "ProductV1" : source.origin.kind;
      const ctx = { random, source, id: random.id(), createdAt: time(data.products.length), item, texts };
      // One exhibitor does not list the same name and vintage twice: draw again, then tell them apart.
      let built = BUILDERS[kind](ctx);
      for (let attempt = 0; names.has(nameKey(built)) && attempt < 3; attempt++) built = BUILDERS[kind](ctx);
      if (names.has(nameKey(built))) distinguish(built, kind, names);
      names.add(nameKey(built));
      addProduct(random, data, built, images, meta, source);
    }
  }
  return meta;
}

const nameKey = (built: BuiltProduct) => `${built.row.name}|${built.row.vintage ?? ""}`;

const EDITIONS: Record<ProductKind, string[]> = {
  Wine: ["Réserve", "Cuvée Spéciale", "Special Selection", "Late Release", "Magnum Edition"],
  Beer: [
    "Special Edition",
    "Reserve",
    "Dry-Hopped",
    "Winter Edition",
    "Summer Edition",
    "Small Batch",
    "Anniversary Edition",
    "Limited Release",
  ],
  Spirit: ["Small Batch", "Single Cask", "Limited Edition", "Cask Selection", "Batch No. 2"],
  Cider: ["Cuvée Réserve", "Single Orchard", "Special Edition", "Late Harvest"],
  ProductV1: ["Special Edition", "Edition No. 2"],
};

function distinguish(built: BuiltProduct, kind: ProductKind, names: Set<string>): void {
  const original = built.row.name ?? "";
  const candidates = [
    ...EDITIONS[kind].map((edition) => `${original} ${edition}`),
    ...Array.from({ length: 1000 }, (_, i) => `${original} No. ${i + 3}`),
  ];
  const name = candidates.find((candidate) => !names.has(`${candidate}|${built.row.vintage ?? ""}`))!;
  built.row.name = name;
  const description = built.texts.description;
  built.texts.description = {
    en: description.en.replace(original, name),
    de: description.de.replace(original, name),
    fr: description.fr.replace(original, name),
    es: description.es.replace(original, name),
    it: description.it.replace(original, name),
  };
}

function addProduct(
  random: Random,
  data: FairData,
  built: BuiltProduct,
  images: ImageFactory,
  meta: ProductMeta[],
  source: Source,
): void {
  const { row, texts } = built;
  const kind = row.kind as ProductKind;
  const weights = RANGE_WEIGHTS[kind][Math.min(built.tier, RANGE_WEIGHTS[kind].length - 1)];
  const range = random.weighted(PRICE_RANGES.map((r, i) => [r, weights[i]] as const));
  const price = shelfPrice(random, range);
  row.price_range = range;
  row.bottle_image_id = images.bottle(built.bottle);
  data.products.push(row);

  // Every row gets every column, in one order: the multi-row inserts take the columns of the first row.
  for (const locale of LOCALES) {
    const translation = { product_id: row.id, locale } as FairData["productTranslations"][number];
    for (const field of PRODUCT_TEXT_FIELDS) translation[field] = texts[field]?.[locale] ?? "";
    data.productTranslations.push(translation);
  }
  built.grapes.forEach(([variety_name, percentage], position) => {
    data.productGrapeVarieties.push({ product_id: row.id, position, variety_name, percentage });
  });
  built.soils.forEach(([soil_type, percentage], position) => {
    data.productSoilTypes.push({ product_id: row.id, position, soil_type, names: soilNames(soil_type), percentage });
  });

  let bestMedal: Medal | null = null;
  if (random.chance(built.tier >= 3 ? 0.4 : 0.24)) {
    const competitions = COMPETITIONS.filter((c) => c.kinds.includes(kind));
    const count = random.weighted([
      [1, 70],
      [2, 25],
      [3, 5],
    ] as const);
    random.sample(competitions, count).forEach((competition, position) => {
      const medal = random.weighted(MEDAL_WEIGHTS);
      const from = row.vintage ? Math.min(2026, row.vintage + 1) : 2022;
      data.productAwards.push({
        product_id: row.id,
        position,
        award: competition.name,
        medal,
        year: random.int(from, Math.min(2026, from + 5)),
      });
      if (!bestMedal || MEDAL_RANK[medal] < MEDAL_RANK[bestMedal]) bestMedal = medal;
    });
  }

  meta.push({
    id: row.id,
    name: row.name ?? "",
    exhibitorId: row.exhibitor_id,
    kind,
    country: row.country ?? "",
    color: row.color ?? "",
    sparkling: source.origin.kind === "Wine" && /Traditional|Charmat/.test(texts.fermentation_type?.en ?? ""),
    fullRed: row.color === "red" && /"body":"(full|complex)"/.test(String(row.sensory)),
    organic: Boolean(row.is_certified_organic),
    bestMedal,
    price,
    priceRange: range,
    region: row.region ?? "",
    vintage: row.vintage ?? null,
  });
}
