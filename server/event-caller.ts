import type { RequestHandler, Response } from "express";
import { z } from "zod";
import { requireApiUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { getEvent } from "~/features/events/events.server";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { headersOnly } from "./own-user-target";

// The signed-in user at the event of /api/collections/{collectionId}/…
// (meetings, chat): private answers, 401 without a session, 404 for an
// unknown event.

export interface EventCaller {
  eventId: string;
  user: SessionUser;
}

export const idSchema = z.string().trim().min(1).max(64);

export const authorizeEventCaller: RequestHandler = async (req, res, next) => {
  res.setHeader("Cache-Control", "private, no-store");
  const user = await requireApiUser(headersOnly(req));
  const collectionId = idSchema.safeParse(req.params.collectionId);
  if (!collectionId.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const event = await getEvent(db(), { idOrSlug: collectionId.data, locale: DEFAULT_LOCALE });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  res.locals.caller = { eventId: event.id, user } satisfies EventCaller;
  next();
};

export const eventCaller = (res: Response) => res.locals.caller as EventCaller;
