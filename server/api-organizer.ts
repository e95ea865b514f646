import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { type Request } from "express";
import { z } from "zod";
import { recordAudit } from "~/.server/audit/audit-log";
import { isOrganizer, requireApiUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { templateCsv } from "~/features/data-in/files/columns";
import { IMPORT_FORMATS, IMPORT_KINDS, SYNC_PROGRESS_ID } from "~/features/data-in/files/import-kinds";
import {
  findUpload,
  IMPORT_KIND_COLUMNS,
  type ImportProgress,
  problemsFileOf,
  runUpload,
  storeUpload,
} from "~/features/data-in/files/import-uploads.server";
import { problemsCsv } from "~/features/data-in/files/problems-file.server";
import { TEXT_ENCODINGS } from "~/features/data-in/files/text-encoding";
import { productApiConfig } from "~/features/data-in/product-api/product-api-config.server";
import { syncEvent } from "~/features/data-in/product-api/sync-event.server";
import { getEvent } from "~/features/events/events.server";
import { attachmentDisposition } from "~/features/exports/file-names";
import { publishUserChange } from "~/features/my-pages/publish.server";
import { LOCALES } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { headersOnly } from "./own-user-target";
import { jsonBodyReader } from "./read-json";

// The organizer's data tools (docs/data-in.md "From the organizer's page"),
// for the signed-in organizers of an event: upload a file and check it (a dry
// run), check it again with a column mapping, apply it; download an empty
// template; sync from the product API, dry run first. While a file is read
// its progress reaches the organizer's open pages over the live stream.

export const organizerApiRouter = express.Router();

const eventParams = z.object({ eventId: z.string().trim().min(1).max(100) });

/** 401 signed out, 404 for an unknown event, 403 for anyone but its organizers. */
async function organizerOf(
  req: Request,
): Promise<{ userId: string; eventId: string; actor: { userId: string; email: string } }> {
  const user = await requireApiUser(headersOnly(req));
  const parsed = eventParams.safeParse(req.params);
  if (!parsed.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const event = await getEvent(db(), { idOrSlug: parsed.data.eventId, locale: "en" });
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  if (!(await isOrganizer(event.id, user.id))) throw new AppError("forbidden", COMMON_MESSAGES.forbidden);
  return { userId: user.id, eventId: event.id, actor: { userId: user.id, email: user.email } };
}

/** Progress at most every quarter second, over the organizer's live stream. */
function progressPublisher(
  owner: { userId: string; eventId: string },
  id: string,
  phase: "checking" | "applying" | "reading" | "writing",
) {
  let last = 0;
  return (progress: ImportProgress) => {
    const now = Date.now();
    if (now - last < 250) return;
    last = now;
    void publishUserChange({ ...owner, resource: "imports", set: [{ id, phase, ...progress }] });
  };
}

const uploadQuery = z.object({
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(IMPORT_FORMATS),
  /** A CSV file's encoding, instead of the one detected. */
  encoding: z.enum(TEXT_ENCODINGS).optional(),
});

organizerApiRouter.post("/events/:eventId/imports", async (req, res) => {
  const owner = await organizerOf(req);
  const query = uploadQuery.safeParse(req.query);
  if (!query.success) throw new AppError("invalid", COMMON_MESSAGES.invalid);
  const dir = env().IMPORTS_DIR;
  const { encoding, ...file } = query.data;
  const upload = await storeUpload(req, { dir, ...owner, ...file });
  const report = await runUpload(db(), dir, upload, {
    dryRun: true,
    mapping: {},
    encoding,
    actor: owner.userId,
    onProgress: progressPublisher(owner, upload.id, "checking"),
  });
  res.setHeader("Cache-Control", "private, no-store");
  res.status(201).json({ importId: upload.id, kind: upload.kind, format: upload.format, report });
});

const runBody = z
  .object({
    /** Write the changes; without it the file is checked again (with the mapping). */
    apply: z.boolean().default(false),
    /** Header of the file → the column it is. */
    mapping: z.record(z.string().max(200), z.string().max(100)).default({}),
    /** A CSV file's encoding, instead of the one detected. */
    encoding: z.enum(TEXT_ENCODINGS).optional(),
  })
  .strict();

organizerApiRouter.post("/events/:eventId/imports/:importId", jsonBodyReader("64kb"), async (req, res) => {
  const owner = await organizerOf(req);
  const body = runBody.parse(req.body ?? {});
  const dir = env().IMPORTS_DIR;
  const upload = await findUpload(dir, { id: String(req.params.importId), ...owner });
  if (!upload) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const report = await runUpload(db(), dir, upload, {
    dryRun: !body.apply,
    mapping: body.mapping,
    encoding: body.encoding,
    actor: owner.userId,
    onProgress: progressPublisher(owner, upload.id, body.apply ? "applying" : "checking"),
  });
  if (report.applied)
    await recordAudit(db(), {
      eventId: owner.eventId,
      actor: owner.actor,
      action: "import.applied",
      details: { kind: upload.kind, format: upload.format, rows: report.rows, counts: report.counts },
    });
  res.setHeader("Cache-Control", "private, no-store");
  res.json({ importId: upload.id, kind: upload.kind, format: upload.format, report });
});

const langQuery = z.object({ lang: z.enum(LOCALES).default("en") });

/** Every problem of the upload's last check, as CSV in the organizer's language (the report lists the first). */
organizerApiRouter.get("/events/:eventId/imports/:importId/problems.csv", async (req, res) => {
  const owner = await organizerOf(req);
  const dir = env().IMPORTS_DIR;
  const upload = await findUpload(dir, { id: String(req.params.importId), ...owner });
  if (!upload) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const { lang } = langQuery.parse(req.query);
  const file = problemsFileOf(dir, upload.id);
  // Kept only while the last check found more problems than its report lists.
  if (!(await stat(file).catch(() => null))) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader(
    "Content-Disposition",
    attachmentDisposition(`${serverT(lang)("organizer:import.problemsFile.name")}.csv`),
  );
  res.setHeader("Cache-Control", "private, no-store");
  await pipeline(Readable.from(problemsCsv(file, serverT(lang), lang)), res);
});
const templateParams = z.object({ kind: z.enum(IMPORT_KINDS) });

organizerApiRouter.get("/events/:eventId/import-templates/:kind.csv", async (req, res) => {
  await organizerOf(req);
  const params = templateParams.safeParse(req.params);
  if (!params.success) throw new AppError("not_found", COMMON_MESSAGES.not_found);
  const { lang } = langQuery.parse(req.query);
  const t = serverT(lang);
  const fileName = `${t(`organizer:data.templateFile.${params.data.kind}`)}.csv`;
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", attachmentDisposition(fileName));
  res.setHeader("Cache-Control", "private, no-store");
  res.send(templateCsv(t, lang, IMPORT_KIND_COLUMNS[params.data.kind]));
});

const syncBody = z
  .object({
    dryRun: z.boolean().default(true),
    sourceEventId: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

organizerApiRouter.post("/events/:eventId/sync", jsonBodyReader("10kb"), async (req, res) => {
  const owner = await organizerOf(req);
  const body = syncBody.parse(req.body ?? {});
  const progress = {
    reading: progressPublisher(owner, SYNC_PROGRESS_ID, "reading"),
    writing: progressPublisher(owner, SYNC_PROGRESS_ID, "writing"),
  };
  const report = await syncEvent(db(), {
    eventId: owner.eventId,
    ...body,
    config: productApiConfig(env()),
    actor: owner.userId,
    onProgress: ({ phase, ...rest }) => progress[phase](rest),
  });
  if (!report.dryRun)
    await recordAudit(db(), {
      eventId: owner.eventId,
      actor: owner.actor,
      action: "sync.applied",
      subject: new URL(env().PRODUCT_API_URL).host,
      details: { sourceEventId: report.sourceEventId, counts: report.counts },
    });
  res.setHeader("Cache-Control", "private, no-store");
  res.json(report);
});
