import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { slugify } from "~/lib/slugify";
import { spread } from "./clock";
import { CompanyNamer } from "./company-names";
import type { Trade } from "./data/company-names";
import { type City, city as findCity, IMPORTER_CITIES, IMPORTER_COUNTRIES } from "./data/countries";
import { companyPrefix } from "./ean";
import { SlugSet } from "./names";
import { type MakerKind, type Origin, pickOrigin } from "./origins";
import { allocate, type Plan } from "./plan";
import type { Random } from "./random";

// The companies of the fair: exhibitors (producers showing their own
// products, or importers showing their portfolio) and producers, and the
// "sources" that tie products to both.

export interface Company {
  id: string;
  brandId: string;
  brand: string;
  name: string;
  slug: string;
  trade: Trade;
  country: string;
  city: City;
  founded: number;
  domain: string;
  origin: Origin | null; // null for importers
  createdAt: string;
}

/** Where a run of products comes from: one producer (or a stand-in exhibitor) shown by one exhibitor. */
export interface Source {
  exhibitor: Company;
  producer: Company | null; // null when the exhibitor stands in as producer
  producerId: string | null; // the producer row, null, or the placeholder id
  origin: Origin;
  weight: number;
  organic: number; // probability that a product is certified organic
  eanPrefix: string;
  productCount: number;
  genericCount: number; // of productCount, the ProductV1 ones
}

export interface Companies {
  exhibitors: Company[];
  producers: Company[];
  sources: Source[];
}

const TRADE: Record<MakerKind, Exclude<Trade, "importer">> = {
  Wine: "winery",
  Beer: "brewery",
  Spirit: "distillery",
  Cider: "cidery",
};
const KIND_ORDER: MakerKind[] = ["Wine", "Beer", "Spirit", "Cider"];

function founded(random: Random, trade: Trade, country: string): number {
  const craft = ["US", "GB", "AU", "NZ", "IT", "ES", "JP", "IE", "NL"].includes(country);
  switch (trade) {
    case "winery":
      return Math.round(random.normal(1955, 45, 1720, 2018));
    case "brewery":
      return craft ? random.int(1992, 2021) : Math.round(random.normal(1890, 60, 1516, 2019));
    case "distillery":
      return Math.round(random.normal(1935, 55, 1765, 2020));
    case "cidery":
      return Math.round(random.normal(1960, 35, 1880, 2019));
    case "importer":
      return random.int(1952, 2020);
  }
}

/** Pareto-like weights: a few companies bring many products, most bring a handful. */
const productWeight = (random: Random) => Math.min(25, 0.4 + 1 / (1 - random.next() * 0.97) ** (1 / 1.4));

