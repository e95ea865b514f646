import { describe, expect, it } from "vitest";
import { formatTimeOfDay } from "./format";

describe("formatTimeOfDay", () => {
  it("writes a time of day as the locale does", () => {
    expect(formatTimeOfDay("en", "18:00")).toMatch(/^6:00\sPM$/);
    expect(formatTimeOfDay("de", "9:30")).toBe("9:30");
    expect(formatTimeOfDay("fr", "18:05")).toBe("18:05");
  });

  it("shows anything else as given", () => {
    expect(formatTimeOfDay("en", "noon")).toBe("noon");
  });
});
