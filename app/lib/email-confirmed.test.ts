import { describe, expect, it } from "vitest";
import { arrivedConfirmed, withConfirmedFlag } from "./email-confirmed";

describe("withConfirmedFlag", () => {
  it("adds the flag to the page the link returns to, keeping its own query", () => {
    const link = withConfirmedFlag(
      "http://127.0.0.1:3000/api/auth/verify-email?token=abc&callbackURL=%2Fen%2Fexhibitors%3Fq%3Dwine",
    );
    const url = new URL(link);
    expect(url.pathname).toBe("/api/auth/verify-email");
    expect(url.searchParams.get("token")).toBe("abc");
    expect(url.searchParams.get("callbackURL")).toBe("/en/exhibitors?q=wine&emailConfirmed=1");
  });

  it("returns to the home page with the flag when the link names none", () => {
    const url = new URL(withConfirmedFlag("http://localhost/api/auth/verify-email?token=abc"));
    expect(url.searchParams.get("callbackURL")).toBe("/?emailConfirmed=1");
  });

  it("leaves a link to another site alone", () => {
    const link = "http://localhost/api/auth/verify-email?token=abc&callbackURL=https%3A%2F%2Fevil.example%2F";
    expect(withConfirmedFlag(link)).toBe(link);
  });
});

describe("arrivedConfirmed", () => {
  it("is true with the flag and no error", () => {
    expect(arrivedConfirmed(new URLSearchParams("emailConfirmed=1"))).toBe(true);
  });
  it("is false when better-auth reports an error or the flag is missing", () => {
    expect(arrivedConfirmed(new URLSearchParams("emailConfirmed=1&error=INVALID_TOKEN"))).toBe(false);
    expect(arrivedConfirmed(new URLSearchParams("q=wine"))).toBe(false);
  });
});
