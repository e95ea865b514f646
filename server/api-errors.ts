import type { ErrorRequestHandler } from "express";
import { AppError, toApiError } from "~/.server/errors";
import { TEXT_MESSAGES } from "~/lib/storable-text";
import { NOT_UTF8 } from "./read-json";

/** The one place API errors become HTTP answers (`toApiError`: AppError and zod refusals, else a 500). */
// What the body parsers (express.json, express.raw) throw, as the client's mistake it is.
const BODY_ERRORS: Record<string, AppError["code"]> = {
  "entity.parse.failed": "invalid",
  "entity.verify.failed": "invalid",
  "request.aborted": "invalid",
  "request.size.invalid": "invalid",
  "entity.too.large": "too_large",
  "encoding.unsupported": "unsupported",
  "charset.unsupported": "unsupported",
};

// Any other client error Express or its parsers raise (a path parameter with
// broken %-encoding is a 400 "URIError"), by its status.
const CLIENT_ERRORS: Record<number, AppError["code"]> = {
  400: "invalid",
  404: "not_found",
  413: "too_large",
  415: "unsupported",
};

function bodyError(error: unknown): AppError | undefined {
  if (!error || typeof error !== "object" || error instanceof AppError) return undefined;
  const type = "type" in error ? String(error.type) : "";
  if (type === NOT_UTF8) return new AppError("invalid", TEXT_MESSAGES.invalidText);
  const status = "status" in error ? Number(error.status) : error instanceof URIError ? 400 : 0;
  const code = BODY_ERRORS[type] ?? CLIENT_ERRORS[status];
  return code ? new AppError(code) : undefined;
}

export const apiErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const { status, body } = toApiError(bodyError(error) ?? error);
  if (status === 413) res.setHeader("Connection", "close");
  // A refusal that says when to come back (a full queue, a limit) says it in the header too.
  const retryAfter = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
  if (status === 429 && typeof retryAfter === "number") res.setHeader("Retry-After", String(retryAfter));
  res.status(status).json(body);
};
