import express from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { eventSettingsChangesSchema, updateEventSettings } from "~/features/catalogue/event-settings.server";

// An event's site settings for machine clients, mounted on the admin router
// behind its bearer token.

const paramsSchema = z.object({ eventId: z.string().trim().min(1).max(100) });

export const adminEventsRouter = express.Router();

adminEventsRouter.patch("/events/:eventId/settings", async (req, res) => {
  const { eventId } = paramsSchema.parse(req.params);
  const changes = eventSettingsChangesSchema.parse(req.body ?? {});
  res.json(await updateEventSettings(db(), { idOrSlug: eventId, changes }));
});
