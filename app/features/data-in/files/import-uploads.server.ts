import { randomBytes } from "node:crypto";
import { createWriteStream, type ReadStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { COMMON_MESSAGES } from "~/lib/messages";
import type { ColumnSet } from "./columns";
import { EXHIBITOR_COLUMN_SET } from "./exhibitor-columns";
import { importExhibitors } from "./import-exhibitors.server";
import { IMPORT_FORMATS, IMPORT_KINDS, type ImportFormat, type ImportKind } from "./import-kinds";
import { importPeople } from "./import-people.server";
import { importProducts } from "./import-products.server";
import type { ImportOptions, ImportReport, ImportRun } from "./import-report";
import { PERSON_COLUMN_SET } from "./person-columns";
import { problemSink } from "./problems-file.server";
import { PRODUCT_COLUMN_SET } from "./product-columns";
import { detectEncoding, readRecords } from "./read-records.server";
import { TEXT_ENCODINGS, type TextEncoding } from "./text-encoding";

// An import from the organizer's page (docs/data-in.md "From the organizer's
// page"): the uploaded file is kept on disk under a random id, for the event
// and the organizer who sent it; every check reads it again (streamed), and
// so does the apply, so nothing of a large file is held between the steps.
// A CSV file is read in the encoding detected, or the one the organizer
// chose. Every problem of the last check is kept beside the file
// (problems-file.server.ts). Files are removed once applied, and after a day
// (removeExpiredUploads, a task the site runs once an hour).

export const IMPORT_KIND_COLUMNS: Record<ImportKind, ColumnSet<string>> = {
  products: PRODUCT_COLUMN_SET,
  exhibitors: EXHIBITOR_COLUMN_SET,
  people: PERSON_COLUMN_SET,
};

const RUNNERS: Record<ImportKind, (db: DB, options: ImportOptions) => Promise<ImportRun>> = {
  products: importProducts,
  exhibitors: importExhibitors,
  people: importPeople,
};

/** The largest file an organizer may upload: 100,000 product rows with descriptions are about 60 MB. */
export const IMPORT_FILE_LIMIT = 200 * 1024 * 1024;
/** How long an upload waits for its apply. */
const KEPT_MS = 24 * 60 * 60 * 1000;

const uploadSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  eventId: z.string(),
  userId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  format: z.enum(IMPORT_FORMATS),
  size: z.number(),
  createdAt: z.string(),
  /** The encoding the organizer chose for a CSV file: later checks and the apply read it so too. */
  encoding: z.enum(TEXT_ENCODINGS).optional(),
});
export type StoredUpload = z.infer<typeof uploadSchema>;

const fileOf = (dir: string, upload: Pick<StoredUpload, "id" | "format">) =>
  path.join(dir, `${upload.id}.${upload.format}`);
/** The upload's owner, kind and format: a name of its own, as a JSON upload is `<id>.json`. */
const metaOf = (dir: string, id: string) => path.join(dir, `${id}.meta.json`);
/** Every problem of the upload's last check, one JSON line each. */
export const problemsFileOf = (dir: string, id: string) => path.join(dir, `${id}.problems.jsonl`);

/** Writes the request body to the imports directory, counting it against the limit. */
export async function storeUpload(
  body: Readable,
  options: { dir: string; eventId: string; userId: string; kind: ImportKind; format: ImportFormat },
): Promise<StoredUpload> {
  await mkdir(options.dir, { recursive: true });
  const upload: StoredUpload = {
    id: randomBytes(16).toString("hex"),
    eventId: options.eventId,
    userId: options.userId,
    kind: options.kind,
    format: options.format,
    size: 0,
    createdAt: new Date().toISOString(),
  };
  const file = fileOf(options.dir, upload);
  let size = 0;
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > IMPORT_FILE_LIMIT) throw new AppError("too_large", COMMON_MESSAGES.too_large);
          yield chunk;
        }
      },
      createWriteStream(file),
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if (size === 0) {
    await rm(file, { force: true });
    throw new AppError("invalid", COMMON_MESSAGES.invalid);
  }
  upload.size = size;
  await writeFile(metaOf(options.dir, upload.id), JSON.stringify(upload));
  return upload;
}

