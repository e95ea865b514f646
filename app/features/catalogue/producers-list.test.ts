import { describe, expect, it } from "vitest";
import { PRODUCERS_PER_PAGE, type ProducerListEntry, producersListOf } from "./producers-list";

// The producers' A–Z a page at a time (issue 32: 10,000 producers made one page of 5.8 MB).

const entry = (name: string, n: number): ProducerListEntry => ({
  id: String(n).padStart(24, "0"),
  name,
  country: "FR",
  region: "",
  productCount: 1,
  isExhibitor: false,
});

// 150 under A, 150 under B (Béatrice's accent aside), 100 under C, 30 whose names start with a digit: 3 pages.
const producers = [
  ...Array.from({ length: 150 }, (_, n) => entry(`Alpha ${String(n).padStart(3, "0")}`, n)),
  ...Array.from({ length: 150 }, (_, n) => entry(`Béatrice ${String(n).padStart(3, "0")}`, 1000 + n)),
  ...Array.from({ length: 100 }, (_, n) => entry(`Château ${String(n).padStart(3, "0")}`, 2000 + n)),
  ...Array.from({ length: 30 }, (_, n) => entry(`${100 + n} Cellars`, 3000 + n)),
].reverse();

describe("producersListOf", () => {
  it("shows a page of the A–Z at a time, with the page each letter starts on", () => {
    expect(PRODUCERS_PER_PAGE).toBe(150);
    const first = producersListOf(producers, "en");
    expect(first).toMatchObject({ total: 430, matching: 430, page: 1, pageCount: 3 });
    // The collation puts names starting with a digit first; A starts after them, B on page 2, C on page 3.
    expect(first.letters).toEqual([
      { letter: "#", page: 1 },
      { letter: "A", page: 1 },
      { letter: "B", page: 2 },
      { letter: "C", page: 3 },
    ]);
    expect(first.producers).toHaveLength(150);
    expect(first.producers[0].name).toBe("100 Cellars");
    expect(first.producers[149].name).toBe("Alpha 119");
    const second = producersListOf(producers, "en", "", 2);
    expect(second.producers.map((p) => p.name).slice(0, 2)).toEqual(["Alpha 120", "Alpha 121"]);
    const last = producersListOf(producers, "en", "", 3);
    expect(last.producers).toHaveLength(130);
    expect(last.producers.at(-1)?.name).toBe("Château 099");
  });

  it("shows the nearest page for a page number out of range or not a number", () => {
    expect(producersListOf(producers, "en", "", 99).page).toBe(3);
    expect(producersListOf(producers, "en", "", 0).page).toBe(1);
    expect(producersListOf(producers, "en", "", Number.NaN).page).toBe(1);
    expect(producersListOf(producers, "en", "", 2.7).page).toBe(2);
    expect(producersListOf([], "en", "", 5)).toEqual({
      total: 0,
      matching: 0,
      producers: [],
      page: 1,
      pageCount: 1,
      letters: [],
    });
  });

  it("pages the names that match a search, keeping the total", () => {
    const found = producersListOf(producers, "en", "beatrice", 1);
    expect(found).toMatchObject({ total: 430, matching: 150, page: 1, pageCount: 1 });
    expect(found.letters).toEqual([{ letter: "B", page: 1 }]);
    expect(found.producers.every((p) => p.name.startsWith("Béatrice"))).toBe(true);
  });
});
