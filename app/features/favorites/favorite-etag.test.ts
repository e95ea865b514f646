import { describe, expect, it } from "vitest";
import { etagOf, parseIfMatch } from "./favorite-etag";

const state = { version: 3, addedAt: "2026-11-28T09:00:00.123Z" };

describe("a favourite's ETag", () => {
  it("is strong and changes with the version and with addedAt", () => {
    expect(etagOf(state)).toMatch(/^"3\.[0-9a-z]+"$/);
    expect(etagOf({ ...state, version: 4 })).not.toBe(etagOf(state));
    expect(etagOf({ ...state, addedAt: "2026-11-28T09:00:00.124Z" })).not.toBe(etagOf(state));
  });

  it("is read back from If-Match, alone or in a list", () => {
    expect(parseIfMatch(etagOf(state))).toEqual([state]);
    const other = { version: 1, addedAt: "2027-01-01T00:00:00.000Z" };
    expect(parseIfMatch(`${etagOf(other)}, ${etagOf(state)}`)).toEqual([other, state]);
  });

  it("takes * as any current favourite and no header as no condition", () => {
    expect(parseIfMatch("*")).toBe("any");
    expect(parseIfMatch(" * ")).toBe("any");
    expect(parseIfMatch(undefined)).toBeUndefined();
  });

  it("matches nothing with a weak tag, a tag of someone else's making, or garbage", () => {
    expect(parseIfMatch(`W/${etagOf(state)}`)).toEqual([]);
    expect(parseIfMatch('"abc"')).toEqual([]);
    expect(parseIfMatch('"99999999999.1"')).toEqual([]);
    expect(parseIfMatch("3.abc")).toEqual([]);
    expect(parseIfMatch("")).toEqual([]);
  });
});
