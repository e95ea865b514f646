import { APIError } from "better-auth/api";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import type { AttemptLimiter } from "../limits/limiter";
import type { AuthHooks } from "./auth-hooks";

// What every call to better-auth passes before it runs: the per-address
// limit, the account fields' types, the account name's length and the new
// password's strength.

/** The per-address window: the first excess waits this long, each later one twice as long (limits/limiter.ts). */
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

export interface AuthRequest {
  path: string;
  body: { email?: unknown; password?: unknown; newPassword?: unknown; name?: unknown; image?: unknown } | undefined;
  /** The client's IP as our server set it (x-uncork-client-ip). */
  client: string | null | undefined;
}

/** Throws better-auth's APIError for a request to refuse before better-auth handles it. */
export async function checkAuthRequest(
  request: AuthRequest,
  options: { hooks: AuthHooks; limit: number; limiter: AttemptLimiter },
): Promise<void> {
  await limitPerAddress(request, options);
  const { path, body } = request;
  // better-auth's /update-user takes any JSON value for these and hands it to the
  // database, where SQLite refuses to bind an object or a boolean (a 500).
  if (path === "/update-user" && !updatableFields(body)) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_FIELD", message: "name is text; image is text or null" });
  }
  if (SETS_NAME.has(path) && typeof body?.name === "string" && body.name.trim().length > ACCOUNT_NAME_MAX) {
    throw new APIError("BAD_REQUEST", { code: "NAME_TOO_LONG", message: "The name is too long" });
  }
  const password = newPasswordOf(request);
  if (typeof password === "string") {
    const weakness = options.hooks.password.weakness(password, {
      email: typeof body?.email === "string" ? body.email : undefined,
      name: typeof body?.name === "string" ? body.name : undefined,
    });
    if (weakness) throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_WEAK", message: weakness });
  }
}

function updatableFields(body: AuthRequest["body"]): boolean {
  if (body?.name !== undefined && typeof body.name !== "string") return false;
  return body?.image === undefined || body.image === null || typeof body.image === "string";
}

/**
 * Sign-in attempts are counted per (what is asked, the address, the client),
 * so someone guessing a password from their machine never locks the
 * address's owner out of theirs, and never out of signing in by e-mail link,
 * which counts apart. The per-IP limit is better-auth's, in the database.
 */
async function limitPerAddress(
  { path, body, client }: AuthRequest,
  { limit, limiter }: { limit: number; limiter: AttemptLimiter },
): Promise<void> {
  const kind = PER_ADDRESS[path];
  if (!kind || typeof body?.email !== "string") return;
  const decision = await limiter.take(signInLimitKey(kind, body.email, client), limit, ADDRESS_WINDOW_MS);
  if (!decision.allowed) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "RATE_LIMITED", message: "Too many requests" },
      { "Retry-After": String(decision.retryAfterSeconds) },
    );
  }
}

/** The limiter's key: what is asked (password, link, …), the address (case-folded) and the client's IP. */
export function signInLimitKey(kind: string, email: string, client: string | null | undefined): string {
  return `${kind}|${email.trim().toLowerCase()}|${client ?? "unknown"}`;
}

/** The password a request sets: a new account's, or the one a reset chooses. */
function newPasswordOf({ path, body }: AuthRequest): unknown {
  if (path === "/sign-up/email") return body?.password;
  if (path === "/reset-password") return body?.newPassword;
  return undefined;
}
