import { userDataPath } from "~/features/live/live-client";

// The browser's calls to the favourites API (docs/my-catalogue.md): JSON in
// and out, errors as `{ error: { code, message } }` turned into ApiError.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function favoritesPath(collectionId: string, uid: string, ...rest: string[]): string {
  return [userDataPath(collectionId, uid), ...rest.map(encodeURIComponent)].join("/");
}

export async function callApi(url: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers:
      init.body === undefined
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return null;
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!response.ok) throw new ApiError(response.status, body?.error?.code ?? "internal", body?.error?.message ?? "");
  return body;
}

/** Why a write failed, as a message key of locales/<lng>/my.json ("bookmark.errors.<key>"). */
export type WriteErrorKey = "tagged" | "listsDisabled" | "notFound" | "signedOut" | "invalid" | "failed";

export function writeErrorKey(error: unknown): WriteErrorKey {
  if (!(error instanceof ApiError)) return "failed";
  switch (error.code) {
    case "conflict":
      return "tagged";
    case "disabled":
      return "listsDisabled";
    case "not_found":
      return "notFound";
    case "unauthenticated":
      return "signedOut";
    case "invalid":
      return "invalid";
    default:
      return "failed";
  }
}
