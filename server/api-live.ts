import type { Request, Response } from "express";
import { db } from "~/.server/db";
import { dialectOfUrl } from "~/.server/db/dialect";
import { env } from "~/.server/env";
import { INSTANCE_ID } from "~/.server/instance-id";
import { onStopping } from "~/.server/lifecycle";
import { liveStreamsOpen } from "~/.server/observability/metrics";
import { bus } from "~/.server/realtime/bus";
import { createSiteStreamCap, type StreamCap } from "~/.server/realtime/site-stream-cap";

// The signed-in user's live stream at one event (Server-Sent Events): every
// user.changed message for that user and event, and every change of the
// event's settings (resource "eventSettings"), becomes a `change` event,
// read by app/features/live/live-client.ts; a `resync` event asks the page
// to read everything again (the bus may have missed changes). A comment line
// every 25 s keeps proxies from closing an idle stream. When the instance
// stops (a deploy), a `reconnect` event tells the page to open its stream
// again at once, through the proxy to another instance.

export const PING_INTERVAL_MS = 25_000;
/**
 * Live streams one user may hold open (tabs, devices): opening one more
 * closes the oldest with a `superseded` event, after which that page does not
 * reconnect until it is looked at again (live-client.ts). Signed-out visitors
 * have no stream (the route answers 401 before one opens), so nothing is
 * held per address for them.
 */
export const MAX_STREAMS_PER_USER = 6;

/** Each user's open streams, oldest first: what closes one. */
const openStreams = new Map<string, (() => void)[]>();

function holdStream(userId: string, supersede: () => void): () => void {
  const held = openStreams.get(userId) ?? [];
  openStreams.set(userId, held);
  while (held.length >= MAX_STREAMS_PER_USER) held.shift()?.();
  held.push(supersede);
  return () => {
    const at = held.indexOf(supersede);
    if (at !== -1) held.splice(at, 1);
    if (held.length === 0 && openStreams.get(userId) === held) openStreams.delete(userId);
  };
}

let siteCap: StreamCap | undefined;

/** On PostgreSQL the cap counts the user's streams on every instance (site-stream-cap.ts); on SQLite the process is the site. */
function holdForSite(userId: string, supersede: () => void): Promise<() => void> {
  if (dialectOfUrl(env().DATABASE_URL) !== "postgres") return Promise.resolve(holdStream(userId, supersede));
  siteCap ??= createSiteStreamCap(db(), { instanceId: INSTANCE_ID, bus: bus(), max: MAX_STREAMS_PER_USER });
  return siteCap.hold(userId, supersede);
}

/** When the server stops: its streams count no more for the site. */
export async function releaseSiteStreams(): Promise<void> {
  await siteCap?.close();
}

/** How many streams the user holds open in this process now. */
export function openStreamCount(userId: string): number {
  return openStreams.get(userId)?.length ?? 0;
}
/** How long the browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 2_000;

export function streamUserChanges(
  req: Request,
  res: Response,
  options: { eventId: string; userId: string; pingMs?: number },
): void {
  res.status(200);
  res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
  // no-transform also keeps the compression middleware (in development) from buffering it.
  res.setHeader("Cache-Control", "no-cache, no-transform");
  res.setHeader("X-Accel-Buffering", "no");
  res.flushHeaders();
  req.socket.setNoDelay(true);

  const write = (text: string) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(text);
    (res as Response & { flush?: () => void }).flush?.();
  };
  write(`retry: ${RETRY_MS}\n\n`);

  const unsubscribe = bus().subscribe((message) => {
    // This instance may have missed changes: the page reads everything again, as after a reconnection.
    if (message.type === "bus.resync") {
      write("event: resync\ndata: {}\n\n");
      return;
    }
    if (message.type === "event.settingsChanged" && message.eventId === options.eventId) {
      write(`event: change\ndata: ${JSON.stringify({ resource: "eventSettings", reload: true })}\n\n`);
      return;
    }
    if (message.type !== "user.changed" || message.userId !== options.userId || message.eventId !== options.eventId)
      return;
    const { resource, set, deleted, reload } = message;
    write(`event: change\ndata: ${JSON.stringify({ resource, set, deleted, reload })}\n\n`);
  });
  const timer = setInterval(() => write(": ping\n\n"), options.pingMs ?? PING_INTERVAL_MS);
  const held = holdForSite(options.userId, () => {
    write("event: superseded\ndata: {}\n\n");
    res.end();
  });
  liveStreamsOpen.inc();
  const stopListening = onStopping(() => {
    write("event: reconnect\ndata: {}\n\n");
    res.end();
  });
  res.on("close", () => {
    clearInterval(timer);
    unsubscribe();
    void held.then((release) => release());
    stopListening();
    liveStreamsOpen.dec();
  });
}
