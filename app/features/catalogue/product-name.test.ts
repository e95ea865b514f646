import { describe, expect, it } from "vitest";
import { productName } from "./product-name";

describe("productName", () => {
  it("adds the vintage when the product has one", () => {
    expect(productName({ name: "Crémant d'Alsace Brut", vintage: 2022 })).toBe("Crémant d'Alsace Brut 2022");
    expect(productName({ name: "Crémant d'Alsace Brut", vintage: null })).toBe("Crémant d'Alsace Brut");
  });
});
