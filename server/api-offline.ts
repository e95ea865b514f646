import type { Writable } from "node:stream";
import { createGzip } from "node:zlib";
import express from "express";
import { z } from "zod";
import { localeOfHeaders } from "~/.server/auth/auth-locale";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { catalogueVersion } from "~/features/events/catalogue-versions.server";
import { getEvent } from "~/features/events/events.server";
import {
  offlinePackageEtag,
  offlinePackageSummary,
  writeOfflinePackage,
} from "~/features/offline/offline-package.server";
import { LOCALES } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { writeWithBackPressure } from "./write-with-back-pressure";

// GET /api/collections/{eventId}/offline?locale=…[&since=<version>][&summary=1]
// (issue 31, docs/offline-package.md): a fair's catalogue for the browser to
// keep, one JSON line per record, written a chunk at a time as the client
// reads it. `since` sends what changed after that version; `summary=1` only
// the version, counts and size. Public, like the catalogue it copies.

export const offlineApiRouter = express.Router();

const querySchema = z.object({
  locale: z.enum(LOCALES).optional(),
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  summary: z.literal("1").optional(),
});

offlineApiRouter.get("/collections/:collectionId/offline", async (req, res) => {
  const query = querySchema.parse(req.query);
  const locale = query.locale ?? localeOfHeaders({ get: (name) => req.get(name) });
  const event = await getEvent(db(), { idOrSlug: z.string().max(100).parse(req.params.collectionId), locale });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  res.setHeader("Cache-Control", "private, no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (query.summary) {
    res.json(await offlinePackageSummary(db(), { eventId: event.id, locale }));
    return;
  }
  const since = query.since ?? null;
  const version = await catalogueVersion(db(), event.id);
  res.setHeader("ETag", offlinePackageEtag({ version, locale, since }));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
  const out = gzipIfAccepted(req, res);
  const gone = () => res.destroyed || res.writableEnded;
  try {
    await writeOfflinePackage(
      db(),
      { eventId: event.id, locale, since, version },
      (line) => writeWithBackPressure(out, line),
      gone,
    );
    out.end();
  } catch (error) {
    // The lines already sent cannot become an error answer: the stream is cut
    // before its end line, which the browser takes as a failed download.
    res.destroy(error instanceof Error ? error : undefined);
  }
});

/** The package gzipped by us when the client takes gzip (the compression middleware skips NDJSON). */
function gzipIfAccepted(req: express.Request, res: express.Response): Writable {
  const accepted = req.headers["accept-encoding"];
  if (typeof accepted !== "string" || !/\bgzip\b/.test(accepted)) return res;
  res.setHeader("Content-Encoding", "gzip");
  const gzip = createGzip({ level: 6 });
  gzip.pipe(res);
  res.on("close", () => gzip.destroy());
  return gzip;
}
