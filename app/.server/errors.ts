import { data } from "react-router";
import { ZodError } from "zod";
import { COMMON_MESSAGES, type Message, messageText } from "~/lib/messages";
import { logger } from "./observability/logger";

// One error type for the whole application. Entry points throw it (or let a
// domain function throw it); `refusalOf` maps it, and a zod error, once to
// an HTTP status, the API's English message and the message key that pages
// and the browser translate (docs/CODE_STYLE.md "Errors").

export const ERROR_STATUS = {
  not_found: 404,
  forbidden: 403,
  unauthenticated: 401,
  invalid: 400,
  conflict: 409,
  /** A conditional write (If-Match) whose condition no longer holds: the record changed since it was read. */
  precondition_failed: 412,
  limit: 429,
  too_large: 413,
  unsupported: 415,
  disabled: 403,
  /** A service we call (the product API) did not answer or refused: not the client's fault, not our bug. */
  upstream: 502,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  /** The key of the localized text (locales/<lng>/<ns>.json); the code's common text when the message has none. */
  readonly messageKey: string;

  /**
   * `message` is a defined Message (its key is what the reader sees) or a
   * plain English text for the API and the log (the reader sees the code's
   * common text, e.g. "Page not found").
   */
  constructor(
    readonly code: ErrorCode,
    message: Message | string = COMMON_MESSAGES[code],
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === "string" ? message : message.text);
    this.name = "AppError";
    this.messageKey = typeof message === "string" ? COMMON_MESSAGES[code].key : message.key;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A refused field: where, the API's English and the key to translate. */
export interface FieldRefusal {
  path: string;
  message: string;
  messageKey: string;
}

/** Why a request was refused, for the API and for a page alike. */
export interface Refusal {
  status: number;
  code: ErrorCode;
  /** The API's English. */
  message: string;
  /** What a page shows: `t(messageKey)` in the reader's language. */
  messageKey: string;
  details?: Record<string, unknown>;
  fields?: FieldRefusal[];
}

function fieldRefusal(issue: ZodError["issues"][number]): FieldRefusal {
  const text = messageText(issue.message);
  return {
    path: issue.path.join("."),
    message: text ?? issue.message,
    messageKey: text ? issue.message : COMMON_MESSAGES.invalid.key,
  };
}

/**
 * The one way a refusal becomes words: an AppError (not "internal") or a
 * failed schema. Anything else is a bug and gives undefined: the caller
 * lets it become a 500.
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof ZodError) {
    const fields = error.issues.map(fieldRefusal);
    const first = fields[0];
    return {
      status: 400,
      code: "invalid",
      message: COMMON_MESSAGES.invalid.text,
      messageKey: first?.messageKey ?? COMMON_MESSAGES.invalid.key,
      fields,
    };
  }
  if (!(error instanceof AppError) || error.code === "internal") return undefined;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    messageKey: error.messageKey,
    ...(error.details ? { details: error.details } : {}),
  };
}

/** A record a page may do without: null when it is not found (a 404 refusal), anything else thrown on. */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (refusalOf(error)?.status === 404) return null;
    throw error;
  }
}

/** What a loader throws for an unknown record: React Router renders the 404 page. */
export function notFound(what = "Page not found"): never {
  throw data({ code: "not_found", message: what }, { status: 404 });
}

/** What a page's error boundary shows for a refused access: the reason's key and, when given, its detail and advice. */
export interface PageRefusalData {
  code: ErrorCode;
  messageKey: string;
  detailKey?: string;
  adviceKey?: string;
}

/**
 * A page whose loader is refused (401, 403, 404) shows the access page or the
 * 404 page with the refusal's own words, e.g. "We can't load the meeting
 * details because you are not logged in." instead of the general sign-in
 * prompt. Anything that is not such a refusal is thrown on unchanged.
 */
export function pageRefusal(error: unknown): never {
  const refusal = refusalOf(error);
  if (!refusal || ![401, 403, 404].includes(refusal.status)) throw error;
  const keys = (refusal.details ?? {}) as { detailKey?: unknown; adviceKey?: unknown };
  const body: PageRefusalData = {
    code: refusal.code,
    messageKey: refusal.messageKey,
    ...(typeof keys.detailKey === "string" ? { detailKey: keys.detailKey } : {}),
    ...(typeof keys.adviceKey === "string" ? { adviceKey: keys.adviceKey } : {}),
  };
  throw data(body, { status: refusal.status });
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    messageKey: string;
    fields?: { path: string; message: string }[];
    /** The values the message's text names ({{line}}, {{limit}}), for translating `messageKey`. */
    params?: Record<string, number | string>;
  };
}

/** Maps any thrown value to a JSON API error body and status. */
export function toApiError(error: unknown): { status: number; body: ApiErrorBody } {
  const refusal = refusalOf(error);
  if (refusal) {
    const { status, code, message, messageKey, fields, details } = refusal;
    const params = details?.params as Record<string, number | string> | undefined;
    return {
      status,
      body: { error: { code, message, messageKey, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } },
    };
  }
  // An expected server failure (AppError "internal") says what failed; anything else is a bug, logged.
  if (error instanceof AppError) {
    return { status: 500, body: { error: { code: "internal", message: error.message, messageKey: error.messageKey } } };
  }
  logger().error("unexpected error in an API request", error);
  const internal = COMMON_MESSAGES.internal;
  return { status: 500, body: { error: { code: "internal", message: internal.text, messageKey: internal.key } } };
}
