import { auth } from "./auth";

/**
 * Calls a better-auth endpoint from a loader or action as the browser would
 * (same origin, the visitor's cookies and IP), so better-auth sees a real
 * request URL even when PUBLIC_URL is not set. Returns its Response: the
 * caller forwards Set-Cookie and reads the redirect or the JSON.
 */
export async function callAuth(
  origin: string,
  from: Request,
  path: string,
  init: { method: "GET" } | { method: "POST"; json: Record<string, unknown> },
): Promise<Response> {
  const headers = new Headers({ origin });
  for (const name of ["cookie", "user-agent", "x-uncork-client-ip", "x-uncork-locale", "accept-language"]) {
    const value = from.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (init.method === "POST") headers.set("content-type", "application/json");
  return auth().handler(
    new Request(`${origin}/api/auth${path}`, {
      method: init.method,
      headers,
      ...(init.method === "POST" && { body: JSON.stringify(init.json) }),
    }),
  );
}

/** The Set-Cookie headers of a better-auth answer, to send on with our own response. */
export function forwardCookies(response: Response, headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
