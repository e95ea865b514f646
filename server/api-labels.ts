import express from "express";
import { z } from "zod";
import { localeOfHeaders } from "~/.server/auth/auth-locale";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { deskExhibitor } from "~/features/exhibitor-desk/desk-access.server";
import { attachmentDisposition } from "~/features/exports/file-names";
import { LABEL_MESSAGES } from "~/features/labels/label-messages";
import { exhibitorAtEvent, labelSheet } from "~/features/labels/label-sheet.server";
import { writeLabelsPdf } from "~/features/labels/labels-pdf.server";
import { LOCALES } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { authorizeEventCaller, eventCaller, idSchema } from "./event-caller";
import { originOf } from "./serve-page";

// GET /api/collections/{eventId}/exhibitors/{exhibitorId}/labels.pdf
// (issue 31, docs/labels.md): the stand's label sheet, or with
// ?layout=tent its table tents, in ?locale= (else the browser's language).
// The exhibitor's representatives and the event's organizers only: signed
// out 401, an exhibitor the event does not have 404, anyone else 403.

export const labelsApiRouter = express.Router();

const querySchema = z.object({
  layout: z.enum(["grid", "tent"]).default("grid"),
  locale: z.enum(LOCALES).optional(),
});

labelsApiRouter.get(
  "/collections/:collectionId/exhibitors/:exhibitorId/labels.pdf",
  authorizeEventCaller,
  async (req, res) => {
    const { eventId, user } = eventCaller(res);
    const exhibitorId = idSchema.parse(req.params.exhibitorId);
    const query = querySchema.parse(req.query);
    const locale = query.locale ?? localeOfHeaders({ get: (name) => req.get(name) });
    // Refused before anything is written: the sheet gives codes to the products that have none.
    if (!(await deskExhibitor(db(), { eventId, userId: user.id, wanted: exhibitorId }))) {
      if (!(await exhibitorAtEvent(db(), { eventId, exhibitorId })))
        throw new AppError("not_found", COMMON_MESSAGES.not_found);
      throw new AppError("forbidden", LABEL_MESSAGES.forbidden);
    }
    const sheet = await labelSheet(db(), { eventId, exhibitorId, origin: originOf(req), locale });
    if (!sheet) throw new AppError("not_found", COMMON_MESSAGES.not_found);
    const pdf = await writeLabelsPdf(sheet, { layout: query.layout, locale });
    const name = `${sheet.exhibitorName} ${query.layout === "tent" ? "table tents" : "labels"}.pdf`;
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", attachmentDisposition(name));
    res.end(pdf);
  },
);
