import { data } from "react-router";

// One error type for the whole application. Entry points throw it (or let a
// domain function throw it); it is mapped once to an HTTP status and a
// message key in locales/<lng>/common.json under "errors.<code>".

export const ERROR_STATUS = {
  not_found: 404,
  forbidden: 403,
  unauthenticated: 401,
  invalid: 400,
  conflict: 409,
  limit: 429,
  disabled: 403,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** What a loader throws for an unknown record: React Router renders the 404 page. */
export function notFound(what = "Page not found"): never {
  throw data({ code: "not_found", message: what }, { status: 404 });
}

/** Maps any thrown value to a JSON API error body and status. */
export function toApiError(error: unknown): { status: number; body: { error: { code: ErrorCode; message: string } } } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  }
  console.error(error);
  return {
    status: 500,
    body: { error: { code: "internal", message: "The server returned an error. Please try again later." } },
  };
}
