import { describe, expect, it } from "vitest";
import { signInLinkUrl } from "./sign-in-link-url";

describe("sign-in link url", () => {
  it("opens the sign-in link page of the locale with the token", () => {
    expect(signInLinkUrl({ origin: "https://fair.example", locale: "de", token: "t0k" })).toBe(
      "https://fair.example/de/sign-in/link?token=t0k",
    );
  });

  it("keeps a path on this site to return to", () => {
    const url = new URL(signInLinkUrl({ origin: "http://localhost:3000", locale: "en", token: "t", next: "/en/my" }));
    expect(url.searchParams.get("next")).toBe("/en/my");
  });

  it("drops a return address on another host", () => {
    for (const next of ["//evil.example/x", "https://evil.example/x", "evil"]) {
      const url = new URL(signInLinkUrl({ origin: "http://localhost:3000", locale: "en", token: "t", next }));
      expect(url.searchParams.has("next")).toBe(false);
    }
  });
});
