import { betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { withConfirmedFlag } from "~/lib/email-confirmed";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";
import { type DB, db } from "../db";
import { dialectOf } from "../db/dialect";
import { env } from "../env";
import { createSiteLimiter } from "../limits/site-limiter";
import { sendAuthEmail } from "./auth-emails";
import { type AuthHooks, authHooks } from "./auth-hooks";
import { localeOfAuthRequest } from "./auth-locale";
import { type AuthRequest, checkAuthRequest } from "./auth-request-checks";
import { authSecret } from "./auth-secret";
import { AUTH_ACCOUNTS, AUTH_RATE_LIMITS, AUTH_SESSIONS, AUTH_USERS, AUTH_VERIFICATIONS } from "./auth-tables";
import { oidcProviders } from "./oidc-providers";
import { signInLinkUrl } from "./sign-in-link-url";

// better-auth, configured once: email and password (with verification and
// reset by email), emailed sign-in links (15 minutes, single use), OpenID
// Connect providers from OIDC_PROVIDERS, sessions in our database (tables
// auth_* of migration 0002), rate limits per IP in the database and per
// address as the site counts (limits/site-limiter.ts), origin checks on every
// state-changing call.

const RATE_WINDOW_SECONDS = 15 * 60;

/** The hosts a run without PUBLIC_URL is reached by: loopback, and HOST when it names one address. */
function localHosts(host: string): string[] {
  const hosts = ["localhost:*", "127.0.0.1:*", "[::1]:*"];
  return host === "0.0.0.0" || host === "::" ? hosts : [...hosts, `${host}:*`];
}

/** better-auth over a database; the process uses one (auth()), tests make their own. */
export function createAuth(kysely: DB, hooks: AuthHooks = authHooks()) {
  const config = env();
  const limit = config.AUTH_RATE_LIMIT;
  const limiter = createSiteLimiter(kysely);
  const secure = config.PUBLIC_URL?.startsWith("https://") ?? false;

  return betterAuth({
    appName: "Uncork",
    secret: authSecret(),
    // PUBLIC_URL is the one origin of links and redirects. Without it (a run on this machine)
    // sign-in answers on the loopback address it was reached by; any other address needs PUBLIC_URL.
    baseURL: config.PUBLIC_URL ?? {
      allowedHosts: localHosts(config.HOST),
      protocol: "http",
      fallback: `http://localhost:${config.PORT}`,
    },
    basePath: "/api/auth",
    trustedOrigins: config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [],
    telemetry: { enabled: false },
    database: { db: kysely, type: dialectOf(kysely) === "postgres" ? "postgres" : "sqlite", transaction: true },
    user: {
      ...AUTH_USERS,
      additionalFields: { phone: { type: "string", required: false, input: false } },
    },
    session: AUTH_SESSIONS,
    account: {
      ...AUTH_ACCOUNTS,
      // An identity provider that vouches for an address may sign in to the account of that address.
      accountLinking: { enabled: true, trustedProviders: oidcProviders().map((p) => p.id) },
    },
    verification: AUTH_VERIFICATIONS,
    rateLimit: {
      ...AUTH_RATE_LIMITS,
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Per IP, ten times the per-address allowance: at a fair, many visitors
      // share the venue's network address.
      customRules: Object.fromEntries(
        [
          "/sign-in/*",
          "/sign-up/*",
          "/magic-link/*",
          "/request-password-reset",
          "/send-verification-email",
          "/reset-password",
          "/verify-email",
        ].map((path) => [path, { window: RATE_WINDOW_SECONDS, max: limit * 10 }]),
      ),
    },
    advanced: {
      cookiePrefix: "uncork",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      // Set by our server from the socket (or a trusted proxy), never taken from the client.
      ipAddress: { ipAddressHeaders: ["x-uncork-client-ip"] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: hooks.password.minLength,
      maxPasswordLength: hooks.password.maxLength,
      // Sign-up answers the same whether or not the address has an account;
      // the owner of an existing account is told by email instead.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) =>
        sendAuthEmail("resetPassword", { to: user.email, url, locale: localeOfAuthRequest(request) }),
      onExistingUserSignUp: async ({ user }, request) =>
        sendAuthEmail("existingAccount", { to: user.email, url: null, locale: localeOfAuthRequest(request) }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // The page the link returns to says the address is confirmed (app/lib/email-confirmed.ts).
      sendVerificationEmail: async ({ user, url }, request) =>
        sendAuthEmail("verifyEmail", {
          to: user.email,
          url: withConfirmedFlag(url),
          locale: localeOfAuthRequest(request),
        }),
    },
    plugins: [signInLinkPlugin({ limit, publicUrl: config.PUBLIC_URL }), oidcPlugin()],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const client = ctx.request?.headers.get("x-uncork-client-ip") ?? ctx.headers?.get("x-uncork-client-ip");
        await checkAuthRequest(
          { path: ctx.path, body: ctx.body as AuthRequest["body"], client },
          { hooks, limit, limiter },
        );
      }),
    },
    databaseHooks: {
      session: { create: { after: async (session) => hooks.onSessionCreated(kysely, session.userId) } },
    },
  });
}

/** Emailed sign-in links: 15 minutes, single use, stored hashed, limited per IP like the other sign-ins. */
function signInLinkPlugin({ limit, publicUrl }: { limit: number; publicUrl: string | undefined }) {
  return magicLink({
    expiresIn: SIGN_IN_LINK_MINUTES * 60,
    rateLimit: { window: RATE_WINDOW_SECONDS, max: limit * 10 },
    storeToken: "hashed",
    sendMagicLink: async ({ email, token }, ctx) => {
      const request = ctx?.request;
      const locale = localeOfAuthRequest(request);
      const origin = publicUrl?.replace(/\/$/, "") ?? (request ? new URL(request.url).origin : "");
      const next = (ctx?.body as { callbackURL?: string } | undefined)?.callbackURL;
      await sendAuthEmail("signInLink", { to: email, url: signInLinkUrl({ origin, locale, token, next }), locale });
    },
  });
}

/** The OpenID Connect providers of OIDC_PROVIDERS, by discovery, with PKCE; the phone number comes along. */
function oidcPlugin() {
  return genericOAuth({
    config: oidcProviders().map((provider) => ({
      providerId: provider.id,
      discoveryUrl: `${provider.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      scopes: ["openid", "email", "profile", "phone"],
      pkce: true,
      mapProfileToUser: (profile) => ({
        phone: typeof profile.phone_number === "string" ? profile.phone_number : null,
      }),
    })),
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The process's better-auth instance, created on first use. */
export function auth(): Auth {
  instance ??= createAuth(db());
  return instance;
}
