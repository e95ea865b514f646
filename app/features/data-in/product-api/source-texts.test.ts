import { describe, expect, it } from "vitest";
import type { ProductTexts } from "~/features/catalogue/product-texts";
import type { Locale } from "~/lib/locales";
import type { ApiProduct } from "./source-operations";
import { keepSoilNames, keepText, keepTexts, withoutTexts } from "./source-texts";

const product = (fields: Partial<ApiProduct>): ApiProduct =>
  ({ productId: "p1", locale: "en", ...fields }) as ApiProduct;

describe("source texts", () => {
  it("keeps an item's text only from the pass of the item's own locale", () => {
    const out = new Map<string, Partial<Record<Locale, string>>>();
    keepText(out, "en", { locale: "en" }, "e1", "Family estate");
    keepText(out, "de", { locale: "en" }, "e1", "Family estate");
    keepText(out, "fr", { locale: "fr" }, "e1", "   ");
    keepText(out, "it", { locale: "it" }, "e1", "Azienda di famiglia");
    expect(out.get("e1")).toEqual({ en: "Family estate", it: "Azienda di famiglia" });
  });

  it("keeps every text column the API sent in the pass's locale, a blank one as empty", () => {
    const out = new Map<string, Partial<Record<Locale, ProductTexts>>>();
    keepTexts(out, "de", product({ locale: "de", description: "Trocken", foodPairing: "  " }));
    keepTexts(out, "fr", product({ locale: "en", description: "Dry" }));
    keepTexts(out, "it", product({ locale: "it", description: "" }));
    expect(out.get("p1")).toEqual({ de: { description: "Trocken", food_pairing: "" } });
  });

  it("keeps a soil's name in a later locale where it differs from the English one", () => {
    const out = new Map<string, Map<number, Record<string, string>>>();
    const english = [{ soilType: "Limestone" }, { soilType: "Clay" }];
    const soils = [
      { soilType: "Kalkstein", percentage: null },
      { soilType: "Clay", percentage: null },
    ];
    keepSoilNames(out, "de", product({ soilTypes: soils }), english);
    expect(out.get("p1")).toEqual(new Map([[0, { de: "Kalkstein" }]]));
  });

  it("drops the texts from the product the first pass keeps", () => {
    const kept = withoutTexts(product({ name: "Riesling", description: "Dry", vinification: "Steel" }));
    expect(kept).toEqual({ productId: "p1", locale: "en", name: "Riesling" });
  });
});
