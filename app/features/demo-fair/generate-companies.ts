import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { spread } from "./clock";
import { CompanyMaker, productWeight } from "./company-maker";
import { CompanyNamer } from "./company-names";
import type { Trade } from "./data/company-names";
import { type City, IMPORTER_CITIES, IMPORTER_COUNTRIES } from "./data/countries";
import { SlugSet } from "./names";
import type { MakerKind, Origin } from "./origins";
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

const KIND_ORDER: MakerKind[] = ["Wine", "Beer", "Spirit", "Cider"];

export function generateCompanies(root: Random, p: Plan): Companies {
  const random = root.fork("companies");
  const maker = new CompanyMaker(random, new CompanyNamer(root.fork("company-names")));
  const kinds = makerKinds(random, p);
  const producers: Company[] = [];

  const standIns = kinds.standIns.map((kind, i) => {
    const exhibitor = maker.producing(kind);
    // Two in three stand-ins leave the producer empty, one in three uses the placeholder id.
    maker.addSource(exhibitor, null, i % 3 === 1 ? PLACEHOLDER_PRODUCER_ID : null, exhibitor.origin!);
    return exhibitor;
  });

  const twins = kinds.twins.map((kind) => {
    const exhibitor = maker.producing(kind);
    const producer: Company = { ...exhibitor, id: random.id(), name: exhibitor.brand };
    producers.push(producer);
    maker.addSource(exhibitor, producer, producer.id, exhibitor.origin!);
    return exhibitor;
  });

  const importers = makeImporters(random, maker, kinds.imported, p.importers, producers);
  const exhibitors = random.shuffle([...standIns, ...twins, ...importers]);
  stamp(exhibitors, "2026-05-04", "2026-07-31");
  stamp(producers, "2026-06-01", "2026-08-31");
  return { exhibitors, producers, sources: maker.sources };
}

/**
 * The kinds of the stand-ins (wineries and breweries), the twins and the
 * imported producers. Producer kinds follow the product mix, capped so that
 * every source of a kind can have a product of it (small fairs have few
 * ciders); twins are a random slice of them.
 */
function makerKinds(random: Random, p: Plan) {
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
  return {
    twins: producerKinds.slice(0, p.twins),
    imported: producerKinds.slice(p.twins).sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b)),
    standIns: random.shuffle(expand(standInCounts)),
  };
}

/**
 * Imported producers, sorted by kind, are cut into one run per importer so
 * most importers specialise and a few carry two kinds; each importer is
 * named after the kind it mostly carries.
 */
function makeImporters(
  random: Random,
  maker: CompanyMaker,
  importedKinds: MakerKind[],
  count: number,
  producers: Company[],
): Company[] {
  const importerCountries = IMPORTER_COUNTRIES.map(([code, weight]) => [code, weight] as const);
  const runs = allocate(
    importedKinds.length,
    Array.from({ length: count }, () => productWeight(random)),
    1,
  );
  let next = 0;
  return runs.map((run) => {
    const kinds = importedKinds.slice(next, next + run);
    next += run;
    const carries = KIND_ORDER.map((k) => [k, kinds.filter((x) => x === k).length] as const).sort(
      (a, b) => b[1] - a[1],
    )[0][0];
    const countryCode = random.weighted(importerCountries);
    const importer = maker.company(
      "importer",
      countryCode,
      random.pick(IMPORTER_CITIES[countryCode]),
      null,
      undefined,
      carries,
    );
    for (const kind of kinds) {
      const producer = maker.producing(kind);
      producer.name = producer.brand;
      producers.push(producer);
      maker.addSource(importer, producer, producer.id, producer.origin!);
    }
    return importer;
  });
}

/** Unique slugs, and creation times spread over the weeks before the fair in list order. */
function stamp(companies: Company[], from: string, to: string): void {
  const slugs = new SlugSet();
  const time = spread(from, to, companies.length);
  companies.forEach((company, i) => {
    company.slug = slugs.take(company.brand);
    company.createdAt = time(i);
  });
}
