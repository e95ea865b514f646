import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, checkContactForm, rateLimitBroken } from "./contact-rules";

const now = new Date("2026-12-07T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe("the contact form's rules", () => {
  it("wants a message and the accepted privacy policy, with the texts of docs/product/my-catalogue.md", () => {
    expect(checkContactForm({ message: "  ", acceptPrivacy: false })).toEqual({
      message: "contact:errors.required",
      acceptPrivacy: "contact:errors.privacy",
    });
    expect(CONTACT_MESSAGES.required.text).toBe("This is a required field");
    expect(CONTACT_MESSAGES.privacy.text).toBe("I accept the data privacy policy for sending my message.");
    expect(checkContactForm({ message: "Hello", acceptPrivacy: false })).toEqual({
      acceptPrivacy: CONTACT_MESSAGES.privacy.key,
    });
    expect(checkContactForm({ message: "Hello", acceptPrivacy: true })).toEqual({});
  });

  it("refuses a message over 5,000 characters", () => {
    expect(checkContactForm({ message: "x".repeat(5001), acceptPrivacy: true })).toEqual({
      message: CONTACT_MESSAGES.tooLong.key,
    });
    expect(checkContactForm({ message: "x".repeat(5000), acceptPrivacy: true })).toEqual({});
  });
});

describe("the contact rate limit", () => {
  it("lets a fifth message within ten minutes go and stops the sixth", () => {
    expect(rateLimitBroken([1, 2, 3, 4].map(minutesAgo), now)).toBeNull();
    expect(rateLimitBroken([1, 2, 3, 4, 9].map(minutesAgo), now)?.message.key).toBe("contact:errors.tooManyRecent");
  });

  it("forgets messages older than the window", () => {
    expect(rateLimitBroken([11, 12, 13, 14, 15].map(minutesAgo), now)).toBeNull();
  });

  it("stops the 21st message in a day", () => {
    const spread = Array.from({ length: 20 }, (_, i) => minutesAgo(15 + i * 60));
    expect(rateLimitBroken(spread, now)?.message.key).toBe("contact:errors.tooManyToday");
    expect(rateLimitBroken(spread.slice(1), now)).toBeNull();
    expect(rateLimitBroken([...spread.slice(1), minutesAgo(25 * 60)], now)).toBeNull();
  });
});