export function generateCompanies(root: Random, p: Plan): Companies {
  const random = root.fork("companies");
  const namer = new CompanyNamer(root.fork("company-names"));
  const exhibitorSlugs = new SlugSet();
  const producerSlugs = new SlugSet();
  const prefixes = new Set<string>();

  const uniquePrefix = (countryCode: string) => {
    for (;;) {
      const prefix = companyPrefix(random, countryCode);
      if (!prefixes.has(prefix)) {
        prefixes.add(prefix);
        return prefix;
      }
    }
  };

  const company = (
    trade: Trade,
    countryCode: string,
    cityName: string,
    origin: Origin | null,
    placeKey?: string,
    carries?: string,
  ): Company => {
    const brand = namer.brand(trade, countryCode, placeKey, carries);
    return {
      id: random.id(),
      brandId: random.id(),
      brand,
      name: namer.legalName(brand, countryCode),
      slug: "",
      trade,
      country: countryCode,
      city: findCity(countryCode, cityName),
      founded: founded(random, trade, countryCode),
      domain: `${slugify(brand)}.example`,
      origin,
      createdAt: "",
    };
  };

  const producing = (kind: MakerKind) => {
    const origin = pickOrigin(random, kind);
    const placeKey =
      origin.kind === "Spirit" && origin.spirit.type.startsWith("Scotch")
        ? "SCOTCH"
        : origin.kind === "Spirit" && origin.spirit.type === "Irish whiskey"
          ? "IRISH"
          : undefined;
    return company(
      TRADE[kind],
      origin.country,
      origin.hub,
      origin,
      placeKey,
      origin.kind === "Spirit" ? origin.spirit.type : undefined,
    );
  };

  // Stand-ins are wineries and breweries. Producer kinds follow the product
  // mix, capped so that every source of a kind can have a product of it
  // (small fairs have few ciders); twins are a random slice of them.
  const standInCounts = allocate(p.standIns, [0.8, 0.2, 0, 0], 0);
  const producerCounts = allocate(p.producers, [0.7, 0.12, 0.12, 0.06], p.producers >= 4 ? 1 : 0);
  for (let k = 1; k < KIND_ORDER.length; k++) {
    const room = Math.max(0, p.kinds[KIND_ORDER[k]] - standInCounts[k]);
    if (producerCounts[k] > room) {
      producerCounts[0] += producerCounts[k] - room;
      producerCounts[k] = room;
    }
  }
  const expand = (counts: number[]) => counts.flatMap((n, i) => Array<MakerKind>(n).fill(KIND_ORDER[i]));
  const producerKinds = random.shuffle(expand(producerCounts));
  const twinKinds = producerKinds.slice(0, p.twins);
  const importedKinds = producerKinds.slice(p.twins).sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
  const standInKinds = random.shuffle(expand(standInCounts));

  const sources: Source[] = [];
  const producers: Company[] = [];
  const source = (exhibitor: Company, producer: Company | null, producerId: string | null, origin: Origin) => {
    const organicEstate = random.chance(0.2);
    sources.push({
      exhibitor,
      producer,
      producerId,
      origin,
      weight: productWeight(random),
      organic: organicEstate ? 0.85 : 0.08,
      eanPrefix: uniquePrefix(origin.country),
      productCount: 0,
      genericCount: 0,
    });
  };

  const standIns = standInKinds.map((kind, i) => {
    const exhibitor = producing(kind);
    // Two in three stand-ins leave the producer empty, one in three uses the placeholder id.
    source(exhibitor, null, i % 3 === 1 ? PLACEHOLDER_PRODUCER_ID : null, exhibitor.origin!);
    return exhibitor;
  });

  const twins = twinKinds.map((kind) => {
    const exhibitor = producing(kind);
    const producer: Company = { ...exhibitor, id: random.id(), name: exhibitor.brand };
    producers.push(producer);
    source(exhibitor, producer, producer.id, exhibitor.origin!);
    return exhibitor;
  });

  // Imported producers, sorted by kind, are cut into one run per importer so
  // most importers specialise and a few carry two kinds; each importer is
  // named after the kind it mostly carries.
  const importerCountries = IMPORTER_COUNTRIES.map(([code, weight]) => [code, weight] as const);
  const runs = allocate(
    importedKinds.length,
    Array.from({ length: p.importers }, () => productWeight(random)),
    1,
  );
  let next = 0;
  const importers = runs.map((run) => {
    const kinds = importedKinds.slice(next, next + run);
    next += run;
    const carries = KIND_ORDER.map((k) => [k, kinds.filter((x) => x === k).length] as const).sort(
      (a, b) => b[1] - a[1],
    )[0][0];
    const countryCode = random.weighted(importerCountries);
    const importer = company(
      "importer",
      countryCode,
      random.pick(IMPORTER_CITIES[countryCode]),
      null,
      undefined,
      carries,
    );
    for (const kind of kinds) {
      const producer = producing(kind);
      producer.name = producer.brand;
      producers.push(producer);
      source(importer, producer, producer.id, producer.origin!);
    }
    return importer;
  });

  const exhibitors = random.shuffle([...standIns, ...twins, ...importers]);
  const exhibitorTime = spread("2026-05-04", "2026-07-31", exhibitors.length);
  exhibitors.forEach((exhibitor, i) => {
    exhibitor.slug = exhibitorSlugs.take(exhibitor.brand);
    exhibitor.createdAt = exhibitorTime(i);
  });
  const producerTime = spread("2026-06-01", "2026-08-31", producers.length);
  producers.forEach((producer, i) => {
    producer.slug = producerSlugs.take(producer.brand);
    producer.createdAt = producerTime(i);
  });
  return { exhibitors, producers, sources };
}
