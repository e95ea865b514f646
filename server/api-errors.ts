import type { ErrorRequestHandler } from "express";
import { ZodError } from "zod";
import { toApiError } from "~/.server/errors";

/** The one place API errors become HTTP answers. */
export const apiErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ZodError) {
    res.status(400).json({
      error: {
        code: "invalid",
        message: "This doesn't look valid.",
        fields: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      },
    });
    return;
  }
  if (error && typeof error === "object" && "type" in error && error.type === "entity.parse.failed") {
    res.status(400).json({ error: { code: "invalid", message: "This doesn't look valid." } });
    return;
  }
  const { status, body } = toApiError(error);
  res.status(status).json(body);
};
