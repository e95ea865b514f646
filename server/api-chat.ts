import express, { type Response } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import {
  blockInConversation,
  reportConversation,
  unblockInConversation,
} from "~/features/chat/blocks-and-reports.server";
import { chatParticipant } from "~/features/chat/chat-participant.server";
import { MAX_MESSAGE_LENGTH, MAX_REASON_LENGTH } from "~/features/chat/chat-rules";
import {
  getConversation,
  listConversations,
  startConversation,
  unreadTotal,
} from "~/features/chat/conversations.server";
import { listMessages, markRead, sendMessage } from "~/features/chat/messages.server";
import { participantOfUser } from "~/features/people/participants.server";
import { authorizeEventCaller, eventCaller, idSchema } from "./event-caller";
import { jsonBodyReader } from "./read-json";

// Chat (docs/product/chat.md) under /api/collections/{collectionId}/conversations:
// signed in as a person of the event, private, the refusals of every API
// ({ error: { code, message, messageKey } }). Another person's conversation
// is the same 404 as one that does not exist. The shapes are
// features/chat/chat-views.ts: add fields, never rename.

export const chatApiRouter = express.Router();

const BASE = "/collections/:collectionId/conversations";
const readJson = jsonBodyReader("16kb");

const me = (res: Response) => {
  const { eventId, user } = eventCaller(res);
  return chatParticipant(db(), { eventId, userId: user.id });
};

// The length rules are the domain's (its refusals carry the localized words); the schema only bounds the input.
const startSchema = z.object({
  personId: idSchema,
  body: z
    .string()
    .max(MAX_MESSAGE_LENGTH * 2)
    .optional(),
  clientId: z.string().trim().min(1).max(64).optional(),
});
const sendSchema = z.object({
  body: z.string().max(MAX_MESSAGE_LENGTH * 2),
  clientId: z.string().trim().min(1).max(64).optional(),
});
const pageSchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
const readSchema = z.object({ seq: z.number().int().min(0) });
const reportSchema = z.object({
  reason: z
    .string()
    .max(MAX_REASON_LENGTH * 2)
    .default(""),
});

/** The header's count: unread messages at the event; 0 for a user without a claimed profile there. */
chatApiRouter.get(`${BASE}/unread`, authorizeEventCaller, async (_req, res) => {
  const { eventId, user } = eventCaller(res);
  const participant = await participantOfUser(db(), { eventId, userId: user.id });
  res.json({ unreadTotal: participant ? await unreadTotal(db(), participant) : 0 });
});

chatApiRouter.get(BASE, authorizeEventCaller, async (_req, res) => {
  res.json(await listConversations(db(), await me(res)));
});

/** Starts (or finds) the conversation with a person; with a body, sends it as its first message. */
chatApiRouter.post(BASE, authorizeEventCaller, readJson, async (req, res) => {
  const participant = await me(res);
  const input = startSchema.parse(req.body ?? {});
  const started = await startConversation(db(), participant, { personId: input.personId });
  const sent =
    input.body === undefined
      ? null
      : await sendMessage(db(), participant, {
          conversationId: started.conversation.id,
          body: input.body,
          clientId: input.clientId,
        });
  const conversation = sent ? await getConversation(db(), participant, started.conversation.id) : started.conversation;
  res.status(started.created ? 201 : 200).json({ conversation, ...(sent ? { message: sent.message } : {}) });
});

chatApiRouter.get(`${BASE}/:conversationId`, authorizeEventCaller, async (req, res) => {
  const conversation = await getConversation(db(), await me(res), idSchema.parse(req.params.conversationId));
  res.json({ conversation });
});

chatApiRouter.get(`${BASE}/:conversationId/messages`, authorizeEventCaller, async (req, res) => {
  const { before, limit } = pageSchema.parse(req.query);
  const conversationId = idSchema.parse(req.params.conversationId);
  res.json(await listMessages(db(), await me(res), { conversationId, before, limit }));
});

chatApiRouter.post(`${BASE}/:conversationId/messages`, authorizeEventCaller, readJson, async (req, res) => {
  const input = sendSchema.parse(req.body ?? {});
  const conversationId = idSchema.parse(req.params.conversationId);
  const sent = await sendMessage(db(), await me(res), { conversationId, body: input.body, clientId: input.clientId });
  res.status(sent.created ? 201 : 200).json({ message: sent.message });
});

chatApiRouter.post(`${BASE}/:conversationId/read`, authorizeEventCaller, readJson, async (req, res) => {
  const { seq } = readSchema.parse(req.body ?? {});
  const conversationId = idSchema.parse(req.params.conversationId);
  res.json(await markRead(db(), await me(res), { conversationId, seq }));
});

chatApiRouter.post(`${BASE}/:conversationId/block`, authorizeEventCaller, async (req, res) => {
  const participant = await me(res);
  const conversationId = idSchema.parse(req.params.conversationId);
  await blockInConversation(db(), participant, { conversationId });
  res.json({ conversation: await getConversation(db(), participant, conversationId) });
});

chatApiRouter.delete(`${BASE}/:conversationId/block`, authorizeEventCaller, async (req, res) => {
  const participant = await me(res);
  const conversationId = idSchema.parse(req.params.conversationId);
  await unblockInConversation(db(), participant, { conversationId });
  res.json({ conversation: await getConversation(db(), participant, conversationId) });
});

chatApiRouter.post(`${BASE}/:conversationId/report`, authorizeEventCaller, readJson, async (req, res) => {
  const { reason } = reportSchema.parse(req.body ?? {});
  const conversationId = idSchema.parse(req.params.conversationId);
  res.status(201).json(await reportConversation(db(), await me(res), { conversationId, reason }));
});
