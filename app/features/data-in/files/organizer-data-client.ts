import type { SyncReport } from "~/features/data-in/product-api/sync-event.server";
import { ApiError, answerOf } from "~/lib/api-client";
import { type ImportKind, importFormatOf } from "./import-kinds";
import type { ImportReport } from "./import-report";
import type { ReadEncoding } from "./import-state";

// The organizer's data page talking to server/api-organizer.ts: the file goes
// up as it is (the server streams it to disk), checks and applies are JSON.

export interface ImportAnswer {
  importId: string;
  kind: ImportKind;
  format: string;
  report: ImportReport;
}

const eventPath = (eventId: string) => `/api/organizer/events/${encodeURIComponent(eventId)}`;

export async function uploadImport(eventId: string, kind: ImportKind, file: File): Promise<ImportAnswer> {
  const format = importFormatOf(file.name);
  if (!format) throw new ApiError(415, "unsupported", "", "organizer:data.import.unsupported");
  const response = await fetch(`${eventPath(eventId)}/imports?kind=${kind}&format=${format}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
    body: file,
  });
  return (await answerOf(response)) as ImportAnswer;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return answerOf(response);
}

export async function runImport(
  eventId: string,
  importId: string,
  /** `encoding` reads the CSV with it instead of the one detected. */
  options: { apply: boolean; mapping: Record<string, string>; encoding?: ReadEncoding },
): Promise<ImportAnswer> {
  return (await postJson(`${eventPath(eventId)}/imports/${importId}`, options)) as ImportAnswer;
}

export async function runSync(
  eventId: string,
  options: { dryRun: boolean; sourceEventId?: string },
): Promise<SyncReport> {
  return (await postJson(`${eventPath(eventId)}/sync`, options)) as SyncReport;
}

export function templateHref(eventId: string, kind: ImportKind, lang: string): string {
  return `${eventPath(eventId)}/import-templates/${kind}.csv?lang=${lang}`;
}

/** The message key to show for a failed call. */
export function errorKeyOf(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : "common:errors.internal";
}
