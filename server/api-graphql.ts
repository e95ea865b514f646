import express, { type Request, type Response } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { lazySiteLimiter } from "~/.server/limits/site-limiter";
import { runPublicQuery } from "~/features/public-api/execute.server";
import { COMMON_MESSAGES } from "~/lib/messages";
import { jsonBodyReader } from "./read-json";

// The public read-only GraphQL API (docs/public-api.md): POST a JSON body
// { query, variables, operationName }, or GET with the same as query
// parameters. Anonymous, limited per client address.

export const graphqlApiRouter = express.Router();

// Requests per client address and minute (GRAPHQL_RATE_LIMIT, default 600),
// counted once for the site; a client past it waits, progressively longer if
// it keeps on.
const limiter = lazySiteLimiter();

const requestSchema = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
  // Sent by some clients (persisted-query hashes); nothing here reads them.
  extensions: z.unknown().optional(),
});

const getSchema = z.object({
  query: z.string().min(1).max(20_000),
  variables: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return undefined;
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: "variables must be a JSON object" });
      return z.NEVER;
    }),
  operationName: z.string().max(200).optional(),
});

async function limit(req: Request, res: Response): Promise<void> {
  const decision = await limiter.take(`graphql|${req.ip ?? "unknown"}`, env().GRAPHQL_RATE_LIMIT, 60_000);
  if (!decision.allowed) {
    res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    throw new AppError("limit", COMMON_MESSAGES.limit);
  }
}

async function answer(req: Request, res: Response, request: z.infer<typeof requestSchema>): Promise<void> {
  const origin = env().PUBLIC_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host")}`;
  const { status, body } = await runPublicQuery(db(), request, origin);
  res.status(status).json(body);
}

graphqlApiRouter.post("/graphql", jsonBodyReader("100kb"), async (req, res) => {
  await limit(req, res);
  await answer(req, res, requestSchema.parse(req.body));
});

graphqlApiRouter.get("/graphql", async (req, res) => {
  await limit(req, res);
  await answer(req, res, getSchema.parse(req.query));
});
