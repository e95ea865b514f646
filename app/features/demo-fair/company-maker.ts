import { slugify } from "~/lib/slugify";
import type { CompanyNamer } from "./company-names";
import type { Trade } from "./data/company-names";
import { city as findCity } from "./data/countries";
import { companyPrefix } from "./ean";
import type { Company, Source } from "./generate-companies";
import type { MakerKind, Origin } from "./origins";
import { pickOrigin } from "./origins";
import type { Random } from "./random";

const TRADE: Record<MakerKind, Exclude<Trade, "importer">> = {
  Wine: "winery",
  Beer: "brewery",
  Spirit: "distillery",
  Cider: "cidery",
};

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
export const productWeight = (random: Random) => Math.min(25, 0.4 + 1 / (1 - random.next() * 0.97) ** (1 / 1.4));

/**
 * Makes companies and the sources tying them together, in the order it is
 * asked: the fair's ids and names depend on that order, so the same seed
 * gives the same companies.
 */
export class CompanyMaker {
  readonly sources: Source[] = [];
  private readonly prefixes = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly namer: CompanyNamer,
  ) {}

  company(
    trade: Trade,
    countryCode: string,
    cityName: string,
    origin: Origin | null,
    placeKey?: string,
    carries?: string,
  ): Company {
    const brand = this.namer.brand(trade, countryCode, placeKey, carries);
    return {
      id: this.random.id(),
      brandId: this.random.id(),
      brand,
      name: this.namer.legalName(brand, countryCode),
      slug: "",
      trade,
      country: countryCode,
      city: findCity(countryCode, cityName),
      founded: founded(this.random, trade, countryCode),
      domain: `${slugify(brand)}.example`,
      origin,
      createdAt: "",
    };
  }

  /** A maker of the kind, from one of its origins; Scotch and Irish distilleries get names of their place. */
  producing(kind: MakerKind): Company {
    const origin = pickOrigin(this.random, kind);
    const placeKey =
      origin.kind === "Spirit" && origin.spirit.type.startsWith("Scotch")
        ? "SCOTCH"
        : origin.kind === "Spirit" && origin.spirit.type === "Irish whiskey"
          ? "IRISH"
          : undefined;
    return this.company(
      TRADE[kind],
      origin.country,
      origin.hub,
      origin,
      placeKey,
      origin.kind === "Spirit" ? origin.spirit.type : undefined,
    );
  }

  /** One producer's products shown by one exhibitor; one estate in five is mostly organic. */
  addSource(exhibitor: Company, producer: Company | null, producerId: string | null, origin: Origin): void {
    const organicEstate = this.random.chance(0.2);
    this.sources.push({
      exhibitor,
      producer,
      producerId,
      origin,
      weight: productWeight(this.random),
      organic: organicEstate ? 0.85 : 0.08,
      eanPrefix: this.uniquePrefix(origin.country),
      productCount: 0,
      genericCount: 0,
    });
  }

  private uniquePrefix(countryCode: string): string {
    for (;;) {
      const prefix = companyPrefix(this.random, countryCode);
      if (!this.prefixes.has(prefix)) {
        this.prefixes.add(prefix);
        return prefix;
      }
    }
  }
}
