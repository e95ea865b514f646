import express from "express";
import { isMigrated, isStopping } from "~/.server/lifecycle";
import { searchReadyEvents } from "~/features/search/search-service.server";
import { primaryEventOfStart } from "~/features/search/warm-search.server";
import { pageCache } from "./page-cache-instance";

// GET /api/health: what this instance holds (kept as it was: tests and
// scripts wait on it). /api/health/live: the process answers (a supervisor
// restarts it when not). /api/health/ready: it should get traffic: migrated,
// the primary event's search index built (before that, lists and search
// wait for it), and not stopping; else 503 with the reason.

export const healthRouter = express.Router();

healthRouter.get("/health", (_req, res) => {
  // search.ready: the events whose search indexes are built; lists and search of the others wait for their build.
  res.json({ ok: true, search: { ready: searchReadyEvents() }, pageCache: pageCache.stats() });
});

healthRouter.get("/health/live", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ ok: true });
});

export type NotReady = "stopping" | "not_migrated" | "search_index_building";

/** Why this instance should not get traffic now, or null when it should. */
export function notReadyReason(): NotReady | null {
  if (isStopping()) return "stopping";
  if (!isMigrated()) return "not_migrated";
  const primary = primaryEventOfStart();
  // undefined: the start has not yet looked for the events to index.
  if (primary === undefined) return "search_index_building";
  if (primary !== null && !searchReadyEvents().includes(primary)) return "search_index_building";
  return null;
}

healthRouter.get("/health/ready", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const reason = notReadyReason();
  if (reason) res.status(503).json({ ok: false, reason });
  else res.json({ ok: true });
});
