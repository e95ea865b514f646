import { describe, expect, it } from "vitest";
import { SENSORY_SCALES } from "~/features/catalogue/vocabulary";
import { MAX_NOTE_LENGTH, TASTING_NOTE_MESSAGES, tastingNoteInputSchema } from "./schemas";

const valid = { rating: 4, note: "Ripe cherry, a little smoke.", sensory: { body: "full", tannins: "soft" } };

describe("tasting note input", () => {
  it("accepts a rating of 1 to 5 stars or none", () => {
    for (const rating of [1, 2, 3, 4, 5, null]) {
      expect(tastingNoteInputSchema.safeParse({ ...valid, rating }).success, String(rating)).toBe(true);
    }
  });

  it("refuses ratings off the scale, fractions and text", () => {
    for (const rating of [0, 6, -1, 3.5, "4", undefined]) {
      const parsed = tastingNoteInputSchema.safeParse({ ...valid, rating });
      expect(parsed.success, String(rating)).toBe(false);
    }
    const parsed = tastingNoteInputSchema.safeParse({ ...valid, rating: 6 });
    expect(parsed.error?.issues[0]?.message).toBe(TASTING_NOTE_MESSAGES.ratingInvalid.key);
  });

  it("accepts every value of every sensory scale of docs/product/my-catalogue.md", () => {
    for (const [scale, values] of Object.entries(SENSORY_SCALES)) {
      for (const value of values) {
        const parsed = tastingNoteInputSchema.safeParse({ ...valid, sensory: { [scale]: value } });
        expect(parsed.success, `${scale}=${value}`).toBe(true);
        expect(parsed.data?.sensory).toEqual({ [scale]: value });
      }
    }
  });

  it("refuses an unknown scale, a value of another scale and an empty value", () => {
    expect(tastingNoteInputSchema.safeParse({ ...valid, sensory: { sweetness: "high" } }).success).toBe(false);
    // "none" belongs to wood only.
    expect(tastingNoteInputSchema.safeParse({ ...valid, sensory: { fruit: "none" } }).success).toBe(false);
    expect(tastingNoteInputSchema.safeParse({ ...valid, sensory: { wood: "none" } }).success).toBe(true);
    expect(tastingNoteInputSchema.safeParse({ ...valid, sensory: { body: "" } }).success).toBe(false);
    expect(tastingNoteInputSchema.safeParse({ ...valid, sensory: "full" }).success).toBe(false);
  });

  it("keeps notes up to 10,000 characters and refuses longer ones", () => {
    expect(tastingNoteInputSchema.safeParse({ ...valid, note: "x".repeat(MAX_NOTE_LENGTH) }).success).toBe(true);
    const parsed = tastingNoteInputSchema.safeParse({ ...valid, note: "x".repeat(MAX_NOTE_LENGTH + 1) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(TASTING_NOTE_MESSAGES.noteTooLong.key);
  });

  it("needs the whole note: a PUT replaces it", () => {
    expect(tastingNoteInputSchema.safeParse({ rating: null, note: "", sensory: {} }).success).toBe(true);
    expect(tastingNoteInputSchema.safeParse({ note: "", sensory: {} }).success).toBe(false);
    expect(tastingNoteInputSchema.safeParse({ rating: null, sensory: {} }).success).toBe(false);
    expect(tastingNoteInputSchema.safeParse({ rating: null, note: "" }).success).toBe(false);
  });

  it("carries the exact messages of docs/product/my-catalogue.md for disabled notes", () => {
    expect(TASTING_NOTE_MESSAGES.setDisabled.text).toBe("Setting tasting notes is not implemented.");
    expect(TASTING_NOTE_MESSAGES.deleteDisabled.text).toBe("Deleting is not implemented.");
  });
});
