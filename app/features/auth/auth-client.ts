import type { Locale } from "~/lib/locales";

// The browser side of sign-in: plain fetch calls to better-auth's endpoints
// under /api/auth (no client library: it would weigh on every page).

export interface AuthAnswer {
  ok: boolean;
  status: number;
  /** better-auth's error code (INVALID_EMAIL_OR_PASSWORD, PASSWORD_TOO_WEAK, …) or our own. */
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
}

export async function authPost(path: string, body: Record<string, unknown>, locale: Locale): Promise<AuthAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "x-uncork-locale": locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: "NETWORK" };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: data ?? {} };
  const code = typeof data?.code === "string" ? data.code : response.status === 429 ? "RATE_LIMITED" : undefined;
  const message = typeof data?.message === "string" ? data.message : undefined;
  return { ok: false, status: response.status, code, message };
}

export { fetchMe, type Me } from "./me-client";
