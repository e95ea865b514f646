import { OFFERINGS } from "~/features/catalogue/vocabulary";
import { LOCALES } from "~/lib/locales";
import type { Trade } from "./data/company-names";
import { country, IMPORTER_CITIES } from "./data/countries";
import { namePool } from "./data/people";
import type { FairData, LogoMotif, LogoSpec } from "./fair-data";
import type { Company, Source } from "./generate-companies";
import type { ImageFactory } from "./image-factory";
import { emailLocalPart } from "./names";
import { specialties } from "./origins";
import type { Random } from "./random";
import { exhibitorDescription, openingHoursNote } from "./text/company-texts";

// Rows of the exhibitors and everything that hangs off them: translations,
// locations, contacts, markets and a logo.

const MARKETS = [
  "DE",
  "GB",
  "US",
  "NL",
  "BE",
  "FR",
  "CH",
  "AT",
  "SE",
  "NO",
  "DK",
  "FI",
  "PL",
  "CZ",
  "IT",
  "ES",
  "JP",
  "CN",
  "SG",
  "HK",
  "KR",
  "CA",
  "AU",
  "BR",
  "IE",
  "LU",
];

const JOB_TITLES: Record<Trade, string[]> = {
  winery: ["Owner", "Winemaker", "Export Manager", "Sales Director", "Marketing Manager"],
  brewery: ["Founder", "Head Brewer", "Export Manager", "Sales Manager"],
  distillery: ["Master Distiller", "Brand Ambassador", "Export Director", "Managing Director"],
  cidery: ["Owner", "Cider Maker", "Sales Manager"],
  importer: ["Managing Director", "Buyer", "Key Account Manager", "Sales Director", "Portfolio Manager"],
};

/** The kinds of site an exhibitor lists (translated for display in locales/<lng>/terms.json). */
export const LOCATION_LABELS: Record<Trade, [string, string[]]> = {
  winery: ["Winery", ["Tasting room", "Export office"]],
  brewery: ["Brewery", ["Taproom", "Warehouse"]],
  distillery: ["Distillery", ["Visitor centre", "Bonded warehouse"]],
  cidery: ["Cider house", ["Farm shop", "Orchards"]],
  importer: ["Head office", ["Warehouse", "Showroom"]],
};

const MOTIFS: Record<Trade, LogoMotif[]> = {
  winery: ["grapes"],
  brewery: ["hop", "wheat"],
  distillery: ["drop"],
  cidery: ["apple"],
  importer: ["globe"],
};
const LOGO_COLORS = [
  ["#7a1f2b", "#f4efe4"],
  ["#1f4e79", "#e8d98a"],
  ["#2f5d50", "#f4efe4"],
  ["#1d1d1b", "#c9a227"],
  ["#b5542d", "#fff7e8"],
  ["#5b3a7a", "#f0e6f6"],
  ["#21699F", "#ffbd26"],
];
const LOGO_SHAPES: LogoSpec["shape"][] = ["circle", "shield", "diamond", "hexagon", "roundedSquare"];

// A handful of weekly schedules; the JSON strings are shared between exhibitors.
const HOURS = [
  [1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "17:00" })),
  [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "18:00" })),
    { day: 6, opens: "10:00", closes: "16:00" },
  ],
  [
    ...[2, 3, 4, 5, 6].map((day) => ({ day, opens: "10:00", closes: "18:00" })),
    { day: 7, opens: "11:00", closes: "16:00" },
  ],
  [1, 2, 3, 4, 5].map((day) => ({ day, opens: "08:30", closes: "17:30" })),
].map((hours) => JSON.stringify(hours));

function phone(random: Random, pattern: string): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}

function coordinate(random: Random, value: number): number {
  return Math.round((value + random.float(-0.03, 0.03)) * 10_000) / 10_000;
}

