// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resourcesFor } from "~/.server/i18n";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import { SignInPanel } from "./sign-in-panel";

// The login box as a visitor uses it, with better-auth's answers stubbed
// (tests/e2e/sign-in.spec.ts walks the same ways against the real server).

const calls: { path: string; body: unknown }[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};

beforeEach(() => {
  calls.length = 0;
  answers = {};
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (url === "/api/me") {
      const me = { user: null, providers: [{ id: "idp", label: "Test IdP" }], workplaces: { desk: [], reports: [] } };
      return new Response(JSON.stringify(me), { status: 200 });
    }
    const path = url.replace(/^\/api\/auth/, "");
    calls.push({ path, body: JSON.parse(String(init?.body)) });
    const answer = answers[path] ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderBox() {
  render(
    <I18nProvider i18n={createI18n("en", resourcesFor("en"))}>
      <SignInPanel locale="en" next="/en/my" />
    </I18nProvider>,
  );
  return screen.findByRole("form", { name: "Sign in with your password" });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("SignInPanel", () => {
  it("checks the fields before asking the server", async () => {
    const form = await renderBox();
    expect(screen.getByRole("heading", { name: "Sign in to Uncork" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue with Test IdP" })).toBeTruthy();
    type("Email address", "not an address");
    fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says a password is incorrect, then that there were too many attempts", async () => {
    const form = await renderBox();
    type("Email address", " ann@example.com ");
    type("Password", "wrong password");
    answers["/sign-in/email"] = { status: 401, body: { code: "INVALID_EMAIL_OR_PASSWORD" } };
    fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Your password is incorrect")).toBeTruthy();
    expect(
      screen.getByText("Check the email address and the password, or ask for a sign-in link by email."),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        path: "/sign-in/email",
        body: { email: "ann@example.com", password: "wrong password", callbackURL: "/en/my" },
      },
    ]);

    answers["/sign-in/email"] = { status: 429, body: {} };
    fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("shows the box's error when signing in fails", async () => {
    const form = await renderBox();
    type("Email address", "ann@example.com");
    type("Password", "a password");
    answers["/sign-in/email"] = { status: 500, body: { code: "INTERNAL_SERVER_ERROR" } };
    fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There was an error logging in. Try refreshing the page.",
    );
  });

  it("creates an account: the name is asked, a weak password refused, then the message sent", async () => {
    await renderBox();
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    const form = screen.getByRole("form", { name: "Create an account" });
    type("Your name", "Paula Weinberg");
    type("Email address", "paula@example.com");
    type("Password", "password123");
    answers["/sign-up/email"] = { status: 400, body: { code: "PASSWORD_TOO_WEAK" } };
    fireEvent.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Your password is too weak")).toBeTruthy();

    answers["/sign-up/email"] = { status: 200, body: {} };
    fireEvent.click(within(form).getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText(
        "Check your inbox: we sent a message to paula@example.com. Open its link to confirm your address and finish signing up.",
      ),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: "/sign-up/email",
      body: { email: "paula@example.com", password: "password123", name: "Paula Weinberg", callbackURL: "/en/my" },
    });
  });

  it("emails a sign-in link and a reset link; the other ways stay one click away", async () => {
    await renderBox();
    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    const links = screen.getByRole("navigation", { name: "Other ways to sign in" });
    expect(
      within(links)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Sign in with a password", "Create an account", "Forgot your password?"]);
    expect(screen.queryByLabelText("Password")).toBeNull();
    type("Email address", "ann@example.com");
    fireEvent.click(
      within(screen.getByRole("form", { name: "Email me a sign-in link" })).getByRole("button", {
        name: "Email me a sign-in link",
      }),
    );
    expect(
      await screen.findByText(
        "Check your inbox: we sent a sign-in link to ann@example.com. It works once and expires in 15 minutes.",
      ),
    ).toBeTruthy();

    fireEvent.click(within(links).getByRole("button", { name: "Forgot your password?" }));
    expect(screen.queryByRole("button", { name: "Continue with Test IdP" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Email me a reset link" }));
    expect(
      await screen.findByText("If an account uses ann@example.com, we have sent it a link to choose a new password."),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: "/request-password-reset",
      body: { email: "ann@example.com", redirectTo: "/en/reset-password" },
    });
  });
});
