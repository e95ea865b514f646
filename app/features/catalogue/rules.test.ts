import { describe, expect, it } from "vitest";
import {
  characteristicsOf,
  denomination,
  type EventProductFields,
  mergeRegistered,
  mergeRegisteredProduct,
  mergeRegisteredProducts,
  resolveProducer,
} from "./rules";
import { PLACEHOLDER_PRODUCER_ID } from "./vocabulary";

const exhibitor = { id: "ex1", name: "Maison Rouge", country: "FR", region: "Bourgogne" };
const producer = { id: "pr1", name: "Domaine Blanc", country: "FR", region: "Alsace" };

describe("resolveProducer", () => {
  it("keeps a real producer", () => {
    expect(resolveProducer({ producer, exhibitor })).toEqual({ ...producer, isExhibitor: false });
  });

  it("lets the exhibitor stand in when there is no producer", () => {
    expect(resolveProducer({ producer: null, exhibitor })).toEqual({ ...exhibitor, isExhibitor: true });
  });

  it("lets the exhibitor stand in for the placeholder producer id", () => {
    const placeholder = { ...producer, id: PLACEHOLDER_PRODUCER_ID };
    expect(resolveProducer({ producer: placeholder, exhibitor })).toEqual({ ...exhibitor, isExhibitor: true });
  });

  it("counts an empty or blank producer id as none", () => {
    expect(resolveProducer({ producer: { ...producer, id: "" }, exhibitor }).id).toBe("ex1");
    expect(resolveProducer({ producer: { ...producer, id: "  " }, exhibitor }).isExhibitor).toBe(true);
  });

  it("gives an exhibitor without region an empty region", () => {
    const { region: _, ...noRegion } = exhibitor;
    expect(resolveProducer({ producer: null, exhibitor: noRegion }).region).toBe("");
  });
});

describe("denomination", () => {
  it("is the subregion when there is one", () => {
    expect(denomination({ subregion: "Pauillac", region: "Bordeaux" })).toBe("Pauillac");
  });

  it("falls back to the region for a missing, null or blank subregion", () => {
    expect(denomination({ region: "Bordeaux" })).toBe("Bordeaux");
    expect(denomination({ subregion: null, region: "Bordeaux" })).toBe("Bordeaux");
    expect(denomination({ subregion: "  ", region: " Bordeaux " })).toBe("Bordeaux");
  });

  it("is empty when neither is known", () => {
    expect(denomination({})).toBe("");
    expect(denomination({ subregion: "", region: null })).toBe("");
  });
});

interface TestProduct extends EventProductFields {
  id: string;
  name: string;
}

const product = (id: string, over: Partial<TestProduct> = {}): TestProduct => ({
  id,
  name: `Wine ${id}`,
  tableNumber: "",
  price: null,
  currency: "EUR",
  priceRange: "10to20",
  isNew: false,
  ...over,
});

describe("mergeRegisteredProduct", () => {
  it("lets the registration's stated values override the product's", () => {
    const merged = mergeRegisteredProduct(product("a"), {
      productId: "a",
      tableNumber: "B12",
      price: 18.5,
      currency: "CHF",
      priceRange: "20to40",
      isNew: true,
    });
    expect(merged).toEqual({
      id: "a",
      name: "Wine a",
      tableNumber: "B12",
      price: 18.5,
      currency: "CHF",
      priceRange: "20to40",
      isNew: true,
    });
  });

  it("keeps the product's values where the registration is empty", () => {
    const own = product("a", { tableNumber: "A1", price: 12, priceRange: "10to20", isNew: true });
    const merged = mergeRegisteredProduct(own, {
      productId: "a",
      tableNumber: "",
      price: null,
      currency: "",
      priceRange: "",
    });
    expect(merged).toEqual(own);
  });

  it("takes a stated price of 0 and isNew false", () => {
    const merged = mergeRegisteredProduct(product("a", { price: 9, isNew: true }), {
      productId: "a",
      price: 0,
      isNew: false,
    });
    expect(merged.price).toBe(0);
    expect(merged.isNew).toBe(false);
  });

  it("does not change the product it was given", () => {
    const own = product("a");
    mergeRegisteredProduct(own, { productId: "a", tableNumber: "C3" });
    expect(own.tableNumber).toBe("");
  });
});

describe("mergeRegistered", () => {
  it("keeps only registered products, in the products' order", () => {
    const products = [product("a"), product("b"), product("c")];
    const merged = mergeRegisteredProducts(products, [
      { productId: "c", tableNumber: "C1" },
      { productId: "a", tableNumber: "A1" },
    ]);
    expect(merged.map((p) => [p.id, p.tableNumber])).toEqual([
      ["a", "A1"],
      ["c", "C1"],
    ]);
  });

  it("ignores registrations of unknown products", () => {
    expect(mergeRegisteredProducts([product("a")], [{ productId: "zzz", tableNumber: "Z" }])).toEqual([]);
  });

  it("uses the last row when a product is registered twice", () => {
    const merged = mergeRegisteredProducts(
      [product("a")],
      [
        { productId: "a", tableNumber: "1" },
        { productId: "a", tableNumber: "2" },
      ],
    );
    expect(merged[0].tableNumber).toBe("2");
  });

  it("accepts any merge function", () => {
    const merged = mergeRegistered([{ id: "x", hall: "" }], [{ productId: "x", hall: "H2" }], (p, r) => ({
      ...p,
      hall: r.hall,
    }));
    expect(merged).toEqual([{ id: "x", hall: "H2" }]);
  });
});

describe("characteristicsOf", () => {
  const none = {
    characteristics: [],
    isVegan: false,
    isVegetarian: false,
    isCertifiedOrganic: false,
    isBiodynamic: false,
  };

  it("adds what the flags say to the list, in the vocabulary's order, once", () => {
    expect(
      characteristicsOf({
        ...none,
        characteristics: ["SUSTAINABLE", "VEGAN"],
        isVegan: true,
        isCertifiedOrganic: true,
      }),
    ).toEqual(["ORGANIC", "SUSTAINABLE", "VEGAN"]);
  });

  it("drops values outside the vocabulary", () => {
    expect(characteristicsOf({ ...none, characteristics: ["GLUTEN_FREE", "KOSHER"] })).toEqual(["KOSHER"]);
  });
});
