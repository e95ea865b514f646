import type { Request, RequestHandler, Response } from "express";
import { serverT } from "~/.server/i18n";
import { MAX_PROFILE_IMAGE_BYTES } from "~/features/accounts/profile-image-rules";
import { IMPORT_FILE_LIMIT } from "~/features/data-in/files/import-uploads.server";
import { localeOfPath } from "~/lib/locale-path";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { TEXT_MESSAGES } from "~/lib/storable-text";
import { lingerIfAnsweredEarly } from "./lingering-close";

// Limits before parsing (docs/security.md "Limits"), for every request in one
// place (server.js mounts this right after the security headers):
// - a body larger than its route accepts is refused with 413 before a byte
//   of it is read: a declared Content-Length at once, a chunked body as soon
//   as the count passes the limit (countedBody);
// - an answer given before its request's body was read (a 401 of a signed-out
//   page, a 404 of an unknown API path) closes the connection, so a client
//   reusing it never waits for a server that stopped reading; the close
//   lingers (lingering-close.ts), so the client reads the answer instead of
//   a reset.

/** Forms and JSON: far more than any form of ours sends. */
export const BODY_LIMIT = 256 * 1024;
/** A profile photo or a page image: the image limit and room for the image rules to answer "too large" themselves. */
export const UPLOAD_LIMIT = MAX_PROFILE_IMAGE_BYTES + 1024 * 1024;
/** The organizer's catalogue write API (a batch of records). */
export const ADMIN_LIMIT = 1024 * 1024;

/** An organizer's import file (docs/data-in.md). */
export const IMPORT_LIMIT = IMPORT_FILE_LIMIT;

const UPLOAD_PATH = /^\/api\/collections\/[^/]+\/users\/[^/]+\/profile-image$/;
const IMPORT_PATH = /^\/api\/organizer\/events\/[^/]+\/imports$/;
/** The content page editor's action (and its .data twin), which takes a page image (docs/product/content-pages.md). */
const PAGE_EDITOR_PATH = /^\/[a-z]{2}\/organizer\/pages\/[^/]+$/;

export function bodyLimitOf(path: string): number {
  if (UPLOAD_PATH.test(path) || PAGE_EDITOR_PATH.test(path)) return UPLOAD_LIMIT;
  if (IMPORT_PATH.test(path)) return IMPORT_LIMIT;
  if (path.startsWith("/api/admin/")) return ADMIN_LIMIT;
  return BODY_LIMIT;
}

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

type EarlyRefusal = "too_large" | "unsupported" | "invalid";
const STATUS: Record<EarlyRefusal, number> = { too_large: 413, unsupported: 415, invalid: 400 };
const HINT: Record<EarlyRefusal, string> = {
  too_large: "common:errors.tooLargeHint",
  unsupported: "common:errors.unsupportedHint",
  // The only request refused as invalid before the application sees it: text that cannot be stored.
  invalid: TEXT_MESSAGES.invalidText.key,
};

/**
 * A request refused before the application saw it (413, 415, or 400 for text that cannot be stored): the API's
 * error shape under /api, else a short page in the reader's language. The
 * connection closes after it, once what is left of the body has been read
 * and thrown away (within lingering-close.ts's bounds).
 */
export function sendEarlyRefusal(req: Request, res: Response, code: EarlyRefusal): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader("Connection", "close");
  res.status(STATUS[code]);
  if (req.path.startsWith("/api/")) {
    const message = code === "invalid" ? TEXT_MESSAGES.invalidText : COMMON_MESSAGES[code];
    res.json({ error: { code, message: message.text, messageKey: message.key } });
    return;
  }
  const locale = localeOfPath(req.path) ?? DEFAULT_LOCALE;
  const t = serverT(locale);
  const title = t(COMMON_MESSAGES[code].key);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Uncork</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center">` +
      `<p style="font-size:3.75rem;font-weight:700;color:#21699f;margin:0" aria-hidden="true">${STATUS[code]}</p>` +
      `<h1>${title}</h1><p>${t(HINT[code])}</p><p><a href="/${locale}">${t("common:nav.backHome")}</a></p></body></html>`,
  );
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A page's form action takes only what our forms send (urlencoded, or
 * multipart for a file); anything else, text/plain included (no form of ours
 * sends it and an action cannot read it as fields), is refused before parsing.
 */
export function isFormBody(req: Request): boolean {
  const type = req.headers["content-type"];
  // An empty body that declares another type (JSON with no bytes) is refused too: the action would fail to read it.
  if (!hasBody(req)) return type === undefined || FORM_TYPES.test(type);
  return FORM_TYPES.test(type ?? "");
}

export const limitRequestBodies: RequestHandler = (req, res, next) => {
  if (!hasBody(req)) return next();
  // Whatever answers before the body is read, the client gets the answer, not a reset.
  lingerIfAnsweredEarly(req);
  const limit = bodyLimitOf(req.path);
  res.locals.bodyLimit = limit;
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return sendEarlyRefusal(req, res, "too_large");
  // Answered before the body was read: close instead of keeping a connection the client would wait on.
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};