/** The upload, if it is this organizer's at this event and still kept; else null (the caller's 404). */
export async function findUpload(
  dir: string,
  options: { id: string; eventId: string; userId: string },
): Promise<StoredUpload | null> {
  if (!/^[0-9a-f]{32}$/.test(options.id)) return null;
  let upload: StoredUpload;
  try {
    upload = uploadSchema.parse(JSON.parse(await readFile(metaOf(dir, options.id), "utf8")));
  } catch {
    return null;
  }
  if (upload.eventId !== options.eventId || upload.userId !== options.userId) return null;
  if (Date.now() - Date.parse(upload.createdAt) > KEPT_MS) return null;
  return upload;
}

export interface ImportProgress {
  /** Data rows read so far. */
  rows: number;
  /** How much of the file was read, 0 to 1; null when the format does not tell (JSON). */
  fraction: number | null;
}

/**
 * Checks (dryRun) or applies an uploaded file with the organizer's column
 * mapping. An applied file is removed: applying it again would change
 * nothing, and the organizer uploads the next version instead.
 */
export async function runUpload(
  db: DB,
  dir: string,
  upload: StoredUpload,
  options: {
    dryRun: boolean;
    mapping: Readonly<Record<string, string>>;
    actor: string;
    /** A CSV file's encoding, instead of the one detected; kept for the upload's later checks and its apply. */
    encoding?: TextEncoding;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportReport> {
  let stream: ReadStream | null = null;
  const fraction = () => (stream ? Math.min(1, stream.bytesRead / upload.size) : null);
  const file = fileOf(dir, upload);
  const encodingDetected = upload.format === "csv" ? await detectEncoding(file) : null;
  if (encodingDetected && options.encoding && options.encoding !== upload.encoding)
    await writeFile(metaOf(dir, upload.id), JSON.stringify({ ...upload, encoding: options.encoding }));
  const encoding = encodingDetected && (options.encoding ?? upload.encoding ?? encodingDetected);
  const records = readRecords(
    file,
    upload.format,
    (opened) => {
      stream = opened;
    },
    encoding ?? undefined,
  );
  const problems = problemSink(problemsFileOf(dir, upload.id));
  try {
    const run = await RUNNERS[upload.kind](db, {
      eventId: upload.eventId,
      records,
      dryRun: options.dryRun,
      actor: options.actor,
      mapping: options.mapping,
      onProgress: (rows) => options.onProgress?.({ rows, fraction: fraction() }),
      onProblem: problems.write,
    });
    await problems.close();
    const listed = run.problemCount > run.problems.length;
    if (run.applied) await removeUpload(dir, upload.id, upload.format);
    else if (!listed) await rm(problemsFileOf(dir, upload.id), { force: true });
    const problemsUrl = listed
      ? `/api/organizer/events/${encodeURIComponent(upload.eventId)}/imports/${upload.id}/problems.csv`
      : null;
    return { ...run, encoding, encodingDetected, problemsUrl };
  } catch (error) {
    await problems.close();
    await rm(problemsFileOf(dir, upload.id), { force: true });
    throw error;
  } finally {
    (stream as ReadStream | null)?.destroy();
  }
}

async function removeUpload(dir: string, id: string, format: string): Promise<void> {
  await rm(path.join(dir, `${id}.${format}`), { force: true });
  await rm(metaOf(dir, id), { force: true });
  await rm(problemsFileOf(dir, id), { force: true });
}

/** Removes the files of uploads older than a day (a task run once per site, the folder being shared); how many went. */
export async function removeExpiredUploads(dir: string, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > KEPT_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
