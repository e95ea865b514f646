import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { decodeCursor, firstOf, localeOf, MAX_FIRST, MAX_REGISTRATIONS_FIRST, page } from "./api-arguments";

describe("api arguments", () => {
  it("takes a locale of the site, English by default, and names the others when refused", () => {
    expect(localeOf(undefined)).toBe("en");
    expect(localeOf("de")).toBe("de");
    expect(() => localeOf("xx")).toThrow('Unknown locale "xx": one of en, de, fr, es, it.');
  });

  it("takes a page size from 1 to MAX_FIRST, 50 by default", () => {
    expect(firstOf(null)).toBe(50);
    expect(firstOf(MAX_FIRST)).toBe(MAX_FIRST);
    for (const wrong of [0, MAX_FIRST + 1, 2.5, "ten"]) expect(() => firstOf(wrong)).toThrow(GraphQLError);
  });

  it("takes a larger bound where a list gives one, and says it", () => {
    expect(firstOf(MAX_REGISTRATIONS_FIRST, MAX_REGISTRATIONS_FIRST)).toBe(MAX_REGISTRATIONS_FIRST);
    expect(() => firstOf(MAX_REGISTRATIONS_FIRST + 1, MAX_REGISTRATIONS_FIRST)).toThrow(
      "first must be between 1 and 1000.",
    );
    expect(() => firstOf(MAX_FIRST + 1)).toThrow("first must be between 1 and 100.");
  });

  it("gives a next cursor only when there is a next page, and reads back only its own kind", () => {
    const keyset = page(["a", "b", "c"], 2, { after: "b" }, 3);
    expect(keyset.nodes).toEqual(["a", "b"]);
    expect(keyset.pageInfo.hasNextPage).toBe(true);
    expect(decodeCursor(keyset.pageInfo.endCursor, "k")).toBe("b");
    expect(() => decodeCursor(keyset.pageInfo.endCursor, "o")).toThrow("after is not a cursor this list gave.");

    const offset = page([1, 2, 3], 2, { offset: 4 }, 9);
    expect(decodeCursor(offset.pageInfo.endCursor, "o")).toBe(4);
    expect(page([1], 2, { offset: 2 }, 1).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    expect(decodeCursor(undefined, "k")).toBe(null);
  });
});
