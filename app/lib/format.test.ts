import { describe, expect, it } from "vitest";
import {
  countryName,
  formatDate,
  formatDateRange,
  formatFileSize,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatPrice,
  formatTimeRangeInZone,
  languageName,
  registerCountryNames,
  sortByLocale,
} from "./format";

// ICU separates parts with no-break and thin spaces (U+00A0, U+202F, U+2009);
// tests that are not about spacing compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatNumber", () => {
  it("uses the locale's decimal and grouping separators", () => {
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(formatNumber("de", 1234.5)).toBe("1.234,5");
    expect(plain(formatNumber("fr", 1234.5))).toBe("1 234,5");
  });

  it("passes options through", () => {
    expect(formatNumber("en", 2, { minimumFractionDigits: 2 })).toBe("2.00");
    expect(formatNumber("en", 2)).toBe("2");
  });
});

describe("formatFileSize", () => {
  it("writes megabytes with one decimal in the locale, and small files in whole kilobytes", () => {
    expect(formatFileSize("en", 4_150_000)).toBe("4.2 MB");
    expect(plain(formatFileSize("de", 4_150_000))).toBe("4,2 MB");
    expect(formatFileSize("en", 420)).toBe("1 kB");
    expect(formatFileSize("en", 86_400)).toBe("86 kB");
  });
});

describe("formatPercent", () => {
  it("takes a value already in percent", () => {
    expect(formatPercent("en", 13.5)).toBe("13.5%");
    expect(plain(formatPercent("de", 13.5))).toBe("13,5 %");
    expect(plain(formatPercent("fr", 13.5))).toBe("13,5 %");
  });
});

describe("formatMeasure", () => {
  it("keeps international symbols and formats the number per locale", () => {
    expect(formatMeasure("en", 13.5, "percentVol")).toBe("13.5\u00a0%\u00a0vol");
    expect(plain(formatMeasure("de", 13.5, "percentVol"))).toBe("13,5 % vol");
    expect(plain(formatMeasure("fr", 5.2, "gramsPerLitre"))).toBe("5,2 g/l");
    expect(plain(formatMeasure("en", 5.2, "gramsPerLitre"))).toBe("5.2 g/l");
    expect(plain(formatMeasure("de", 1500, "millilitres"))).toBe("1.500 ml");
    expect(plain(formatMeasure("en", 187.5, "millilitres"))).toBe("187.5 ml");
    expect(plain(formatMeasure("it", 55, "hectolitresPerHectare"))).toBe("55 hl/ha");
    expect(plain(formatMeasure("fr", 350, "metres"))).toBe("350 m");
    expect(plain(formatMeasure("de", 5000, "vinesPerHectare"))).toBe("5.000/ha");
  });

  it("spells durations in the locale's words and plurals", () => {
    expect(formatMeasure("en", 25, "years")).toBe("25 years");
    expect(formatMeasure("de", 25, "years")).toBe("25 Jahre");
    expect(plain(formatMeasure("fr", 1, "months"))).toBe("1 mois");
    expect(formatMeasure("en", 1, "months")).toBe("1 month");
  });
});

describe("formatPrice", () => {
  it("places the currency per locale", () => {
    expect(formatPrice("en", 12.5, "EUR")).toBe("€12.50");
    expect(plain(formatPrice("de", 12.5, "EUR"))).toBe("12,50 €");
    expect(plain(formatPrice("fr", 1234.5, "EUR"))).toBe("1 234,50 €");
    expect(formatPrice("en", 9, "usd")).toBe("$9.00");
  });

  it("shows a malformed currency beside the amount instead of throwing", () => {
    expect(plain(formatPrice("de", 12.5, "EURO"))).toBe("12,50 EURO");
    expect(formatPrice("en", 12.5, "")).toBe("12.50");
  });
});

describe("formatDate", () => {
  it("formats a calendar date per locale", () => {
    expect(formatDate("en", "2025-03-12")).toBe("March 12, 2025");
    expect(formatDate("de", "2025-03-12")).toBe("12. März 2025");
    expect(formatDate("fr", "2025-03-12")).toBe("12 mars 2025");
  });

  it("never shifts a date across midnight, whatever the process timezone", () => {
    expect(formatDate("en", "2025-01-01")).toBe("January 1, 2025");
    expect(formatDate("en", "2024-12-31T23:30:00-05:00")).toBe("December 31, 2024");
  });

  it("accepts other date options", () => {
    expect(formatDate("de", "2025-03-12", { day: "2-digit", month: "2-digit", year: "numeric" })).toBe("12.03.2025");
  });

  it("returns unreadable or impossible dates as given", () => {
    expect(formatDate("en", "soon")).toBe("soon");
    expect(formatDate("en", "2025-02-30")).toBe("2025-02-30");
  });
});

