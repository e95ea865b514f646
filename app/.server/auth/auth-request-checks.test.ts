import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import { createMemoryLimiter } from "../limits/memory-limiter";
import type { AuthHooks } from "./auth-hooks";
import { type AuthRequest, checkAuthRequest, signInLimitKey } from "./auth-request-checks";

const seen: { password: string; context: { email?: string; name?: string } }[] = [];
const hooks: AuthHooks = {
  password: {
    minLength: 8,
    maxLength: 128,
    weakness(password, context) {
      seen.push({ password, context });
      return password === "weak" ? "common" : null;
    },
  },
  onSessionCreated: async () => {},
};

const limiter = createMemoryLimiter();

async function codeOf(request: AuthRequest, limit = 5): Promise<string | undefined> {
  try {
    await checkAuthRequest(request, { hooks, limit, limiter });
    return undefined;
  } catch (error) {
    if (error instanceof APIError) return (error.body as { code?: string } | undefined)?.code;
    throw error;
  }
}

describe("auth request checks", () => {
  it("keys the per-address limit by what is asked, the address in any case, and the client", () => {
    expect(signInLimitKey("password", " Anna@Example.com ", "10.0.0.1")).toBe("password|anna@example.com|10.0.0.1");
    expect(signInLimitKey("link", "anna@example.com", "10.0.0.1")).not.toBe(
      signInLimitKey("password", "anna@example.com", "10.0.0.1"),
    );
    expect(signInLimitKey("password", "anna@example.com", "10.0.0.2")).not.toBe(
      signInLimitKey("password", "anna@example.com", "10.0.0.1"),
    );
  });

  it("refuses a name longer than an account name may be, on sign-up and on update", async () => {
    const long = "a".repeat(ACCOUNT_NAME_MAX + 1);
    expect(await codeOf({ path: "/sign-up/email", body: { name: long }, client: "1" })).toBe("NAME_TOO_LONG");
    expect(
      await codeOf({ path: "/update-user", body: { name: `  ${"a".repeat(ACCOUNT_NAME_MAX)}  ` }, client: "1" }),
    ).toBe(undefined);
    expect(await codeOf({ path: "/update-user", body: { name: long }, client: "1" })).toBe("NAME_TOO_LONG");
  });

  it("refuses an update whose name is not text or whose image is neither text nor null, before the database sees it", async () => {
    for (const body of [
      { name: true },
      { name: { a: 1 } },
      { name: [1] },
      { image: {} },
      { image: 1 },
      { image: false },
    ]) {
      expect(await codeOf({ path: "/update-user", body: body as never, client: "1" })).toBe("INVALID_FIELD");
    }
    for (const body of [{ name: "Ann" }, { image: null }, { image: "https://example.com/a.png" }, {}]) {
      expect(await codeOf({ path: "/update-user", body, client: "1" })).toBe(undefined);
    }
  });

  it("asks the password rule about a new account's password and a reset's new one, with the address and name", async () => {
    seen.length = 0;
    expect(
      await codeOf({
        path: "/sign-up/email",
        body: { email: "weak-1@example.com", password: "weak", name: "Ann" },
        client: "1",
      }),
    ).toBe("PASSWORD_TOO_WEAK");
    expect(
      await codeOf({ path: "/reset-password", body: { newPassword: "weak", password: "strong" }, client: "1" }),
    ).toBe("PASSWORD_TOO_WEAK");
    expect(
      await codeOf({ path: "/sign-in/email", body: { email: "weak-2@example.com", password: "weak" }, client: "1" }),
    ).toBe(undefined);
    expect(seen).toEqual([
      { password: "weak", context: { email: "weak-1@example.com", name: "Ann" } },
      { password: "weak", context: { email: undefined, name: undefined } },
    ]);
  });

  it("limits attempts per address and client, apart for each kind of request", async () => {
    const request = (path: string, client: string): AuthRequest => ({
      path,
      body: { email: "limited@example.com" },
      client,
    });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push(await codeOf(request("/sign-in/email", "10.0.0.9"), 2));
    expect(codes).toEqual([undefined, undefined, "RATE_LIMITED"]);
    expect(await codeOf(request("/sign-in/email", "10.0.0.10"), 2)).toBe(undefined);
    expect(await codeOf(request("/sign-in/magic-link", "10.0.0.9"), 2)).toBe(undefined);
    expect(await codeOf(request("/get-session", "10.0.0.9"), 2)).toBe(undefined);
  });
});
