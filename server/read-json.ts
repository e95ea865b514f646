import type { Request, RequestHandler, Response } from "express";
import express from "express";
import { ZodError } from "zod";
import { COMMON_MESSAGES } from "~/lib/messages";
import { decodeStrictUtf8, MAX_JSON_DEPTH, TEXT_MESSAGES, unstorablePath } from "~/lib/storable-text";

// The one JSON body reader of the API (docs/security.md "Bad input"). Every
// route that takes JSON uses jsonBodyReader(limit), so each inherits:
// - the size limit, answered 413 (request-limits.ts refuses a declared size
//   over the route's limit before this runs);
// - UTF-8 only: another charset is 415, bytes that are not valid UTF-8 are 400;
// - the text rule: a NUL or an unpaired surrogate anywhere in the document
//   (a value or a key), or nesting deeper than any of our documents, is 400
//   naming the field, before any handler sees it;
// - the raw bytes are kept (res.locals.rawBody) for a handler that passes the
//   body on unchanged (better-auth).

/** What the parser's `verify` throws for bytes that are not UTF-8; api-errors.ts answers it 400 with the text rule's words. */
export const NOT_UTF8 = "entity.text.invalid";

function keepStrictUtf8(_req: Request, res: Response, buffer: Buffer): void {
  if (decodeStrictUtf8(buffer) === null)
    throw Object.assign(new Error("The body is not valid UTF-8"), { status: 400, type: NOT_UTF8 });
  res.locals.rawBody = buffer;
}

const refuseUnstorable: RequestHandler = (req, _res, next) => {
  const path = unstorablePath(req.body);
  if (!path) return next();
  // Nested past the limit is a malformed document, not a bad character.
  const message = path.length >= MAX_JSON_DEPTH ? COMMON_MESSAGES.invalid.key : TEXT_MESSAGES.invalidText.key;
  next(new ZodError([{ code: "custom", path: path.map(String), message, input: undefined }]));
};

/** Parses a JSON body of at most `limit` bytes (a number or "100kb"), holding the text rule. */
export function jsonBodyReader(limit: number | string): RequestHandler {
  const parse = express.json({ limit, verify: keepStrictUtf8 as (req: unknown, res: unknown, buf: Buffer) => void });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      // Called back outside Express's own try: whatever the check throws goes to the error handler.
      try {
        refuseUnstorable(req, res, next);
      } catch (thrown) {
        next(thrown);
      }
    });
}
