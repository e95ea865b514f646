import { describe, expect, it } from "vitest";
import { parseOidcProviders } from "./oidc-providers";

const valid = { id: "corp", issuer: "https://id.example.com", clientId: "c", clientSecret: "s", label: "Example ID" };

describe("parseOidcProviders", () => {
  it("reads a list of providers", () => {
    expect(parseOidcProviders(JSON.stringify([valid, { ...valid, id: "other" }])).map((p) => p.id)).toEqual([
      "corp",
      "other",
    ]);
    expect(parseOidcProviders("[]")).toEqual([]);
  });

  it("says what is wrong with a bad configuration", () => {
    expect(() => parseOidcProviders("{")).toThrow("not valid JSON");
    expect(() => parseOidcProviders(JSON.stringify([{ ...valid, issuer: "nope" }]))).toThrow("0.issuer");
    expect(() => parseOidcProviders(JSON.stringify([{ ...valid, id: "Bad Id" }]))).toThrow("0.id");
    expect(() => parseOidcProviders(JSON.stringify([valid, valid]))).toThrow("unique");
  });
});
