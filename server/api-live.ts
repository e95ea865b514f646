import type { Request, Response } from "express";
import { bus } from "~/.server/realtime/bus";

// The signed-in user's live stream at one event (Server-Sent Events): every
// user.changed message for that user and event becomes a `change` event,
// read by app/features/live/live-client.ts. A comment line every 25 s keeps
// proxies from closing an idle stream.

export const PING_INTERVAL_MS = 25_000;
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
    if (message.type !== "user.changed" || message.userId !== options.userId || message.eventId !== options.eventId)
      return;
    const { resource, set, deleted, reload } = message;
    write(`event: change\ndata: ${JSON.stringify({ resource, set, deleted, reload })}\n\n`);
  });
  const timer = setInterval(() => write(": ping\n\n"), options.pingMs ?? PING_INTERVAL_MS);
  res.on("close", () => {
    clearInterval(timer);
    unsubscribe();
  });
}
