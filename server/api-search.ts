import express, { type Request } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { getEvent } from "~/features/catalogue/events.server";
import { exhibitorQueryToFilters, parseExhibitorQuery, parseProductQuery, productQueryToFilters } from "~/features/search/filters";
import { searchExhibitors, searchProducts } from "~/features/search/search-service.server";
import { decodeFilters } from "~/lib/hash-filters";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/locales";

// The list pages' search in the browser: the same filters as the pages'
// query strings and hashes (SPEC §2), answered from the in-memory index.
// Public data, the same for everyone; a few seconds of caching absorbs a
// visitor's rapid toggling and repeated back/forward without going stale.

export const searchApiRouter = express.Router();

const params = z.object({ collectionId: z.string().trim().min(1).max(100) });
// A missing or unknown locale is English, as everywhere on the site.
const locale = z.enum(LOCALES).catch(DEFAULT_LOCALE);

const CACHE_CONTROL = "public, max-age=5";

async function resolve(req: Request) {
  const parsed = params.safeParse(req.params);
  if (!parsed.success) throw new AppError("not_found", "Page not found");
  // The raw query string: a comma encoded inside a value (%2C) must not split it.
  const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  const raw = decodeFilters(search);
  const lng = locale.parse(raw.locale?.[0]);
  const event = await getEvent(db(), { idOrSlug: parsed.data.collectionId, locale: lng });
  if (!event) throw new AppError("not_found", "We couldn't load the event.");
  return { event, raw, locale: lng };
}

// Errors (an unknown event) reach the API's error handler (server/api-errors.ts).
searchApiRouter.get("/:collectionId/products", async (req, res) => {
  const { event, raw, locale: lng } = await resolve(req);
  const query = parseProductQuery(raw);
  const result = await searchProducts(db(), event.id, query, lng);
  res.set("Cache-Control", CACHE_CONTROL).json({ ...result, filters: productQueryToFilters(query) });
});

searchApiRouter.get("/:collectionId/exhibitors", async (req, res) => {
  const { event, raw, locale: lng } = await resolve(req);
  const query = parseExhibitorQuery(raw);
  const result = await searchExhibitors(db(), event.id, query, lng);
  res.set("Cache-Control", CACHE_CONTROL).json({ ...result, filters: exhibitorQueryToFilters(query) });
});
