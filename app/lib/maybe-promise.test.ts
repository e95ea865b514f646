import { describe, expect, it } from "vitest";
import { mapMaybe } from "./maybe-promise";

describe("mapMaybe", () => {
  it("maps a value at hand at once, without a promise", () => {
    expect(mapMaybe(2, (n) => n * 3)).toBe(6);
    expect(mapMaybe({ locale: "de" }, (texts) => texts.locale)).toBe("de");
  });

  it("maps a promise's value when it comes", async () => {
    const mapped = mapMaybe(Promise.resolve(2), (n) => n * 3);
    expect(mapped).toBeInstanceOf(Promise);
    await expect(mapped).resolves.toBe(6);
  });

  it("passes a promise's failure on", async () => {
    await expect(mapMaybe(Promise.reject(new Error("no")), (n: number) => n)).rejects.toThrow("no");
  });
});
