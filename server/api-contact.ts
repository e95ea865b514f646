import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { requireApiUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { sendContactMessage } from "~/features/contact/contact-messages.server";
import { CONTACT_MESSAGES } from "~/features/contact/contact-rules";
import { headersOnly } from "./own-user-target";
import { jsonBodyReader } from "./read-json";

// A message to one contact of an exhibitor (docs/product/my-catalogue.md):
// POST /api/collections/{collectionId}/exhibitors/{exhibitorId}/contacts/{contactId}/messages
// with { message, acceptPrivacy, locale? } → 201 { message: { id, createdAt, contactName } }.
// Unknown ids are 404; refused fields come back by name (`fields`), a rate
// limit (429) in the sender's language with its `messageKey`.

export const contactApiRouter = express.Router();

const MESSAGES_PATH = "/collections/:collectionId/exhibitors/:exhibitorId/contacts/:contactId/messages";
const params = z.object({
  collectionId: z.string().trim().min(1).max(100),
  exhibitorId: z.string().trim().min(1).max(100),
  contactId: z.string().trim().min(1).max(100),
});

/** Who is asking, before any body is read. */
const authenticate: RequestHandler = async (req, res, next) => {
  res.locals.user = await requireApiUser(headersOnly(req));
  next();
};

const readJson = jsonBodyReader("64kb");

contactApiRouter.post(MESSAGES_PATH, authenticate, readJson, async (req, res: Response) => {
  const ids = params.safeParse(req.params);
  if (!ids.success) throw new AppError("not_found", CONTACT_MESSAGES.notFound);
  const { collectionId, exhibitorId, contactId } = ids.data;
  const sent = await sendContactMessage(db(), {
    eventId: collectionId,
    exhibitorId,
    contactId,
    user: res.locals.user as SessionUser,
    input: req.body,
  });
  res.setHeader("Cache-Control", "private, no-store");
  res.status(201).json({ message: sent });
});

/** Refused fields: the English by field (`fields`) and their message keys (`fieldKeys`). */
const contactErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof AppError && error.code === "invalid" && error.details) {
    const { code, message, messageKey } = error;
    res.status(error.status).json({ error: { code, message, messageKey, ...error.details } });
    return;
  }
  next(error);
};
contactApiRouter.use(contactErrors);
