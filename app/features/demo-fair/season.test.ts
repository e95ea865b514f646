import { describe, expect, it } from "vitest";
import { generateFair } from "./generate-fair";
import { seasonFairs, seasonSizes } from "./season";

describe("seasonSizes", () => {
  it("shares the products among events / 2 fairs, adding up exactly", () => {
    expect(seasonSizes({ seed: 1, products: 1_000_000, events: 20 })).toEqual(Array(10).fill(100_000));
    const uneven = seasonSizes({ seed: 1, products: 103, events: 6 });
    expect(uneven).toEqual([35, 34, 34]);
    expect(seasonSizes({ seed: 1, products: 400, events: 2 })).toEqual([400]);
  });

  it("refuses an odd, zero or non-integer number of events, and fairs below 10 products", () => {
    for (const events of [0, 1, 3, 2.5]) {
      expect(() => seasonSizes({ seed: 1, products: 1000, events })).toThrow(
        `--events must be an even number of at least 2, got ${events}`,
      );
    }
    expect(() => seasonSizes({ seed: 1, products: 50, events: 12 })).toThrow(
      "each of the 6 fairs needs at least 10 products, 50 is too few",
    );
  });
});

describe("seasonFairs", () => {
  const fairs = [...seasonFairs({ seed: 7, products: 900, events: 6 })];

  it("begins with the demo fair itself", () => {
    expect(fairs[0]).toEqual(generateFair({ seed: 7, products: 300 }));
  });

  it("gives each fair its own ids and products", () => {
    const ids = fairs
      .flatMap((fair) => [...fair.products, ...fair.exhibitors, ...fair.events, ...fair.images])
      .map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(fairs[1].products.map((p) => p.name)).not.toEqual(fairs[0].products.map((p) => p.name));
    expect(fairs.map((fair) => fair.products.length)).toEqual([300, 300, 300]);
  });

  it("keeps event, exhibitor and producer slugs unique across the season, and numbers the later fairs' events", () => {
    for (const key of ["events", "exhibitors", "producers"] as const) {
      const slugs = fairs.flatMap((fair) => fair[key].map((row) => row.slug));
      expect(new Set(slugs).size, key).toBe(slugs.length);
    }
    expect(fairs.map((fair) => fair.events[0].slug)).toEqual(["uncork-2026", "uncork-2026-2", "uncork-2026-3"]);
    const names = fairs[2].eventTranslations.filter((row) => row.locale === "en").map((row) => row.name);
    for (const name of names) expect(name).toMatch(/ · 3$/);
  });
});
