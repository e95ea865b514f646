import type { ErrorRequestHandler } from "express";
import { AppError, toApiError } from "~/.server/errors";

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

function bodyError(error: unknown): AppError | undefined {
  const type = error && typeof error === "object" && "type" in error ? String(error.type) : "";
  const code = BODY_ERRORS[type];
  return code ? new AppError(code) : undefined;
}

export const apiErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const { status, body } = toApiError(bodyError(error) ?? error);
  if (status === 413) res.setHeader("Connection", "close");
  res.status(status).json(body);
};
