import { describe, expect, it } from "vitest";
import { ProductApiError } from "./graphql-client.server";
import { withoutTranslations } from "./read-products.server";

// When the sync falls back from the one pass to a pass per locale (decision 0025).

describe("withoutTranslations", () => {
  it("is a refusal naming the field, as a 400 or as GraphQL errors, whatever the field's shape there", () => {
    const op = "SyncEventProductsInEveryLocale";
    expect(
      withoutTranslations(new ProductApiError(op, ['Cannot query field "translations" on type "Product".'], 400)),
    ).toBe(true);
    expect(
      withoutTranslations(new ProductApiError(op, ['Unknown argument "locales" on field "Product.translations".'])),
    ).toBe(true);
  });

  it("is not any other failure: a refusal of something else, an error status, no answer", () => {
    const op = "SyncEventProductsInEveryLocale";
    expect(withoutTranslations(new ProductApiError(op, ["Not authorised"], 401))).toBe(false);
    expect(withoutTranslations(new ProductApiError(op, ["translations are being rebuilt"], 503))).toBe(false);
    expect(
      withoutTranslations(new ProductApiError(op, ['Variable "$eventId" of required type "ID!" was not provided.'])),
    ).toBe(false);
    expect(withoutTranslations(new Error("The product API has no event e1"))).toBe(false);
  });
});
