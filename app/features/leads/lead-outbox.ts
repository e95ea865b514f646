import { ApiError, callApi, isRetryable } from "~/lib/api-client";
import { type Outbox, type OutboxEntry, OutboxRetry, queueEntry, readOutbox, sendOutbox } from "~/lib/device-outbox";
import { browserStorage, type DeviceStorage, readJson, watchKey, writeJson } from "~/lib/device-storage";
import { getOrInsert } from "~/lib/get-or-insert";
import { whenBackOnline } from "~/lib/when-back-online";
import { LEAD_MESSAGES } from "./lead-messages";
import { LEAD_SCORES } from "./lead-schemas";

type LeadScore = (typeof LEAD_SCORES)[number];

// Badges scanned without a network (docs/leads.md "Scanned offline"): the
// representative's scan, score and note are kept on the device and sent as
// POST /api/collections/{event}/leads when the network returns
// (app/lib/device-outbox.ts). Scanning a person again makes no second lead
// (one lead per stand and person), so a scan sent twice is one lead. A
// badge belongs to one event; the device does not know which while offline,
// so the scan names the events where the user has a desk and is sent to each
// in turn until one takes it.

export interface QueuedScan extends OutboxEntry {
  /** The events where the user had a desk when scanning (from /api/me). */
  events: string[];
  score: LeadScore | null;
  note: string;
}

/** A scan the server refused (a renewed badge, not a representative there): kept to say so. */
export interface RefusedScan {
  code: string;
  messageKey: string;
  at: number;
}

function isScan(value: unknown): value is QueuedScan {
  const scan = value as QueuedScan;
  return (
    !!scan &&
    typeof scan.id === "string" &&
    typeof scan.at === "number" &&
    Array.isArray(scan.events) &&
    scan.events.every((e) => typeof e === "string") &&
    (scan.score === null || (LEAD_SCORES as readonly unknown[]).includes(scan.score)) &&
    typeof scan.note === "string"
  );
}

export function scanOutbox(uid: string): Outbox<QueuedScan> {
  return {
    key: `uncork.outbox.leads.${uid}`,
    valid: isScan,
    // The same badge scanned again before the first was sent: what the second does not say, the first did.
    merge: (earlier, next) => ({ ...next, score: next.score ?? earlier.score, note: next.note || earlier.note }),
  };
}

/** Calls `listener` whenever the user's waiting or refused scans change, here or in another tab. */
export function watchKeptScans(uid: string, listener: () => void): () => void {
  const stops = [watchKey(scanOutbox(uid).key, listener), watchKey(refusedKey(uid), listener)];
  return () => {
    for (const stop of stops) stop();
  };
}

const refusedKey = (uid: string) => `uncork.outbox.leads.refused.${uid}`;

export function refusedScans(uid: string, storage: DeviceStorage | null = browserStorage()): RefusedScan[] {
  const value = readJson(storage, refusedKey(uid));
  return Array.isArray(value) ? (value as RefusedScan[]).filter((r) => typeof r?.code === "string") : [];
}

export function dismissRefusedScans(uid: string, storage: DeviceStorage | null = browserStorage()): void {
  writeJson(storage, refusedKey(uid), []);
}

/** Keeps a scan for sending; false when the device refused to keep it (storage full or refused). */
export function queueScan(
  uid: string,
  scan: Omit<QueuedScan, "at">,
  storage: DeviceStorage | null = browserStorage(),
  now = Date.now(),
): boolean {
  return queueEntry(storage, scanOutbox(uid), { ...scan, at: now });
}

export function queuedScans(uid: string, storage: DeviceStorage | null = browserStorage()): QueuedScan[] {
  return readOutbox(storage, scanOutbox(uid));
}

/** Sends one scan to each of its events in turn until one takes it; the last refusal when none does. */
async function sendScan(scan: QueuedScan): Promise<unknown> {
  let refusal: unknown = new ApiError(404, "not_found", "", LEAD_MESSAGES.badgeNotValid.key);
  for (const eventId of scan.events) {
    try {
      return await callApi(`/api/collections/${encodeURIComponent(eventId)}/leads`, {
        method: "POST",
        body: { code: scan.id, note: scan.note, ...(scan.score ? { score: scan.score } : {}) },
      });
    } catch (error) {
      if (isRetryable(error)) throw error;
      refusal = error;
    }
  }
  throw refusal;
}

const sending = new Set<string>();
/** Per user: the sends of the user's scans, and the next try of one that got no answer while online. */
const retries = new Map<string, OutboxRetry>();

/**
 * Sends the user's waiting scans in order, when the browser is online; a
 * refused one is kept to say why, and one that got no answer is sent again
 * after a pause (OutboxRetry).
 */
export function sendQueuedScans(
  uid: string,
  storage: DeviceStorage | null = browserStorage(),
  onChange: () => void = () => undefined,
): Promise<void> {
  return getOrInsert(retries, uid, () => new OutboxRetry()).run(async () => {
    const online = typeof navigator === "undefined" || navigator.onLine !== false;
    if (sending.has(uid) || !online || queuedScans(uid, storage).length === 0) return undefined;
    sending.add(uid);
    try {
      return await sendOutbox(storage, scanOutbox(uid), {
        send: sendScan,
        sent: () => undefined,
        refused: (scan, error) => {
          const messageKey = error instanceof ApiError ? error.messageKey : "common:errors.internal";
          writeJson(storage, refusedKey(uid), [
            ...refusedScans(uid, storage),
            { code: scan.id, messageKey, at: scan.at },
          ]);
        },
        isRetryable,
        changed: onChange,
      });
    } finally {
      sending.delete(uid);
    }
  });
}

/** Sends what waits now and whenever the network returns, for as long as the page is open. */
export function watchQueuedScans(uid: string): () => void {
  const send = () => void sendQueuedScans(uid);
  send();
  return whenBackOnline(send);
}
