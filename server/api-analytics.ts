import express, { type Request, type Response } from "express";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { lazySiteLimiter } from "~/.server/limits/site-limiter";
import { receiveAnalytics } from "~/features/analytics/analytics-writer.server";
import { ANALYTICS_BODY_LIMIT } from "~/lib/analytics-events";
import { COMMON_MESSAGES } from "~/lib/messages";
import { jsonBodyReader } from "./read-json";

// First-party analytics (docs/analytics.md): POST /api/analytics/events with
// { locale?, events: [{ kind: "page_view", path } | { kind: "outbound_click", path, target, link }] }
// → 204 at once. The handler validates and buffers; the batch writer stores.
// Do Not Track or Global Privacy Control: 204 and nothing kept, the body
// read only to keep the connection (never parsed).
// Same origin only (server/app.ts applies origin-check.ts to every /api write).

export const analyticsApiRouter = express.Router();

/** Requests per client address and minute (ANALYTICS_RATE_LIMIT), counted once for the site. */
const limiter = lazySiteLimiter();

/** DNT: 1 or Sec-GPC: 1 — the person said no; nothing of theirs is kept. */
export function refusesTracking(req: Request): boolean {
  return req.get("dnt") === "1" || req.get("sec-gpc") === "1";
}

function requireJson(req: Request): void {
  if (!req.is("application/json")) throw new AppError("unsupported", COMMON_MESSAGES.unsupported);
}

const readJson = jsonBodyReader(ANALYTICS_BODY_LIMIT);
/** A refused request's body is read and thrown away: answering before it would close the connection (request-limits.ts). */
const discardBody = express.raw({ limit: ANALYTICS_BODY_LIMIT, type: () => true });

analyticsApiRouter.post(
  "/analytics/events",
  async (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (refusesTracking(req)) {
      discardBody(req, res, (error?: unknown) => (error ? next(error) : res.status(204).end()));
      return;
    }
    requireJson(req);
    const decision = await limiter.take(`analytics|${req.ip ?? "unknown"}`, env().ANALYTICS_RATE_LIMIT, 60_000);
    if (!decision.allowed)
      throw new AppError("limit", COMMON_MESSAGES.limit, { retryAfterSeconds: decision.retryAfterSeconds });
    next();
  },
  readJson,
  (req: Request, res: Response) => {
    receiveAnalytics(req.body);
    res.status(204).end();
  },
);
