import express, { type Request, type Response } from "express";
import { z } from "zod";
import { requireApiUser, type SessionUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { fileNameOf } from "~/features/exports/booklet.server";
import { prepareBooklet } from "~/features/exports/booklet-worker.server";
import { exportFile, exportJob, startExport, waitForExport } from "~/features/exports/export-jobs.server";
import { attachmentDisposition, type BookletFormat, CONTENT_TYPES } from "~/features/exports/file-names";
import { type BookletRequest, bookletPagePath, bookletRequestSchema } from "~/features/exports/schemas";
import { headersOnly } from "./own-user-target";
import { jsonBodyReader } from "./read-json";

// The tasting booklet (docs/product/my-catalogue.md "The tasting booklet"),
// mounted under /api/exports. With JavaScript the page starts a job
// (POST /), follows its progress (GET /:id) and fetches the file
// (GET /:id/file); without it, GET /booklet.pdf|xlsx makes the file while the
// browser waits. Signed-in users only; a job is its owner's alone.

export const exportsApiRouter = express.Router();

const FAILED = "There was an error creating your file.";
const jobId = z.string().regex(/^[0-9a-f]{32}$/);

/** The job's description: what any instance's worker needs to make the file, and the first progress total. */
async function bookletJob(user: SessionUser, request: BookletRequest) {
  const owner = { id: user.id, name: user.name };
  const booklet = await prepareBooklet(db(), { user: owner, request });
  return {
    booklet,
    job: {
      user: owner,
      request,
      fileName: fileNameOf(booklet, request.format),
      contentType: CONTENT_TYPES[request.format],
      total: booklet.entries.length,
    },
  };
}

function sendFile(res: Response, file: { fileName: string; contentType: string; body: Buffer }): void {
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Content-Disposition", attachmentDisposition(file.fileName));
  res.setHeader("Content-Length", String(file.body.length));
  res.setHeader("Cache-Control", "private, no-store");
  res.end(file.body);
}

const readJson = jsonBodyReader("10kb");

exportsApiRouter.post("/", readJson, async (req, res) => {
  const user = await requireApiUser(headersOnly(req));
  const request = bookletRequestSchema.parse(req.body ?? {});
  const job = await startExport(db(), (await bookletJob(user, request)).job);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Location", `/api/exports/${job.id}`);
  res.status(202).json(job);
});

// Before /:id, which would take "booklet.pdf" for an id.
exportsApiRouter.get(["/booklet.pdf", "/booklet.xlsx"], async (req, res) => {
  const user = await requireApiUser(headersOnly(req));
  const format: BookletFormat = req.path.endsWith(".pdf") ? "pdf" : "xlsx";
  const request = bookletRequestSchema.parse({ ...req.query, format });
  const { booklet, job } = await bookletJob(user, request);
  let body: Buffer;
  try {
    // Through the same queue as the page's jobs: a bounded number are made at once, on any instance.
    const started = await startExport(db(), job);
    body = (await waitForExport(db(), { userId: user.id, id: started.id })).body;
  } catch (error) {
    // A full queue is 429 to a client; a failure was logged by the worker.
    if (error instanceof AppError && !htmlWanted(req)) throw error;
    // A browser that followed the page's link goes back to the page, which says so and offers a retry.
    if (htmlWanted(req)) {
      const page = bookletPagePath(request.locale, {
        source: request.source,
        listId: request.listId,
        event: booklet.event.id,
      });
      res.redirect(303, `${page}&error=${format}`);
      return;
    }
    throw new AppError("internal", FAILED);
  }
  sendFile(res, { fileName: job.fileName, contentType: job.contentType, body });
});

function htmlWanted(req: Request): boolean {
  return req.accepts(["json", "html"]) === "html";
}

function ownJobId(req: Request): string {
  const parsed = jobId.safeParse(req.params.id);
  if (!parsed.success) throw new AppError("not_found", "Nothing found.");
  return parsed.data;
}

exportsApiRouter.get("/:id", async (req, res) => {
  const user = await requireApiUser(headersOnly(req));
  const job = await exportJob(db(), { userId: user.id, id: ownJobId(req) });
  if (!job) throw new AppError("not_found", "Nothing found.");
  res.setHeader("Cache-Control", "private, no-store");
  res.json(job);
});

exportsApiRouter.get("/:id/file", async (req, res) => {
  const user = await requireApiUser(headersOnly(req));
  const id = ownJobId(req);
  const file = await exportFile(db(), { userId: user.id, id });
  if (file) return sendFile(res, file);
  const job = await exportJob(db(), { userId: user.id, id });
  if (!job) throw new AppError("not_found", "Nothing found.");
  if (job.status === "failed") throw new AppError("internal", FAILED);
  throw new AppError("conflict", "The file is not ready yet.");
});
