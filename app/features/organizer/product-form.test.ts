import { describe, expect, it } from "vitest";
import {
  changedProduct,
  EMPTY_PRODUCT,
  type ProductFormValues,
  readNewProductOwner,
  readProductForm,
  staleFields,
} from "./product-form";

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  return data;
}

const shown: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: "Riesling Kabinett",
  vintage: 2022,
  country: "DE",
  region: "Mosel",
  alcohol: 11.5,
  tableNumber: "A12",
  descriptions: { ...EMPTY_PRODUCT.descriptions, en: "Racy." },
};

/** The form as the page renders it for `values`. */
function posted(values: ProductFormValues, overrides: Record<string, string | undefined> = {}) {
  const text = (value: unknown) => (value === null ? "" : String(value));
  return form({
    kind: values.kind,
    name: values.name,
    vintage: text(values.vintage),
    country: values.country,
    region: values.region,
    subregion: values.subregion,
    designation: values.designation,
    color: values.color,
    alcohol: text(values.alcohol),
    residualSugar: text(values.residualSugar),
    totalAcidity: text(values.totalAcidity),
    ph: text(values.ph),
    bottleSize: text(values.bottleSize),
    closure: values.closure,
    priceRange: values.priceRange,
    tableNumber: values.tableNumber,
    price: text(values.price),
    isNew: values.isNew ? "on" : undefined,
    ...Object.fromEntries(Object.entries(values.descriptions).map(([locale, text]) => [`description.${locale}`, text])),
    base: JSON.stringify(values),
    ...overrides,
  });
}

describe("reading the posted product form", () => {
  it("reads the form as shown as no change at all", () => {
    const result = readProductForm(posted(shown));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.values).toEqual(shown);
    expect(changedProduct(result.values, result.base ?? shown)).toEqual({
      product: {},
      registration: {},
      expected: {},
    });
  });

  it("splits the changes into the product's own, the event's and the texts, each with the value the form showed", () => {
    const result = readProductForm(
      posted(shown, {
        name: "Riesling Spätlese",
        alcohol: "12,5",
        tableNumber: "B3",
        isNew: "on",
        "description.de": "Rassig.",
      }),
    );
    if (!result.ok || !result.base) throw new Error("refused");
    expect(changedProduct(result.values, result.base)).toEqual({
      product: { name: "Riesling Spätlese", alcohol: 12.5, translations: { de: { description: "Rassig." } } },
      registration: { tableNumber: "B3", isNew: true },
      expected: {
        name: "Riesling Kabinett",
        alcohol: 11.5,
        tableNumber: "A12",
        isNew: false,
        descriptions: { de: "" },
      },
    });
  });

  it("reads an emptied number as none, and a country code in capitals", () => {
    const result = readProductForm(posted(shown, { alcohol: " ", country: "fr" }));
    if (!result.ok) throw new Error("refused");
    expect(result.values).toMatchObject({ alcohol: null, country: "FR" });
  });

  it("says what is wrong, by field, with the catalogue's own limits", () => {
    const result = readProductForm(
      posted(shown, {
        name: " ",
        alcohol: "150",
        vintage: "1750",
        ph: "acid",
        bottleSize: "750.5",
        price: "-1",
        country: "Germany",
        kind: "Wiskey",
        "description.fr": "x".repeat(10_001),
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        ph: "organizer:errors.ph",
        name: "organizer:errors.productName",
        alcohol: "organizer:errors.alcohol",
        vintage: "organizer:errors.vintage",
        bottleSize: "organizer:errors.bottleSize",
        price: "organizer:errors.price",
        country: "organizer:errors.countryCode",
        kind: "common:errors.invalid",
        "description.fr": "organizer:errors.tooLong",
      },
    });
  });

  it("reads a new product's form without a base, and refuses a base it cannot read", () => {
    const fresh = readProductForm(posted({ ...EMPTY_PRODUCT, name: "Pils" }, { base: undefined }));
    expect(fresh).toMatchObject({ ok: true, base: null, values: { kind: "Wine", name: "Pils", vintage: null } });
    expect(readProductForm(posted(shown, { base: "{}" }))).toEqual({
      ok: false,
      errors: { base: "common:errors.invalid" },
    });
  });
});

describe("a stale edit", () => {
  it("names the fields whose value is no longer the one the form showed", () => {
    const current = { ...shown, alcohol: 12, descriptions: { ...shown.descriptions, de: "Neu." } };
    expect(staleFields(current, { alcohol: 11.5, name: "Riesling Kabinett", descriptions: { de: "" } })).toEqual([
      "alcohol",
      "description.de",
    ]);
    expect(staleFields(shown, { alcohol: 11.5 })).toEqual([]);
  });
});

describe("a new product's exhibitor and producer", () => {
  it("needs an exhibitor; the producer is optional", () => {
    expect(readNewProductOwner(form({ exhibitorId: "abc123", producerId: "" }))).toEqual({
      ok: true,
      exhibitorId: "abc123",
      producerId: null,
    });
    expect(readNewProductOwner(form({ exhibitorId: "", producerId: "no such thing!" }))).toEqual({
      ok: false,
      errors: { exhibitorId: "organizer:errors.exhibitorOfEvent", producerId: "organizer:errors.unknownProducer" },
    });
  });
});
