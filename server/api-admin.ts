import { timingSafeEqual } from "node:crypto";
import express, { type RequestHandler } from "express";
import { z } from "zod";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { updateExhibitor } from "~/features/catalogue/exhibitor-writes.server";
import {
  removeProductFromEvent,
  updateProduct,
  updateRegisteredProduct,
} from "~/features/catalogue/product-writes.server";
import {
  exhibitorChangesSchema,
  productChangesSchema,
  registeredProductChangesSchema,
} from "~/features/catalogue/schemas";
import { COMMON_MESSAGES } from "~/lib/messages";
import { adminEventsRouter } from "./api-admin-events";
import { adminPeopleRouter } from "./api-admin-people";
import { jsonBodyReader } from "./read-json";

// Catalogue writes for machine clients (imports, syncs, tests), authorised by
// a bearer token from ADMIN_TOKEN. Organizer accounts will use the same
// domain functions through their own pages.

const id = z.string().regex(/^[0-9a-f]{24}$/);

const requireToken: RequestHandler = (req, _res, next) => {
  const expected = env().ADMIN_TOKEN;
  if (!expected) return next(new AppError("disabled", "The admin API is disabled (ADMIN_TOKEN is not set)."));
  const given = Buffer.from(req.get("authorization")?.replace(/^Bearer /i, "") ?? "");
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return next(new AppError("unauthenticated", COMMON_MESSAGES.unauthenticated));
  next();
};

export const adminRouter = express.Router();
adminRouter.use(requireToken, jsonBodyReader("1mb"));
adminRouter.use(adminPeopleRouter);
adminRouter.use(adminEventsRouter);

adminRouter.patch("/products/:productId", async (req, res) => {
  const productId = id.parse(req.params.productId);
  const changes = productChangesSchema.parse(req.body);
  res.json(await updateProduct(db(), { productId, changes, actor: "admin-api" }));
});

adminRouter.patch("/events/:eventId/products/:productId", async (req, res) => {
  const params = z.object({ eventId: id, productId: id }).parse(req.params);
  const changes = registeredProductChangesSchema.parse(req.body);
  res.json(await updateRegisteredProduct(db(), { ...params, changes, actor: "admin-api" }));
});

adminRouter.delete("/events/:eventId/products/:productId", async (req, res) => {
  const params = z.object({ eventId: id, productId: id }).parse(req.params);
  await removeProductFromEvent(db(), { ...params, actor: "admin-api" });
  res.status(204).end();
});

adminRouter.patch("/exhibitors/:exhibitorId", async (req, res) => {
  const exhibitorId = id.parse(req.params.exhibitorId);
  const changes = exhibitorChangesSchema.parse(req.body);
  res.json(await updateExhibitor(db(), { exhibitorId, changes, actor: "admin-api" }));
});
