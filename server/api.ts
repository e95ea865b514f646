import express from "express";
import { pageCache } from "./page-cache-instance";

// JSON APIs under /api. Handlers stay thin: parse, authorize, call a domain
// function, map the result (errors through toApiError).

export const apiRouter = express.Router();

apiRouter.get("/health", (_req, res) => {
  res.json({ ok: true, pageCache: pageCache.stats() });
});
