import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it("keeps paths on this site", () => {
    expect(safeNext("/en/my/profile?x=1")).toBe("/en/my/profile?x=1");
  });
  it("refuses other sites and protocol-relative or backslash tricks", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(safeNext(value)).toBeUndefined();
    }
  });
});
