import express from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { productApiConfig } from "~/features/data-in/product-api/product-api-config.server";
import { syncEvent } from "~/features/data-in/product-api/sync-event.server";
import { eventSettingsChangesSchema, updateEventSettings } from "~/features/events/event-settings.server";

// An event's site settings and its sync from the product API, for machine
// clients (`npm run sync`), mounted on the admin router behind its bearer token.

const paramsSchema = z.object({ eventId: z.string().trim().min(1).max(100) });

export const adminEventsRouter = express.Router();

adminEventsRouter.patch("/events/:eventId/settings", async (req, res) => {
  const { eventId } = paramsSchema.parse(req.params);
  const changes = eventSettingsChangesSchema.parse(req.body ?? {});
  res.json(await updateEventSettings(db(), { idOrSlug: eventId, changes, actor: { tool: "admin-api" } }));
});

const syncSchema = z
  .object({
    /** Report what would change, write nothing. */
    dryRun: z.boolean().default(false),
    /** The product API's event, when its id is not the event's own. */
    sourceEventId: z.string().trim().min(1).max(100).optional(),
    /** Create the event from the product API's facts when the site does not have it; without it an unknown event is 404. */
    createEvent: z.boolean().default(false),
  })
  .strict();

adminEventsRouter.post("/events/:eventId/sync", async (req, res) => {
  const { eventId } = paramsSchema.parse(req.params);
  const options = syncSchema.parse(req.body ?? {});
  res.json(await syncEvent(db(), { eventId, ...options, config: productApiConfig(env()), actor: "sync" }));
});
