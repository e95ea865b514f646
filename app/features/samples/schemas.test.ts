import { describe, expect, it } from "vitest";
import { refusalOf } from "~/.server/errors";
import { sampleRequestInputSchema } from "./schemas";

describe("a sample request's input", () => {
  it("takes a message of up to 2,000 characters, trimmed, or none", () => {
    expect(sampleRequestInputSchema.parse({})).toEqual({ message: "" });
    expect(sampleRequestInputSchema.parse({ message: `  ${"x".repeat(2000)}  ` }).message).toHaveLength(2000);
  });

  it("refuses a longer one with its message, in English for the API and as a key for the page", () => {
    const parsed = sampleRequestInputSchema.safeParse({ message: "x".repeat(2001) });
    expect(parsed.success).toBe(false);
    expect(refusalOf(parsed.error)?.fields?.[0]).toEqual({
      path: "message",
      message: "A message can have at most 2,000 characters.",
      messageKey: "samples:errors.messageTooLong",
    });
  });
});
