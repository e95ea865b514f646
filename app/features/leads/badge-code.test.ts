import { describe, expect, it } from "vitest";
import { BADGE_ALPHABET, BADGE_CODE_LENGTH, badgePath, newBadgeCode, normalizeBadgeCode } from "./badge-code";
import { LEAD_MESSAGES } from "./lead-messages";
import { leadChangeSchema, scanSchema } from "./lead-schemas";

describe("badge codes", () => {
  it("are 10 characters of an alphabet without look-alikes, longer than a product's short code", () => {
    const codes = Array.from({ length: 500 }, newBadgeCode);
    for (const code of codes) {
      expect(code).toHaveLength(BADGE_CODE_LENGTH);
      expect([...code].every((c) => BADGE_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(BADGE_CODE_LENGTH).toBeGreaterThan(6);
    expect(BADGE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it("are read case-insensitively, spaces and dashes ignored; anything else is no code", () => {
    expect(normalizeBadgeCode("abcd-efgh 23")).toBe("ABCDEFGH23");
    expect(normalizeBadgeCode("ABC123")).toBeNull();
    expect(normalizeBadgeCode("ABCDEFGH2O")).toBeNull();
    expect(badgePath("ABCDEFGH23")).toBe("/b/ABCDEFGH23");
  });
});

describe("scan and change schemas", () => {
  it("take a code, a score of hot, warm or cold and a note of at most 2,000 characters", () => {
    expect(scanSchema.parse({ code: "abcdefgh23", score: "hot", note: "x" })).toEqual({
      code: "ABCDEFGH23",
      score: "hot",
      note: "x",
    });
    const bad = scanSchema.safeParse({ code: "nope", score: "tepid", note: "x".repeat(2001) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(
      [LEAD_MESSAGES.codeInvalid.key, LEAD_MESSAGES.noteTooLong.key, LEAD_MESSAGES.scoreInvalid.key].sort(),
    );
    expect(leadChangeSchema.parse({ score: null })).toEqual({ score: null });
    expect(leadChangeSchema.safeParse({ note: 5 }).success).toBe(false);
  });
});
