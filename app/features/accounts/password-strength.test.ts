import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordWeakness } from "./password-strength";

describe("passwordWeakness", () => {
  it("accepts a long passphrase", () => {
    expect(passwordWeakness("riesling under the moon")).toBeNull();
    expect(passwordWeakness("Tr0cken-Beerenauslese")).toBeNull();
  });

  it("needs the minimum length, counting characters rather than bytes", () => {
    expect(passwordWeakness("a".repeat(MIN_PASSWORD_LENGTH - 1))).toBe("tooShort");
    expect(passwordWeakness("Grüße-Kö9")).toBe("tooShort");
    expect(passwordWeakness("Grüße-Köln")).toBeNull();
  });

  it("refuses absurdly long input", () => {
    expect(passwordWeakness("x1y2".repeat(40))).toBe("tooLong");
  });

  it("refuses common passwords whatever the case or a trailing mark", () => {
    expect(passwordWeakness("Password123")).toBe("common");
    expect(passwordWeakness("qwertyuiop!")).toBe("common");
    expect(passwordWeakness("1234567890")).toBe("common");
  });

  it("refuses one character or a short pattern repeated", () => {
    expect(passwordWeakness("zzzzzzzzzzzz")).toBe("repetitive");
    expect(passwordWeakness("abcabcabcabc")).toBe("repetitive");
    expect(passwordWeakness("12121212121")).toBe("repetitive");
  });

  it("refuses a password made of the email address or the name", () => {
    expect(passwordWeakness("marie.dupont1", { email: "marie.dupont@example.com" })).toBe("personal");
    expect(passwordWeakness("Dupont2026!", { name: "Marie Dupont" })).toBe("personal");
    expect(passwordWeakness("dupont and the long walk", { name: "Marie Dupont" })).toBeNull();
  });
});
