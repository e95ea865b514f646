import { describe, expect, it } from "vitest";
import { messageText } from "~/lib/messages";
import { type BookingFormInput, bookingFormSchema } from "./booking-form";

const valid: BookingFormInput = {
  partnerId: "aaaaaaaaaaaaaaaaaaaaaaaa",
  start: "2026-12-07T10:00:00+01:00",
  message: "Shall we taste your Rieslings?",
  telephone: "+49 30 1234567",
  shareContactDetails: true,
  acceptTerms: true,
};

/** Each refused field with the English of its message key. */
function errors(input: Record<string, unknown>): Record<string, string> {
  const result = bookingFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), messageText(i.message) ?? i.message]));
}

describe("the booking form", () => {
  it("accepts a complete form, trimmed, with or without a suggested time", () => {
    expect(bookingFormSchema.parse({ ...valid, message: "  Hello  " }).message).toBe("Hello");
    expect(bookingFormSchema.parse({ ...valid, start: undefined }).start).toBeNull();
    expect(bookingFormSchema.parse({ ...valid, start: null }).start).toBeNull();
  });

  it("says the product's words beside each missing field, all at once", () => {
    expect(errors({ partnerId: valid.partnerId, message: "  ", telephone: "", shareContactDetails: false })).toEqual({
      message: "Please provide a message to your partner.",
      telephone: "Please enter your telephone number.",
      shareContactDetails: "You must agree to share your contact details.",
      acceptTerms: "You must accept the terms and conditions.",
    });
  });

  it("says the same for a missing field as for an empty one", () => {
    const { message: _m, telephone: _t, ...rest } = valid;
    expect(errors(rest)).toEqual({
      message: "Please provide a message to your partner.",
      telephone: "Please enter your telephone number.",
    });
  });

  it("refuses a telephone number that is not one, and an overlong message", () => {
    expect(errors({ ...valid, telephone: "call me" })).toEqual({ telephone: "This doesn't look valid." });
    expect(errors({ ...valid, message: "x".repeat(2_001) })).toEqual({
      message: "Your message can have at most 2,000 characters.",
    });
  });

  it("refuses a suggested time without its offset", () => {
    expect(errors({ ...valid, start: "2026-12-07T10:00" })).toEqual({ start: "Please choose a valid time." });
  });

  it("insists on true for both agreements, not on something truthy", () => {
    expect(errors({ ...valid, shareContactDetails: "on", acceptTerms: 1 })).toEqual({
      shareContactDetails: "You must agree to share your contact details.",
      acceptTerms: "You must accept the terms and conditions.",
    });
  });
});