describe("formatDateRange", () => {
  it("collapses the shared parts per locale", () => {
    expect(plain(formatDateRange("en", "2025-03-12", "2025-03-14"))).toBe("March 12 – 14, 2025");
    expect(formatDateRange("de", "2025-03-12", "2025-03-14")).toBe("12.–14. März 2025");
    expect(plain(formatDateRange("fr", "2025-03-30", "2025-04-02"))).toBe("30 mars – 2 avril 2025");
  });

  it("shows one date for a one-day fair or an unreadable end", () => {
    expect(formatDateRange("en", "2025-03-12", "2025-03-12")).toBe("March 12, 2025");
    expect(formatDateRange("en", "2025-03-12", "")).toBe("March 12, 2025");
  });

  it("orders reversed dates", () => {
    expect(formatDateRange("de", "2025-03-14", "2025-03-12")).toBe("12.–14. März 2025");
  });

  it("gives each range its own text, also once many others have been asked since (texts are kept)", () => {
    const first = formatDateRange("de", "2025-03-12", "2025-03-14");
    for (let day = 1; day <= 28; day++) {
      for (const month of ["01", "02", "04", "05", "06", "07", "08", "09", "10", "11"]) {
        const date = `2025-${month}-${String(day).padStart(2, "0")}`;
        expect(formatDateRange("de", date, date)).toBe(formatDate("de", date));
      }
    }
    expect(formatDateRange("de", "2025-03-12", "2025-03-14")).toBe(first);
    expect(formatDateRange("en", "2025-03-12", "2025-03-14")).not.toBe(first);
  });
});

describe("countryName and languageName", () => {
  it("names countries in the page's language", () => {
    expect(countryName("de", "DE")).toBe("Deutschland");
    expect(countryName("fr", "DE")).toBe("Allemagne");
    expect(countryName("en", "de")).toBe("Germany");
  });

  it("names languages in the page's language", () => {
    expect(languageName("en", "de")).toBe("German");
    expect(languageName("de", "fr")).toBe("Französisch");
    expect(languageName("fr", "it")).toBe("italien");
  });

  it("falls back to the code", () => {
    expect(countryName("en", "XX")).toBe("XX");
    expect(countryName("en", "not a code")).toBe("NOT A CODE");
    expect(countryName("en", "")).toBe("");
    expect(languageName("en", "12")).toBe("12");
  });
});

describe("sortByLocale", () => {
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it("sorts accented letters with their base letter in de", () => {
    const items = [{ name: "Zweigelt" }, { name: "Äpfelwein" }, { name: "Birne" }, { name: "apfel" }];
    expect(names(sortByLocale("de", items, "name"))).toEqual(["apfel", "Äpfelwein", "Birne", "Zweigelt"]);
  });

  it("compares numbers as numbers", () => {
    const items = [{ name: "Table 10" }, { name: "Table 2" }, { name: "Table 1" }];
    expect(names(sortByLocale("en", items, "name"))).toEqual(["Table 1", "Table 2", "Table 10"]);
  });

  it("returns a copy and leaves the input alone", () => {
    const items = [{ name: "b" }, { name: "a" }];
    const sorted = sortByLocale("fr", items, "name");
    expect(names(items)).toEqual(["b", "a"]);
    expect(sorted).not.toBe(items);
  });
});

describe("uniform spaces", () => {
  it("never emits thin or narrow no-break spaces, which differ between ICU versions", () => {
    const outputs = [
      formatDateRange("en", "2026-12-07", "2026-12-09"),
      formatDateRange("fr", "2026-12-07", "2026-12-09"),
      formatNumber("fr", 1234567.5),
      formatPrice("fr", 1234.5, "EUR"),
      formatMeasure("de", 13.5, "percentVol"),
    ];
    for (const text of outputs) expect(text).not.toMatch(/[\u2009\u202f]/);
    expect(formatNumber("fr", 1234567)).toBe("1\u00a0234\u00a0567");
  });
});

describe("country names from the shipped table", () => {
  it("prefer the registered table over Intl, so server and browser agree", () => {
    registerCountryNames("de", { HK: "Hongkong" });
    expect(countryName("de", "hk")).toBe("Hongkong");
    expect(countryName("de", "FR")).toBe("Frankreich");
  });
});

describe("formatTimeRangeInZone", () => {
  it("writes the times of the event's zone, whatever the server's", () => {
    // 08:00 UTC on the day Europe/Berlin moves to summer time (UTC+2).
    expect(formatTimeRangeInZone("en", "2026-03-29T08:00:00Z", "2026-03-29T08:30:00.000Z", "Europe/Berlin")).toBe(
      "Sunday, March 29, 2026, 10:00 – 10:30 AM GMT+2",
    );
    expect(formatTimeRangeInZone("de", "2026-03-29T08:00:00Z", "2026-03-29T08:30:00Z", "Europe/Berlin")).toBe(
      "Sonntag, 29. März 2026, 10:00–10:30 Uhr MESZ",
    );
    // Two days earlier the same UTC time is 09:00 in Berlin (UTC+1).
    expect(formatTimeRangeInZone("de", "2026-03-27T08:00:00Z", "2026-03-27T08:30:00Z", "Europe/Berlin")).toBe(
      "Freitag, 27. März 2026, 09:00–09:30 Uhr MEZ",
    );
    expect(formatTimeRangeInZone("fr", "2026-03-29T08:00:00+00:00", "2026-03-29T08:30:00Z", "America/New_York")).toBe(
      "dimanche 29 mars 2026, 04:00 – 04:30 UTC−4",
    );
  });

  it("shows the start alone without a readable end, and the text as given without a readable start", () => {
    expect(formatTimeRangeInZone("it", "2026-03-29T08:00:00Z", "", "Europe/Rome")).toBe(
      "domenica 29 marzo 2026 alle ore 10:00 CEST",
    );
    expect(formatTimeRangeInZone("en", "soon", "later", "Europe/Rome")).toBe("soon");
  });

  it("falls back to UTC, and says so, for an unknown zone", () => {
    expect(formatTimeRangeInZone("en", "2026-03-29T08:00:00Z", "2026-03-29T08:30:00Z", "Mars/Olympus")).toBe(
      "Sunday, March 29, 2026, 8:00 – 8:30 AM UTC",
    );
  });
});
