import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import type { Locale } from "~/lib/locales";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";

// The login box's rules (docs/product/accounts.md), pure so they are tested
// without a browser: what each way of signing in checks before it asks the
// server, what it asks, and what the server's answer means for the box.
// Messages are keys of the auth namespace ("accounts:" for another's) with
// their values; the box translates them.

export type Mode = "password" | "link" | "signUp" | "reset";

export type Status =
  | { kind: "idle" }
  | { kind: "loggingIn" }
  | { kind: "closedBox"; providerId: string }
  | { kind: "error" }
  | { kind: "sent"; message: string };

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** Errors by field, and the box's own (`form`) and a hint under the fields. */
export type SignInErrors = Partial<Record<"email" | "name" | "password" | "hint" | "form", Message>>;

export interface SignInFields {
  email: string;
  password: string;
  name: string;
}

/** The box's other ways of signing in, in the order its links show them. */
export const MODES: readonly Mode[] = ["password", "link", "signUp", "reset"];

/** The submit button's label and the form's name, per way of signing in. */
export const SUBMIT_LABELS: Record<Mode, string> = {
  password: "actions.signIn",
  signUp: "actions.signUp",
  link: "actions.sendLink",
  reset: "actions.sendReset",
};
export const MODE_TITLES: Record<Mode, string> = {
  password: "modes.password",
  signUp: "modes.signUp",
  link: "modes.link",
  reset: "modes.reset",
};
/** The link to a way of signing in: back to the password from the others. */
export const MODE_LINKS: Record<Mode, string> = {
  password: "modes.backToSignIn",
  link: "modes.link",
  signUp: "modes.signUp",
  reset: "modes.reset",
};

/** Whether the way asks for a password (then the form shows the field). */
export const takesPassword = (mode: Mode) => mode === "password" || mode === "signUp";

/** What the form checks before asking the server: an address, a password where one is asked, a new account's name. */
export function checkSignIn(mode: Mode, { email, password, name }: SignInFields): SignInErrors {
  const found: SignInErrors = {};
  if (!email.trim()) found.email = { key: "accounts:errors.required" };
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = { key: "accounts:errors.invalidEmail" };
  if (takesPassword(mode) && !password) found.password = { key: "accounts:errors.required" };
  if (mode === "signUp" && !name.trim()) found.name = { key: "accounts:errors.required" };
  else if (mode === "signUp" && name.trim().length > ACCOUNT_NAME_MAX) found.name = { key: "accounts:errors.tooLong" };
  return found;
}

/** The better-auth call a way of signing in makes (app/features/auth/auth-client.ts). */
export function signInRequest(
  mode: Mode,
  { email, password, name }: SignInFields,
  context: { callbackURL: string; locale: Locale },
): { path: string; body: Record<string, unknown> } {
  const address = email.trim();
  const { callbackURL } = context;
  switch (mode) {
    case "password":
      return { path: "/sign-in/email", body: { email: address, password, callbackURL } };
    case "signUp":
      return { path: "/sign-up/email", body: { email: address, password, name: name.trim(), callbackURL } };
    case "link":
      return { path: "/sign-in/magic-link", body: { email: address, callbackURL } };
    case "reset":
      return {
        path: "/request-password-reset",
        body: { email: address, redirectTo: `/${context.locale}/reset-password` },
      };
  }
}

/**
 * What an answer means: signed in (`done`), a message sent to the address,
 * the form's errors (the box waits for a correction), or the box's error.
 */
export type SignInOutcome =
  | { kind: "done" }
  | { kind: "sent"; message: Message }
  | { kind: "refused"; errors: SignInErrors }
  | { kind: "error" };

export function signInOutcome(mode: Mode, answer: { ok: boolean; code?: string }, email: string): SignInOutcome {
  const address = email.trim();
  if (answer.ok) {
    if (mode === "password") return { kind: "done" };
    if (mode === "signUp") return { kind: "sent", message: { key: "sent.signUp", values: { email: address } } };
    if (mode === "link")
      return { kind: "sent", message: { key: "sent.link", values: { email: address, minutes: SIGN_IN_LINK_MINUTES } } };
    return { kind: "sent", message: { key: "sent.reset", values: { email: address } } };
  }
  if (mode === "password" && answer.code === "INVALID_EMAIL_OR_PASSWORD")
    return {
      kind: "refused",
      errors: { password: { key: "password.incorrect" }, hint: { key: "password.incorrectHint" } },
    };
  if (mode === "password" && answer.code === "EMAIL_NOT_VERIFIED")
    return { kind: "sent", message: { key: "sent.verify", values: { email: address } } };
  if (mode === "signUp" && answer.code === "PASSWORD_TOO_WEAK")
    return { kind: "refused", errors: { password: { key: "password.tooWeak" } } };
  if (mode === "signUp" && answer.code === "NAME_TOO_LONG")
    return { kind: "refused", errors: { name: { key: "accounts:errors.tooLong" } } };
  if (answer.code === "RATE_LIMITED") return { kind: "refused", errors: { form: { key: "errors.rateLimited" } } };
  return { kind: "error" };
}

/** Where sign-in in this window (no popup allowed) goes, to come back to `returnTo`. */
export function providerPageHref(providerId: string, locale: Locale, returnTo: string): string {
  return `/api/auth-popup/${encodeURIComponent(providerId)}?locale=${locale}&return=${encodeURIComponent(returnTo)}`;
}
