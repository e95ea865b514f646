import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { requireApiUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { getEvent } from "~/features/events/events.server";
import type { EventSummary } from "~/features/events/types";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { originOf } from "./serve-page";

// Who a call under /collections/{collectionId}/users/{uid}/… is for (docs/product/my-catalogue.md's
// document paths): the signed-in user, at the event named by id or slug. A
// uid other than the session's is "not found", the same answer as a uid that
// does not exist, so nothing about another user leaks.

export interface OwnUserTarget {
  eventId: string;
  event: EventSummary;
  user: SessionUser;
}

const params = z.object({ collectionId: z.string().trim().min(1).max(100), uid: z.string().min(1).max(128) });

/**
 * The session is in the cookies: authentication reads the headers alone, so
 * a body is only read for the user it belongs to.
 */
export function headersOnly(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const name of ["cookie", "authorization"]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  return new globalThis.Request(`${originOf(req)}${req.originalUrl}`, { headers });
}

/** 401 without a session; 404 for an unknown event or any uid but the user's own. */
export async function ownUserTarget(req: Request, options: { notFound?: string } = {}): Promise<OwnUserTarget> {
  const user = await requireApiUser(headersOnly(req));
  const parsed = params.safeParse(req.params);
  if (!parsed.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const event = await getEvent(db(), { idOrSlug: parsed.data.collectionId, locale: DEFAULT_LOCALE });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  if (parsed.data.uid !== user.id) throw new AppError("not_found", options.notFound ?? "Page not found");
  return { eventId: event.id, event, user };
}

/**
 * Authorizes before any body is read and marks the answer private; the
 * handlers find the target with ownTarget(res).
 */
export function authorizeOwnUser(options: { notFound?: string } = {}): RequestHandler {
  return async (req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.locals.ownUserTarget = await ownUserTarget(req, options);
    next();
  };
}

export function ownTarget(res: Response): OwnUserTarget {
  return res.locals.ownUserTarget as OwnUserTarget;
}
