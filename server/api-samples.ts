import express, { type Request, type Response } from "express";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { addToCart, listCart, removeFromCart } from "~/features/samples/sample-cart.server";
import { submitSampleRequest } from "~/features/samples/sample-requests.server";
import { productIdSchema, sampleRequestInputSchema } from "~/features/samples/schemas";
import { COMMON_MESSAGES } from "~/lib/messages";
import { authorizeOwnUser, ownTarget } from "./own-user-target";
import { jsonBodyReader } from "./read-json";

// The sample cart and its submission (docs/product/my-catalogue.md, Cart), under the user's
// documents: GET/PUT/DELETE …/users/{uid}/sampleCart[/{productId}] and
// POST …/users/{uid}/sampleRequests. Another user's uid is "not found".
//
// GET and PUT answer the cart: { items: { productId, addedAt, name,
// exhibitorId, exhibitorName }[], limit: 12, state }; PUT refuses with 409
// "Cart is full" or "Already in cart", 404 for a product not at the event.
// POST answers 201 { submission } (see SampleSubmission), 400 for an empty cart.

export const samplesApiRouter = express.Router();

const USER_PATH = "/collections/:collectionId/users/:uid";
const authorize = authorizeOwnUser();
const readJson = jsonBodyReader("20kb");

const owner = (res: Response) => ({ eventId: ownTarget(res).eventId, userId: ownTarget(res).user.id });

function productId(req: Request): string {
  const parsed = productIdSchema.safeParse(req.params.productId);
  if (!parsed.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  return parsed.data;
}

samplesApiRouter.get(`${USER_PATH}/sampleCart`, authorize, async (_req, res) => {
  res.json(await listCart(db(), owner(res)));
});

samplesApiRouter.put(`${USER_PATH}/sampleCart/:productId`, authorize, async (req, res) => {
  res.json(await addToCart(db(), { ...owner(res), productId: productId(req) }));
});

samplesApiRouter.delete(`${USER_PATH}/sampleCart/:productId`, authorize, async (req, res) => {
  await removeFromCart(db(), { ...owner(res), productId: productId(req) });
  res.status(204).end();
});

samplesApiRouter.post(`${USER_PATH}/sampleRequests`, authorize, readJson, async (req, res) => {
  const input = sampleRequestInputSchema.parse(req.body ?? {});
  const { event, user } = ownTarget(res);
  const submission = await submitSampleRequest(db(), {
    eventId: event.id,
    user,
    message: input.message,
    locale: input.locale ?? event.defaultLocale,
  });
  res.status(201).json({ submission });
});
