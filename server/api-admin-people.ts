import express from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { isUniqueViolation } from "~/.server/db/dialect";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { createPersonProfile, newPersonSchema } from "~/features/accounts/person-import.server";
import { getEvent, getPrimaryEvent } from "~/features/events/events.server";
import { COMMON_MESSAGES } from "~/lib/messages";

// Attendees and representatives as an organizer's import registers them:
// unclaimed person profiles, claimed later by whoever signs in with the
// address. Mounted on the admin router, behind its bearer token.

const bodySchema = newPersonSchema.extend({
  /** The event's id or slug; the primary event without one. */
  event: z.string().min(1).max(200).optional(),
});

export const adminPeopleRouter = express.Router();

adminPeopleRouter.post("/people", async (req, res) => {
  const { event: eventRef, ...person } = bodySchema.parse(req.body);
  const event = eventRef
    ? await getEvent(db(), { idOrSlug: eventRef, locale: "en" })
    : await getPrimaryEvent(db(), { locale: "en", configured: env().PRIMARY_EVENT });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  try {
    res.status(201).json(await createPersonProfile(db(), { eventId: event.id, person }));
  } catch (error) {
    // One address per role at an event (migration 0009): the same person twice is a conflict, not a failure.
    if (isUniqueViolation(error))
      throw new AppError("conflict", "A person of this role at the event has this address already.");
    throw error;
  }
});
