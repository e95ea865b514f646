import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError, toApiError } from "~/.server/errors";
import { storeProfileImage } from "~/features/accounts/profile-image.server";
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_ERRORS } from "~/features/accounts/profile-image-rules";
import type { UserProfile } from "~/features/accounts/profile-schema";
import {
  ensureProfile,
  forgetPhoto,
  ProfileValidationError,
  updateOwnProfile,
} from "~/features/accounts/profiles.server";
import { COMMON_MESSAGES } from "~/lib/messages";
import { authorizeOwnUser, ownTarget } from "./own-user-target";
import { jsonBodyReader } from "./read-json";
import { originOf } from "./serve-page";

// The user profile record as a REST resource (docs/product/accounts.md's document path
// collections/{collectionId}/users/{uid}): read with create-if-missing, merge
// with PUT, and the photo upload. A signed-in user reaches only their own
// uid; any other uid is "not found", the same answer as an id that does not
// exist, so nothing about another user leaks.

export const profilesApiRouter = express.Router();

const PROFILE_PATH = "/collections/:collectionId/users/:uid";
const changes = z.record(z.string(), z.unknown());

/** Authorizes before any body is read; the handlers find the target with ownTarget(res). */
const authorize = authorizeOwnUser({ notFound: "Profile not found" });
const target = ownTarget;

function sendProfile(res: Response, profile: UserProfile): void {
  res.setHeader("Cache-Control", "private, no-store");
  res.json({ profile });
}

const readJson = jsonBodyReader("100kb");
// A little over the image limit, so the image rules answer up to it; beyond
// it the body is not kept and the answer is the same "too large".
const rawImage = express.raw({ type: () => true, limit: MAX_PROFILE_IMAGE_BYTES + 1024 * 1024 });
const readImage: RequestHandler = (req, res, next) =>
  rawImage(req, res, (error?: unknown) => {
    const tooLarge = error && typeof error === "object" && "type" in error && error.type === "entity.too.large";
    next(tooLarge ? new AppError("invalid", PROFILE_IMAGE_ERRORS.tooLarge, { field: "image" }) : error);
  });

profilesApiRouter.get(PROFILE_PATH, authorize, async (_req, res) => {
  const { eventId, user } = target(res);
  sendProfile(res, await ensureProfile(db(), eventId, user));
});

profilesApiRouter.put(PROFILE_PATH, authorize, readJson, async (req, res) => {
  const { eventId, user } = target(res);
  const parsed = changes.safeParse(req.body);
  if (!parsed.success) throw new AppError("invalid", COMMON_MESSAGES.invalid);
  await ensureProfile(db(), eventId, user);
  sendProfile(res, await updateOwnProfile(db(), eventId, user.id, parsed.data));
});

profilesApiRouter.post(`${PROFILE_PATH}/profile-image`, authorize, readImage, async (req, res) => {
  const { eventId, user } = target(res);
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const stored = await storeProfileImage({ userId: user.id, bytes, mediaDir: env().MEDIA_DIR });
  await ensureProfile(db(), eventId, user);
  // The profile rule wants a URL, so the stored path gets the site's origin.
  const url = `${originOf(req)}${stored.url}`;
  const profile = await updateOwnProfile(db(), eventId, user.id, { profileImageUrl: url }).catch(async (error) => {
    // The profile does not show it: the new photo's files go (the old one stays, still shown).
    await forgetPhoto(db(), user.id, url);
    throw error;
  });
  sendProfile(res, profile);
});

/**
 * Refusals with fields: a profile's field errors, and an image refusal as the
 * "image" field. Messages are English (like every API message); the keys in
 * `fields` let a page show them in its reader's language.
 */
const profileErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof ProfileValidationError) {
    res.status(400).json({ error: { ...toApiError(new AppError("invalid")).body.error, fields: error.fieldErrors } });
    return;
  }
  if (error instanceof AppError && error.code === "invalid" && error.details?.field === "image") {
    const { message, messageKey } = error;
    res.status(400).json({ error: { code: "invalid", message, messageKey, fields: { image: messageKey } } });
    return;
  }
  next(error);
};
profilesApiRouter.use(profileErrors);
