import type { ErrorRequestHandler } from "express";
import { AppError, toApiError } from "~/.server/errors";

/** The one place API errors become HTTP answers (`toApiError`: AppError and zod refusals, else a 500). */
export const apiErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const malformedJson = error && typeof error === "object" && "type" in error && error.type === "entity.parse.failed";
  const { status, body } = toApiError(malformedJson ? new AppError("invalid") : error);
  res.status(status).json(body);
};
