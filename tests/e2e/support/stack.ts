import path from "node:path";
import { fileURLToPath } from "node:url";

// What the test stack (tests/support/test-stack.ts) runs next to the app, and
// where: shared by that script and the specs, so both read the same ports.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const APP_PORT = port("E2E_PORT", 3300);
export const SMTP_PORT = port("E2E_SMTP_PORT", 3310);
export const OIDC_PORT = port("E2E_OIDC_PORT", 3311);

/** Removed when the stack starts; holds the database and the captured mail (E2E_DATA_DIR lets two runs coexist). */
export const E2E_DATA_DIR = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? path.join("data", "e2e"));
/** Every message the app sends, one .eml file each (read with ./inbox). */
export const INBOX_DIR = path.join(E2E_DATA_DIR, "inbox");

export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_PROVIDER_ID = "local";
/** The button text of the provider on the app's sign-in page. */
export const OIDC_LABEL = "Local identity provider";
export const OIDC_CLIENT_ID = "uncork-e2e";
export const OIDC_CLIENT_SECRET = "e2e-oidc-secret-0123456789";
/** better-auth's genericOAuth callback for the provider. */
export const OIDC_REDIRECT_URI = `http://127.0.0.1:${APP_PORT}/api/auth/callback/${OIDC_PROVIDER_ID}`;

/** The provider's login form (tests/support/oidc-issuer.ts): any address signs in. */
export const OIDC_LOGIN_FORM = { email: "Email", submit: "Sign in" } as const;