export function generateExhibitors(
  root: Random,
  data: FairData,
  exhibitors: Company[],
  sources: Source[],
  images: ImageFactory,
): void {
  const random = root.fork("exhibitors");
  const bySource = new Map<Company, Source[]>();
  for (const source of sources) {
    const list = bySource.get(source.exhibitor) ?? [];
    list.push(source);
    bySource.set(source.exhibitor, list);
  }

  for (const company of exhibitors) {
    const home = country(company.country);
    const own = bySource.get(company) ?? [];
    const producerCount = new Set(own.map((s) => s.producerId ?? company.id)).size;

    const markets = random.sample(
      MARKETS.filter((m) => m !== company.country),
      random.int(3, 9),
    );
    const has = [
      company.country,
      ...markets.slice(0, company.trade === "importer" ? random.int(0, 2) : random.int(1, 5)),
    ];
    const seeking = markets.slice(has.length - 1, has.length - 1 + random.int(1, 3));
    for (const market of has)
      data.exhibitorMarkets.push({ exhibitor_id: company.id, market, status: "hasDistribution" });
    for (const market of seeking)
      data.exhibitorMarkets.push({ exhibitor_id: company.id, market, status: "seekingDistribution" });

    const [primary, secondary] = random.pick(LOGO_COLORS);
    const logo = images.logo({
      shape: random.pick(LOGO_SHAPES),
      motif: random.pick(MOTIFS[company.trade]),
      primary,
      secondary,
    });
    const languages = [
      ...new Set([...home.languages, "en", ...(random.chance(0.4) ? [random.pick(["de", "fr", "es", "it"])] : [])]),
    ].sort();
    const offering = OFFERINGS.filter(() => random.chance(0.35));

    data.exhibitors.push({
      id: company.id,
      brand_id: company.brandId,
      slug: company.slug,
      name: company.name,
      brand_name: company.brand,
      logo_image_id: logo,
      founded: company.founded,
      country: company.country,
      website: `https://www.${company.domain}`,
      email: `${random.pick(["info", "contact", "hello", "sales"])}@${company.domain}`,
      phone: phone(random, company.city.phone),
      languages_spoken: JSON.stringify(languages),
      countries: JSON.stringify(has),
      offering: JSON.stringify(offering.length ? offering : ["contacts"]),
      opening_hours: company.trade === "importer" ? HOURS[random.pick([0, 3])] : HOURS[random.int(0, 2)],
      networking_id: random.id(),
      created_at: company.createdAt,
      updated_at: company.createdAt,
    });

    const origin = own[0]?.origin ?? null;
    const kinds = [...new Set(own.map((s) => s.origin.kind))];
    const description = exhibitorDescription(
      {
        trade: company.trade,
        name: company.brand,
        founded: company.founded,
        city: company.city.name,
        countryCode: company.country,
        region: origin && company.trade !== "importer" ? origin.region : company.city.region,
        specialties: origin ? specialties(origin) : [],
        kinds: kinds.length ? kinds : ["Wine"],
        origins: [...new Set(own.map((s) => s.origin.country))],
        producerCount,
        markets: has.length + random.int(2, 20),
        hectares: random.int(4, 90),
      },
      random.int(0, 5),
    );
    const note = openingHoursNote(company.trade, random.int(0, 2));
    for (const locale of LOCALES) {
      data.exhibitorTranslations.push({
        exhibitor_id: company.id,
        locale,
        description: description[locale],
        opening_hours_note: note[locale],
      });
    }

    const [mainLabel, otherLabels] = LOCATION_LABELS[company.trade];
    const street = () => random.pick(home.streets).replace("{n}", String(random.int(1, 120)));
    const place = (label: string, position: number, cityName: string) => {
      const c = home.cities.find((candidate) => candidate.name === cityName) ?? company.city;
      data.exhibitorLocations.push({
        id: random.id(),
        exhibitor_id: company.id,
        position,
        label,
        street: street(),
        postal_code: c.postalCode,
        city: c.name,
        region: c.region,
        country: company.country,
        latitude: coordinate(random, c.lat),
        longitude: coordinate(random, c.lon),
      });
    };
    place(mainLabel, 0, company.city.name);
    if (random.chance(0.3)) {
      const other = IMPORTER_CITIES[company.country] ?? home.cities.map((c) => c.name);
      place(random.pick(otherLabels), 1, company.trade === "importer" ? company.city.name : random.pick(other));
    }

    const people = namePool(company.country);
    const titles = random.sample(JOB_TITLES[company.trade], random.int(1, 3));
    titles.forEach((title, position) => {
      const female = random.chance(0.5);
      const familyIndex = random.int(0, people.family.length - 1);
      const first = random.pick(female ? people.female : people.male);
      const last = female && people.familyFemale ? people.familyFemale[familyIndex] : people.family[familyIndex];
      data.exhibitorContacts.push({
        id: random.id(),
        exhibitor_id: company.id,
        position,
        name: `${first} ${last}`,
        job_title: title,
        email: `${emailLocalPart(first, last)}@${company.domain}`,
        phone: phone(random, company.city.phone),
      });
    });
  }
}
