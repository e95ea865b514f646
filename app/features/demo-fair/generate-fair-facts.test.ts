import { beforeAll, describe, expect, it } from "vitest";
import { CHARACTERISTICS, PRICE_RANGES } from "~/features/catalogue/vocabulary";
import { LOCALES } from "~/lib/locales";
import { isValidGs1 } from "./ean";
import type { FairData } from "./fair-data";
import { generateFair } from "./generate-fair";

let fair: FairData;
beforeAll(() => {
  fair = generateFair({ seed: 2026, products: 2500 });
});

const ids = <T extends { id?: string }>(rows: T[]) => new Set(rows.map((r) => r.id as string));
const parse = (json: string | undefined) => JSON.parse(json ?? "null") as unknown;

describe("generateFair: products' facts and texts", () => {
  it("gives every wine grapes whose percentages sum to 100", () => {
    const sums = new Map<string, number>();
    for (const g of fair.productGrapeVarieties)
      sums.set(g.product_id, (sums.get(g.product_id) ?? 0) + (g.percentage ?? 0));
    for (const product of fair.products.filter((p) => p.kind === "Wine"))
      expect(sums.get(product.id), product.name).toBe(100);
    const soils = new Map<string, number>();
    for (const s of fair.productSoilTypes)
      soils.set(s.product_id, (soils.get(s.product_id) ?? 0) + (s.percentage ?? 0));
    for (const total of soils.values()) expect(total).toBe(100);
  });

  it("uses EANs and GTINs with valid check digits", () => {
    for (const p of fair.products) {
      expect(p.ean_bottle).toMatch(/^\d{13}$/);
      expect(p.ean_case).toMatch(/^\d{13}$/);
      expect(p.gtin).toMatch(/^\d{14}$/);
      expect(isValidGs1(p.ean_bottle!) && isValidGs1(p.ean_case!) && isValidGs1(p.gtin!), p.ean_bottle).toBe(true);
    }
  });

  it("keeps alcohol within each kind's range and wine chemistry plausible", () => {
    const ranges: Record<string, [number, number]> = {
      Wine: [11, 15.5],
      Beer: [3.5, 10],
      Spirit: [37.5, 60],
      Cider: [4, 8],
      ProductV1: [0, 0.5],
    };
    for (const p of fair.products) {
      const [min, max] = ranges[p.kind!];
      expect(p.alcohol, `${p.kind} ${p.name}`).toBeGreaterThanOrEqual(min);
      expect(p.alcohol).toBeLessThanOrEqual(max);
      if (p.kind === "Wine") {
        expect(p.total_acidity).toBeGreaterThanOrEqual(4.5);
        expect(p.total_acidity).toBeLessThanOrEqual(8);
        expect(p.ph).toBeGreaterThanOrEqual(3);
        expect(p.ph).toBeLessThanOrEqual(3.9);
        expect(p.vine_density).toBeGreaterThanOrEqual(3000);
        expect(p.vine_density).toBeLessThanOrEqual(10000);
        expect(p.yield).toBeGreaterThanOrEqual(25);
        expect(p.yield).toBeLessThanOrEqual(80);
        if (p.vintage !== null) expect(p.vintage).toBeGreaterThanOrEqual(1995);
        expect(p.vintage ?? 2024).toBeLessThanOrEqual(2024);
      }
    }
  });

  it("keeps flags, characteristics, fining and sensory profiles consistent", () => {
    for (const p of fair.products) {
      const characteristics = parse(p.characteristics) as string[];
      for (const c of characteristics) expect(CHARACTERISTICS).toContain(c);
      expect(characteristics.includes("ORGANIC")).toBe(Boolean(p.is_certified_organic));
      expect(characteristics.includes("BIODYNAMIC")).toBe(Boolean(p.is_biodynamic));
      expect(characteristics.includes("VEGAN")).toBe(Boolean(p.is_vegan));
      expect(characteristics.includes("VEGETARIAN")).toBe(Boolean(p.is_vegetarian));
      if (p.is_biodynamic) expect(p.is_certified_organic).toBe(true);
      if (p.is_vegan) {
        expect(p.is_vegetarian).toBe(true);
        expect(parse(p.fining_agents)).not.toContain("Gelatine");
        expect(parse(p.fining_agents)).not.toContain("Egg white (albumin)");
      }
      const sensory = parse(p.sensory) as Record<string, string>;
      if (sensory.tannins) expect(p.color).toBe("red");
      expect(PRICE_RANGES).toContain(p.price_range);
    }
    expect(fair.products.some((p) => p.color === "red" && (parse(p.sensory) as Record<string, string>).tannins)).toBe(
      true,
    );
  });

  it("translates every exhibitor, producer and product into all five locales", () => {
    const complete = (
      rows: { locale?: string; description?: string }[],
      key: (r: never) => string,
      expected: Set<string>,
    ) => {
      const seen = new Map<string, Set<string>>();
      for (const r of rows) {
        expect(r.description, key(r as never)).toBeTruthy();
        seen.set(key(r as never), (seen.get(key(r as never)) ?? new Set()).add(r.locale!));
      }
      for (const id of expected) expect([...(seen.get(id) ?? [])].sort(), id).toEqual([...LOCALES].sort());
    };
    complete(fair.exhibitorTranslations, (r: { exhibitor_id: string }) => r.exhibitor_id, ids(fair.exhibitors));
    complete(fair.producerTranslations, (r: { producer_id: string }) => r.producer_id, ids(fair.producers));
    complete(fair.productTranslations, (r: { product_id: string }) => r.product_id, ids(fair.products));
    complete(fair.eventTranslations, (r: { event_id: string }) => r.event_id, ids(fair.events));
    const german = fair.productTranslations.find((t) => t.locale === "de")!.description!;
    const english = fair.productTranslations.find(
      (t) => t.locale === "en" && t.product_id === fair.productTranslations[1].product_id,
    )!.description!;
    expect(german).not.toBe(english);
  });

  it("writes each kind's technical facts in all five locales, in each language's words", () => {
    const FACTS: Record<string, string[]> = {
      Wine: [
        "apparent_color",
        "bottling",
        "maturation",
        "training",
        "soil_type",
        "fermentation_type",
        "fermentation_vessel",
        "oak_influence",
      ],
      Beer: ["apparent_color", "bottling", "maturation", "fermentation_type", "fermentation_vessel", "oak_influence"],
      Spirit: ["apparent_color", "bottling", "maturation", "oak_influence"],
      Cider: ["apparent_color", "bottling", "maturation", "fermentation_type", "fermentation_vessel"],
      ProductV1: [],
    };
    const kind = new Map(fair.products.map((p) => [p.id, p.kind!]));
    const rows = fair.productTranslations as unknown as Record<string, string>[];
    const missing = rows.flatMap((row) =>
      FACTS[kind.get(row.product_id)!]
        .filter((field) => !row[field])
        .map((field) => `${row.product_id} ${row.locale} ${field}`),
    );
    expect(missing).toEqual([]);
    const said = (locale: string, field: string) =>
      new Set(rows.filter((r) => r.locale === locale).map((r) => r[field]));
    expect(said("de", "fermentation_vessel")).toContain("Edelstahltanks");
    expect(said("fr", "fermentation_vessel")).toContain("Cuves inox");
    expect(said("es", "fermentation_vessel")).toContain("Depósitos de acero inoxidable");
    expect(said("it", "fermentation_vessel")).toContain("Vasche in acciaio inox");
    expect(said("de", "soil_type")).toContain("Schiefer");
    expect(said("it", "training")).toContain("Guyot");
    // Beyond names (Guyot, Qvevri), a German page says no English fact.
    const english = said("en", "maturation");
    expect([...said("de", "maturation")].filter((text) => text && english.has(text))).toEqual([]);
  });

  it("names every file in all five locales", () => {
    for (const file of fair.files) {
      const names = parse(file.names) as Record<string, string>;
      expect(Object.keys(names).sort(), file.id).toEqual([...LOCALES].sort());
      expect(names.en).toBe(file.name);
    }
    expect(new Set(fair.files.map((f) => (parse(f.names) as Record<string, string>).de))).toContain(
      "Technisches Datenblatt",
    );
  });
});

describe("soil names", () => {
  it("every soil row names its soil in all five languages", () => {
    const fair = generateFair({ seed: 11, products: 300 });
    expect(fair.productSoilTypes.length).toBeGreaterThan(0);
    for (const row of fair.productSoilTypes) {
      const names = JSON.parse(row.names ?? "{}") as Record<string, string>;
      expect(Object.keys(names).sort(), row.soil_type).toEqual(["de", "en", "es", "fr", "it"]);
      expect(names.en).toBe(row.soil_type);
    }
  });
});
