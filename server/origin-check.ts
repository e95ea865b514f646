import type { NextFunction, Request, Response } from "express";
import { AppError, toApiError } from "~/.server/errors";
import { originOf } from "./serve-page";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that another site's page sent: the
 * browser's Origin header (or, without it, Sec-Fetch-Site) must name this
 * site. Requests without either (curl, server-to-server) carry no cookies a
 * browser attached on another site's behalf, so they pass; they still need a
 * session or a token.
 */
export function requireSameOrigin(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) {
    next();
    return;
  }
  const origin = req.get("origin");
  const site = req.get("sec-fetch-site");
  const sameOrigin = origin ? origin === originOf(req) : !site || site === "same-origin" || site === "none";
  if (sameOrigin) {
    next();
    return;
  }
  const { status, body } = toApiError(new AppError("forbidden"));
  res.status(status).json(body);
}
