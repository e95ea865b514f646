import { type BatchWriter, createBatchWriter } from "~/.server/analytics/batch-writer";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { analyticsBatchSchema } from "~/lib/analytics-batch";
import { type ReceivedAnalyticsEvent, storeAnalyticsEvents } from "./store-events.server";

// The process's analytics buffer (docs/analytics.md "Batching"): the endpoint
// pushes, the writer inserts once a second or every 500 events, and the
// server flushes it when it stops.

let writer: BatchWriter<ReceivedAnalyticsEvent> | undefined;

export function analyticsWriter(): BatchWriter<ReceivedAnalyticsEvent> {
  writer ??= createBatchWriter({
    write: (items) => storeAnalyticsEvents(db(), items, { configuredPrimaryEvent: env().PRIMARY_EVENT }),
    onError: (error, lost) => console.error(`Analytics: ${lost} events could not be written: ${String(error)}`),
  });
  return writer;
}

/** Validates a batch (a ZodError for a bad one) and buffers its events; nothing is written before it returns. */
export function receiveAnalytics(body: unknown, now = new Date()): number {
  const batch = analyticsBatchSchema.parse(body);
  const receivedAt = now.toISOString();
  const locale = batch.locale ?? null;
  return analyticsWriter().push(batch.events.map((event) => ({ event, locale, receivedAt })));
}

/** Writes what is buffered: the server calls it when it stops. */
export function closeAnalytics(): Promise<void> {
  return writer ? writer.close() : Promise.resolve();
}
