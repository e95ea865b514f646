import { createHash, randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import express, { type Request, type Response } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { getEvent } from "~/features/events/events.server";
import {
  exhibitorQueryToFilters,
  parseExhibitorQuery,
  parseProductQuery,
  productQueryToFilters,
} from "~/features/search/filters";
import { wholeFacets, withFoldedFacets } from "~/features/search/fold-facets";
import { EXHIBITOR_FACETS, PRODUCT_FACETS } from "~/features/search/query";
import type { SearchResponse } from "~/features/search/search-request";
import { getExhibitorIndex, getProductIndex } from "~/features/search/search-service.server";
import { getOrInsert } from "~/lib/get-or-insert";
import { decodeFilters } from "~/lib/hash-filters";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";

// The list pages' search in the browser: the same filters as the pages'
// query strings and hashes (docs/product/catalogue.md), answered from the in-memory index.
// Public data, the same for everyone; a few seconds of caching absorbs a
// visitor's rapid toggling and repeated back/forward without going stale.
//
// The hot path (measured with autocannon, see scripts/bench/http.ts) avoids
// per-request work that does not depend on the search: the event's id is
// remembered for a few seconds instead of read with three queries, and the
// finished response (JSON, its gzip and ETag) is kept per index in a small
// LRU keyed by the normalized query. The LRU belongs to the index object, so
// when catalogue.changed makes the search service swap in a rebuilt index the
// old answers go with the old index: never newer than the index, never older.

export const searchApiRouter = express.Router();

const params = z.object({ collectionId: z.string().trim().min(1).max(100) });
// A missing or unknown locale is English, as everywhere on the site.
const locale = z.enum(LOCALES).catch(DEFAULT_LOCALE);

const CACHE_CONTROL = "public, max-age=5";
/** How long an event's id or slug is trusted without asking the database (as long as clients may cache). */
const EVENT_TTL_MS = 5_000;
const MAX_EVENTS = 100;
/**
 * Finished responses kept per index (about 30 KB of JSON plus 3 KB of gzip
 * each). SEARCH_ANSWER_CACHE=0 turns the cache off, to measure real searches.
 */
const MAX_RESPONSES = env().SEARCH_ANSWER_CACHE;
// Search answers are a few KB once compressed; a cheap level costs a tenth of
// a millisecond on the uncached path and only ~10 % in size over level 6.
const GZIP_LEVEL = 3;

const events = new Map<string, { id: string; until: number }>();

async function eventId(idOrSlug: string, lng: Locale): Promise<string> {
  const now = Date.now();
  const known = events.get(idOrSlug);
  if (known && known.until > now) return known.id;
  const event = await getEvent(db(), { idOrSlug, locale: lng });
  // Unknown events are not remembered: they stay 404s and cannot fill the map.
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  if (events.size >= MAX_EVENTS) events.clear();
  events.set(idOrSlug, { id: event.id, until: now + EVENT_TTL_MS });
  return event.id;
}

async function resolve(req: Request) {
  const parsed = params.safeParse(req.params);
  if (!parsed.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  // The raw query string: a comma encoded inside a value (%2C) must not split it.
  const at = req.originalUrl.indexOf("?");
  const raw = decodeFilters(at >= 0 ? req.originalUrl.slice(at) : "");
  const lng = locale.parse(raw.locale?.[0]);
  return { eventId: await eventId(parsed.data.collectionId, lng), raw, locale: lng };
}

interface Answer {
  json: string;
  etag: string;
  gzip?: Buffer;
}

/** A bounded map that forgets the least recently used answer first. */
class AnswerCache {
  private readonly answers = new Map<string, Answer>();

  get(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: Answer): void {
    if (this.answers.size >= MAX_RESPONSES) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
  }
}

const caches = new WeakMap<object, { cache: AnswerCache; tag: string }>();
// An answer is a function of the index and the normalized query, so those name
// it; hashing 30 KB of JSON per uncached search would cost more than the search.
const processTag = randomBytes(6).toString("base64url");
let indexes = 0;

function answerFor(index: object, key: string, compute: () => unknown): Answer {
  const slot = getOrInsert(caches, index, () => ({
    cache: new AnswerCache(),
    tag: `${processTag}.${(++indexes).toString(36)}`,
  }));
  let answer = slot.cache.get(key);
  if (!answer) {
    answer = {
      json: JSON.stringify(compute()),
      etag: `W/"${slot.tag}.${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`,
    };
    if (MAX_RESPONSES > 0) slot.cache.set(key, answer);
  }
  return answer;
}

/** Sends an answer, gzipped by us when the client takes gzip (the compression middleware then leaves it alone). */
function send(req: Request, res: Response, answer: Answer): void {
  res.setHeader("Cache-Control", CACHE_CONTROL);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", answer.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const accepted = req.headers["accept-encoding"];
  if (typeof accepted === "string" && /\bgzip\b/.test(accepted)) {
    answer.gzip ??= gzipSync(answer.json, { level: GZIP_LEVEL });
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", answer.gzip.length);
    res.end(answer.gzip);
    return;
  }
  res.setHeader("Content-Length", Buffer.byteLength(answer.json));
  res.end(answer.json);
}

/**
 * `fold=1` sends long facets folded (features/search/fold-facets.ts): their
 * first values and the chosen ones, and `facetTails`, how many more each has;
 * `more=` names facets sent whole all the same. Without `fold`, every value.
 */
function folding(raw: Record<string, string[]>, known: readonly string[]) {
  if (raw.fold?.[0] !== "1") return null;
  return wholeFacets(raw, known);
}

function answerWith(result: SearchResponse<unknown>, filters: Record<string, string[]>, whole: string[] | null) {
  return { ...(whole === null ? result : withFoldedFacets(result, whole)), filters };
}

// Errors (an unknown event) reach the API's error handler (server/api-errors.ts).
searchApiRouter.get("/:collectionId/products", async (req, res) => {
  const { eventId: id, raw, locale: lng } = await resolve(req);
  const query = parseProductQuery(raw);
  const whole = folding(raw, PRODUCT_FACETS);
  const index = await getProductIndex(db(), id);
  const answer = answerFor(index, `${lng} ${JSON.stringify(query)} ${JSON.stringify(whole)}`, () =>
    answerWith(index.search(query, lng), productQueryToFilters(query), whole),
  );
  send(req, res, answer);
});

searchApiRouter.get("/:collectionId/exhibitors", async (req, res) => {
  const { eventId: id, raw, locale: lng } = await resolve(req);
  const query = parseExhibitorQuery(raw);
  const whole = folding(raw, EXHIBITOR_FACETS);
  const index = await getExhibitorIndex(db(), id);
  const answer = answerFor(index, `${lng} ${JSON.stringify(query)} ${JSON.stringify(whole)}`, () =>
    answerWith(index.search(query, lng), exhibitorQueryToFilters(query), whole),
  );
  send(req, res, answer);
});
