import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import { withConfirmedFlag } from "~/lib/email-confirmed";
import { SIGN_IN_LINK_MINUTES } from "~/lib/sign-in-link";
import { type DB, db } from "../db";
import { dialectOf } from "../db/dialect";
import { env } from "../env";
import { addressLimiter, signInLimitKey } from "./address-limiter";
import { sendAuthEmail } from "./auth-emails";
import { type AuthHooks, authHooks } from "./auth-hooks";
import { localeOfAuthRequest } from "./auth-locale";
import { authSecret } from "./auth-secret";
import { oidcProviders } from "./oidc-providers";

// better-auth, configured once: email and password (with verification and
// reset by email), emailed sign-in links (15 minutes, single use), OpenID
// Connect providers from OIDC_PROVIDERS, sessions in our database (tables
// auth_* of migration 0002), rate limits per IP in the database and per
// address in memory, origin checks on every state-changing call.

const RATE_WINDOW_SECONDS = 15 * 60;
/** The per-address window: the first excess waits this long, each later one twice as long (address-limiter.ts). */
const ADDRESS_WINDOW_MS = 60 * 1000;

/** Endpoints that set the account's name. */
const SETS_NAME = new Set(["/sign-up/email", "/update-user"]);

/**
 * Endpoints whose body names an address: limited per (what is asked, the
 * address, the client) as well as per IP, so a stranger's guesses never lock
 * the owner out, and a password lockout never stops a sign-in by e-mail link.
 */
const PER_ADDRESS: Record<string, string> = {
  "/sign-in/email": "password",
  "/sign-up/email": "signUp",
  "/sign-in/magic-link": "link",
  "/request-password-reset": "reset",
  "/send-verification-email": "verify",
};

/** The hosts a run without PUBLIC_URL is reached by: loopback, and HOST when it names one address. */
function localHosts(host: string): string[] {
  const hosts = ["localhost:*", "127.0.0.1:*", "[::1]:*"];
  return host === "0.0.0.0" || host === "::" ? hosts : [...hosts, `${host}:*`];
}

/** better-auth over a database; the process uses one (auth()), tests make their own. */
export function createAuth(kysely: DB, hooks: AuthHooks = authHooks()) {
  const config = env();
  const limit = config.AUTH_RATE_LIMIT;
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
      modelName: "auth_users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: { phone: { type: "string", required: false, input: false } },
    },
    session: {
      modelName: "auth_sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    account: {
      modelName: "auth_accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      // An identity provider that vouches for an address may sign in to the account of that address.
      accountLinking: { enabled: true, trustedProviders: oidcProviders().map((p) => p.id) },
    },
    verification: {
      modelName: "auth_verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "auth_rate_limits",
      fields: { lastRequest: "last_request" },
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
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        rateLimit: { window: RATE_WINDOW_SECONDS, max: limit * 10 },
        storeToken: "hashed",
        sendMagicLink: async ({ email, token }, ctx) => {
          const request = ctx?.request;
          const locale = localeOfAuthRequest(request);
          const origin = config.PUBLIC_URL?.replace(/\/$/, "") ?? (request ? new URL(request.url).origin : "");
          // Our own page, not the verify endpoint: opening it does not spend
          // the link (mail scanners fetch links), the page signs in by POST.
          const url = new URL(`${origin}/${locale}/sign-in/link`);
          url.searchParams.set("token", token);
          const next = (ctx?.body as { callbackURL?: string } | undefined)?.callbackURL;
          if (next?.startsWith("/") && !next.startsWith("//")) url.searchParams.set("next", next);
          await sendAuthEmail("signInLink", { to: email, url: url.toString(), locale });
        },
      }),
      genericOAuth({
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
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as
          | { email?: unknown; password?: unknown; newPassword?: unknown; name?: unknown }
          | undefined;
        const kind = PER_ADDRESS[ctx.path];
        if (kind && typeof body?.email === "string") {
          const client = ctx.request?.headers.get("x-uncork-client-ip") ?? ctx.headers?.get("x-uncork-client-ip");
          const decision = addressLimiter.take(signInLimitKey(kind, body.email, client), limit, ADDRESS_WINDOW_MS);
          if (!decision.allowed) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: "RATE_LIMITED", message: "Too many requests" },
              { "Retry-After": String(decision.retryAfterSeconds) },
            );
          }
        }
        if (SETS_NAME.has(ctx.path) && typeof body?.name === "string" && body.name.trim().length > ACCOUNT_NAME_MAX) {
          throw new APIError("BAD_REQUEST", { code: "NAME_TOO_LONG", message: "The name is too long" });
        }
        const password =
          ctx.path === "/sign-up/email"
            ? body?.password
            : ctx.path === "/reset-password"
              ? body?.newPassword
              : undefined;
        if (typeof password === "string") {
          const weakness = hooks.password.weakness(password, {
            email: typeof body?.email === "string" ? body.email : undefined,
            name: typeof body?.name === "string" ? body.name : undefined,
          });
          if (weakness) throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_WEAK", message: weakness });
        }
      }),
    },
    databaseHooks: {
      session: { create: { after: async (session) => hooks.onSessionCreated(kysely, session.userId) } },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The process's better-auth instance, created on first use. */
export function auth(): Auth {
  instance ??= createAuth(db());
  return instance;
}
