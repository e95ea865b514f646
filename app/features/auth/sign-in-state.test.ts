import { describe, expect, it } from "vitest";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";
import { checkSignIn, providerPageHref, signInOutcome, signInRequest } from "./sign-in-state";

const fields = { email: " ann@example.com ", password: "long passphrase", name: " Ann " };

describe("checkSignIn", () => {
  it("asks for an address that looks like one", () => {
    expect(checkSignIn("link", { ...fields, email: "  " })).toEqual({ email: { key: "accounts:errors.required" } });
    expect(checkSignIn("link", { ...fields, email: "ann@example" })).toEqual({
      email: { key: "accounts:errors.invalidEmail" },
    });
    expect(checkSignIn("reset", fields)).toEqual({});
  });

  it("asks for a password only where one is typed, and a new account's name within its limit", () => {
    const empty = { ...fields, password: "", name: "" };
    expect(checkSignIn("password", empty)).toEqual({ password: { key: "accounts:errors.required" } });
    expect(checkSignIn("link", empty)).toEqual({});
    expect(checkSignIn("signUp", empty)).toEqual({
      password: { key: "accounts:errors.required" },
      name: { key: "accounts:errors.required" },
    });
    expect(checkSignIn("signUp", { ...fields, name: "a".repeat(ACCOUNT_NAME_MAX + 1) })).toEqual({
      name: { key: "accounts:errors.tooLong" },
    });
  });
});

describe("signInRequest", () => {
  const context = { callbackURL: "/en/products", locale: "de" as const };

  it("sends the trimmed address and name to better-auth's endpoint of each way", () => {
    expect(signInRequest("password", fields, context)).toEqual({
      path: "/sign-in/email",
      body: { email: "ann@example.com", password: "long passphrase", callbackURL: "/en/products" },
    });
    expect(signInRequest("signUp", fields, context)).toEqual({
      path: "/sign-up/email",
      body: { email: "ann@example.com", password: "long passphrase", name: "Ann", callbackURL: "/en/products" },
    });
    expect(signInRequest("link", fields, context)).toEqual({
      path: "/sign-in/magic-link",
      body: { email: "ann@example.com", callbackURL: "/en/products" },
    });
  });

  it("sends a reset to the reset page of the box's language", () => {
    expect(signInRequest("reset", fields, context)).toEqual({
      path: "/request-password-reset",
      body: { email: "ann@example.com", redirectTo: "/de/reset-password" },
    });
  });
});

describe("signInOutcome", () => {
  const ok = { ok: true };
  const refused = (code?: string) => ({ ok: false, code });

  it("signs in with a password; the other ways say what was sent to the address", () => {
    expect(signInOutcome("password", ok, fields.email)).toEqual({ kind: "done" });
    expect(signInOutcome("signUp", ok, fields.email)).toEqual({
      kind: "sent",
      message: { key: "sent.signUp", values: { email: "ann@example.com" } },
    });
    expect(signInOutcome("link", ok, fields.email)).toEqual({
      kind: "sent",
      message: { key: "sent.link", values: { email: "ann@example.com", minutes: SIGN_IN_LINK_MINUTES } },
    });
    expect(signInOutcome("reset", ok, fields.email)).toEqual({
      kind: "sent",
      message: { key: "sent.reset", values: { email: "ann@example.com" } },
    });
  });

  it("puts a refusal next to its field, and an unconfirmed address gets the confirmation again", () => {
    expect(signInOutcome("password", refused("INVALID_EMAIL_OR_PASSWORD"), fields.email)).toEqual({
      kind: "refused",
      errors: { password: { key: "password.incorrect" }, hint: { key: "password.incorrectHint" } },
    });
    expect(signInOutcome("password", refused("EMAIL_NOT_VERIFIED"), fields.email)).toEqual({
      kind: "sent",
      message: { key: "sent.verify", values: { email: "ann@example.com" } },
    });
    expect(signInOutcome("signUp", refused("PASSWORD_TOO_WEAK"), fields.email)).toEqual({
      kind: "refused",
      errors: { password: { key: "password.tooWeak" } },
    });
    expect(signInOutcome("signUp", refused("NAME_TOO_LONG"), fields.email)).toEqual({
      kind: "refused",
      errors: { name: { key: "accounts:errors.tooLong" } },
    });
  });

  it("says to wait after too many attempts, whatever the way; anything else is the box's error", () => {
    for (const mode of ["password", "signUp", "link", "reset"] as const) {
      expect(signInOutcome(mode, refused("RATE_LIMITED"), fields.email)).toEqual({
        kind: "refused",
        errors: { form: { key: "errors.rateLimited" } },
      });
      expect(signInOutcome(mode, refused("INTERNAL_SERVER_ERROR"), fields.email)).toEqual({ kind: "error" });
    }
    expect(signInOutcome("link", refused("PASSWORD_TOO_WEAK"), fields.email)).toEqual({ kind: "error" });
  });
});

describe("providerPageHref", () => {
  it("signs in at the provider in this window and comes back", () => {
    expect(providerPageHref("my idp", "fr", "/fr/products?q=a")).toBe(
      "/api/auth-popup/my%20idp?locale=fr&return=%2Ffr%2Fproducts%3Fq%3Da",
    );
  });
});
