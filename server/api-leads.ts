import express from "express";
import { db } from "~/.server/db";
import { badgePath } from "~/features/leads/badge-code";
import { badgeOf, renewBadge } from "~/features/leads/badges.server";
import { changeLead, scanBadge, scanningStand, standLeads } from "~/features/leads/leads.server";
import { absoluteUrl } from "~/lib/links";
import { authorizeEventCaller, eventCaller, idSchema } from "./event-caller";
import { jsonBodyReader } from "./read-json";
import { originOf } from "./serve-page";

// Badges and leads (docs/leads.md) under /api/collections/{collectionId}:
// GET me/badge and POST me/badge/renew → { code, url }; POST leads → 201 a
// new lead, 200 the stand's lead for that person found again; GET leads;
// PATCH leads/{id}. Private answers; errors through apiErrorHandler.

export const leadsApiRouter = express.Router();

const EVENT = "/collections/:collectionId";
const readJson = jsonBodyReader("16kb");

function badgeAnswer(origin: string, code: string) {
  return { code, url: absoluteUrl(origin, badgePath(code)) };
}

leadsApiRouter.get(`${EVENT}/me/badge`, authorizeEventCaller, async (req, res) => {
  const { eventId, user } = eventCaller(res);
  const badge = await badgeOf(db(), { eventId, userId: user.id });
  res.json(badgeAnswer(originOf(req), badge.code));
});

leadsApiRouter.post(`${EVENT}/me/badge/renew`, authorizeEventCaller, async (req, res) => {
  const { eventId, user } = eventCaller(res);
  const badge = await renewBadge(db(), { eventId, userId: user.id });
  res.json(badgeAnswer(originOf(req), badge.code));
});

leadsApiRouter.post(`${EVENT}/leads`, authorizeEventCaller, readJson, async (req, res) => {
  const { eventId, user } = eventCaller(res);
  const { lead, created } = await scanBadge(db(), { eventId, userId: user.id, input: req.body });
  res.status(created ? 201 : 200).json({ lead });
});

leadsApiRouter.get(`${EVENT}/leads`, authorizeEventCaller, async (req, res) => {
  const { eventId, user } = eventCaller(res);
  const wanted = typeof req.query.exhibitorId === "string" ? idSchema.parse(req.query.exhibitorId) : undefined;
  const stand = await scanningStand(db(), { eventId, userId: user.id, wanted });
  res.json({ leads: await standLeads(db(), stand) });
});

leadsApiRouter.patch(`${EVENT}/leads/:leadId`, authorizeEventCaller, readJson, async (req, res) => {
  const { eventId, user } = eventCaller(res);
  const leadId = idSchema.parse(req.params.leadId);
  res.json({ lead: await changeLead(db(), { eventId, userId: user.id, leadId, input: req.body }) });
});
